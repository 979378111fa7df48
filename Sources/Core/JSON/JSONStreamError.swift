/// Why a ``JSONStream`` stopped: the text is not JSON, or its source could not be read.
public enum JSONStreamError: Error {
    /// The text breaks JSON where ``JSONError/offset`` says (a byte offset from the start of the input);
    /// the kinds, offsets and messages are those of ``JSONReader``.
    case syntax(JSONError)
    /// The source failed with this error.
    case unreadable(any Error)
}
