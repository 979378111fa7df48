extension Utterance {
    /// The words of the utterance as the `text` sink, the script echo and the history show them
    /// (`narration.md` §5.6).
    ///
    /// Plain text stands as it is; a spelled run becomes its characters separated by single spaces, with
    /// `capitalWord` before each capital letter when given; an overridden word becomes its original. A
    /// spelled run is set off from its neighbours by a space, runs of spaces are collapsed and both ends
    /// are trimmed.
    ///
    /// - Parameter capitalWord: the localized capital word when capitals are set to `word`, else nil.
    public func textForm(capitalWord: String? = nil) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .phonemes(_, let original), .respelled(_, let original):
                result += original
            case .spelled(let run):
                result += " " + Self.spelledText(run, capitalWord: capitalWord) + " "
            }
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
