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

    /// An initialism meant to be spelled: all uppercase, at most six letters ("USB", "PDF").
    public static func isInitialism(_ token: String) -> Bool {
        let letters = token.filter { !apostrophes.contains($0) }
        return letters.count <= 6 && letters.allSatisfy { $0.isUppercase }
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(TextCharacters.isLetter) ?? false
    }

    private static func isAlphabetic(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { alphabets.contains(UnicodeScript.name(of: $0)) } ?? false
    }
}
