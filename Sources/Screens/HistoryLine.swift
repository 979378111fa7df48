/// One utterance of the speech history, as the History screen lists it.
public struct HistoryLine: Sendable, Equatable {
    /// The text form of what was said.
    public var text: String
    /// The language it was said in.
    public var language: String

    /// An entry said in `language`.
    public init(text: String, language: String) {
        self.text = text
        self.language = language
    }
}
