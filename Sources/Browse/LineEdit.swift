/// How an edit prompt ended.
public enum LineEdit: Hashable, Sendable {
    /// Enter, with the text.
    case saved(String)
    /// Escape.
    case cancelled
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
}
