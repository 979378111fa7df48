import Core

/// The tokens `speech.letter-by-letter` looks at (audit.md §2.4): maximal runs of letters (with
/// apostrophes between them) whose letters are all Latin, Greek or Cyrillic, at least two letters.
public enum SpokenTokens {
    private static let apostrophes: Set<Character> = ["'", "\u{2019}"]
    private static let alphabets: Set<String> = ["Latin", "Greek", "Cyrillic"]

    /// The tokens of a text, in order (repeats kept).
    public static func tokens(in text: String) -> [String] {
        let characters = Array(text)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            guard isLetter(characters[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count {
                if isLetter(characters[end]) {
                    end += 1
                } else if apostrophes.contains(characters[end]), end + 1 < characters.count,
                    isLetter(characters[end + 1])
                {
                    end += 2
                } else {
                    break
                }
            }
            let token = characters[index..<end]
            let letters = token.filter { !apostrophes.contains($0) }
            if letters.count >= 2, letters.allSatisfy(isAlphabetic) { result.append(String(token)) }
            index = end
        }
        return result
    }

    /// A token meant to be said letter by letter, as people say it: an initialism (at most six letters, all
    /// uppercase: "USB", "PDF"), one written with a capital after its first letter (at most six letters: "iOS",
    /// "tvOS", "dL", "MHz", "kWh"), or a token of at most three letters (a unit or an abbreviation: "mg", "km",
    /// "mph"), which a voice spells only because it is no word.
    public static func isInitialism(_ token: String) -> Bool {
        let letters = Array(token.filter { !apostrophes.contains($0) })
        guard letters.count > 3 else { return true }
        guard letters.count <= 6 else { return false }
        return letters.allSatisfy { $0.isUppercase } || letters.dropFirst().contains { $0.isUppercase }
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(TextCharacters.isLetter) ?? false
    }

    private static func isAlphabetic(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { alphabets.contains(UnicodeScript.name(of: $0)) } ?? false
    }
}
