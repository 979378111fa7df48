/// What a braille display shows for an element: its brief form as text (label, value, abbreviated traits and
/// states: "Photos 3 photos btn"), before braille translation, and the language it is written in.
public struct BrailleBrief: Sendable, Equatable {
    /// The text to translate into braille.
    public var text: String
    /// The element's language tag (the session's when it has none): it picks the default braille table.
    public var language: String

    public init(text: String, language: String) {
        self.text = text
        self.language = language
    }
}
