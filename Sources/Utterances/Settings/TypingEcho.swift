/// What is said of the text typed into a prompt (`set typing-echo`), as VoiceOver's typing feedback.
public enum TypingEcho: String, Sendable, CaseIterable {
    /// Each character as it is typed. The default.
    case characters
    /// Each word once a space or punctuation ends it.
    case words
    /// Characters, and each word at its end.
    case both
    /// Nothing.
    case none

    /// Whether each typed character is said.
    public var echoesCharacters: Bool { self == .characters || self == .both }

    /// Whether each finished word is said.
    public var echoesWords: Bool { self == .words || self == .both }
}
