/// Pronunciations a British (non-rhotic) speaker uses for a word the US dictionary spells with its American
/// phones: `ER` said as `AH` ("first" F AH S T, "faster" F AE S T AH), and the BATH vowel, `AE` before `S`, `F`
/// or `TH` said as `AA` ("last" L AA S T). Rules over phones, applied to every word the grammar listens for;
/// no word is special-cased.
public enum PronunciationVariants {
    /// The phones (CMU symbols separated by spaces) of the variants of `phones`, without `phones` itself and
    /// without repeats, in a fixed order: non-rhotic, then non-rhotic with the BATH vowel.
    public static func of(_ phones: String) -> [String] {
        let original = phones.split(separator: " ").map(String.init)
        let nonRhotic = original.map { $0 == "ER" ? "AH" : $0 }
        var bath = nonRhotic
        for index in bath.indices.dropLast() where bath[index] == "AE" && ["S", "F", "TH"].contains(bath[index + 1]) {
            bath[index] = "AA"
        }
        var seen: Set<[String]> = [original]
        var variants: [String] = []
        for candidate in [nonRhotic, bath] where seen.insert(candidate).inserted {
            variants.append(candidate.joined(separator: " "))
        }
        return variants
    }
}
