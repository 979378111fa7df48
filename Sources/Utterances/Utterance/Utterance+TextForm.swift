extension Utterance {
    /// The words of the utterance as the `text` sink, the script echo and the history show them
    /// (`narration.md` §5.6).
    ///
    /// Plain text stands as it is; a spelled run becomes its characters separated by single spaces, with
    /// `capitalWord` before each capital letter when given; an overridden word becomes its original. A
    /// space separates a spelled run from a neighbouring run, and from a letter or digit it would
    /// otherwise touch (punctuation such as a final period stays attached); runs of spaces are collapsed
    /// and both ends are trimmed.
    ///
    /// - Parameter capitalWord: the localized capital word when capitals are set to `word`, else nil.
    public func textForm(capitalWord: String? = nil) -> String {
        var result = ""
        var previousIsSpelled = false
        for piece in pieces {
            let isSpelled: Bool
            let text: String
            switch piece {
            case .text(let plain):
                (text, isSpelled) = (plain, false)
            case .phonemes(_, let original), .respelled(_, let original):
                (text, isSpelled) = (original, false)
            case .spelled(let run):
                (text, isSpelled) = (Self.spelledText(run, capitalWord: capitalWord), true)
            }
            guard !text.isEmpty else { continue }
            if let last = result.last, let first = text.first, last != " ", first != " " {
                let bothSpelled = isSpelled && previousIsSpelled
                let touchingWords = (isSpelled || previousIsSpelled) && last.isWordLike && first.isWordLike
                if bothSpelled || touchingWords {
                    result += " "
                }
            }
            result += text
            previousIsSpelled = isSpelled
        }
        return Self.collapsingSpaces(result)
    }

    /// The text form for a capitals style: the capital word is inserted only for `.word`.
    public func textForm(capitals: CapitalsStyle) -> String {
        textForm(capitalWord: capitals.capitalWord)
    }

    // MARK: - Helpers

    /// A run's characters separated by single spaces; spaces inside the run add nothing.
    static func spelledText(_ run: String, capitalWord: String?) -> String {
        var words: [String] = []
        for character in run where character != " " {
            if let capitalWord, !capitalWord.isEmpty, character.isUppercase {
                words.append(capitalWord)
            }
            words.append(String(character))
        }
        return words.joined(separator: " ")
    }

    /// The string with every run of spaces collapsed to one and both ends trimmed.
    static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

extension Character {
    /// A letter or a digit.
    fileprivate var isWordLike: Bool { isLetter || isNumber }
}
