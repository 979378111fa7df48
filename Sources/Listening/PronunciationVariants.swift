/// Pronunciations a British (non-rhotic) speaker uses for a word the US dictionary spells with its American
/// phones: `ER` said as `AH` ("first" F AH S T, "faster" F AE S T AH); the BATH vowel, `AE` before `S`, `F`
/// or `TH` said as `AA` ("last" L AA S T); the open TRAP vowel, every other `AE` heard as `AA` too ("back"
/// B AA K); and the GOAT diphthong, which starts as a schwa, `OW` as `AH UW` ("home" HH AH UW M). Rules over
/// phones, applied to every word the grammar listens for; no word is special-cased.
public enum PronunciationVariants {
    /// The phones (CMU symbols separated by spaces) of the variants of `phones`, without `phones` itself and
    /// without repeats, in a fixed order: non-rhotic, then with the BATH vowel, then that with the British
    /// GOAT, then with the open TRAP vowel.
    public static func of(_ phones: String) -> [String] {
        let original = phones.split(separator: " ").map(String.init)
        let nonRhotic = original.map { $0 == "ER" ? "AH" : $0 }
        var bath = nonRhotic
        for index in bath.indices.dropLast() where bath[index] == "AE" && ["S", "F", "TH"].contains(bath[index + 1]) {
            bath[index] = "AA"
        }
        let goat = bath.flatMap { $0 == "OW" ? ["AH", "UW"] : [$0] }
        let trap = bath.map { $0 == "AE" ? "AA" : $0 }
        var seen: Set<[String]> = [original]
        var variants: [String] = []
        for candidate in [nonRhotic, bath, goat, trap] where seen.insert(candidate).inserted {
            variants.append(candidate.joined(separator: " "))
        }
        return variants
    }
}
