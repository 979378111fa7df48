/// MeCab could not start: the function that failed and MeCab's own message (usually a missing dictionary:
/// install `mecab-ipadic-utf8`).
public struct KanaReadingError: Error, CustomStringConvertible, Sendable {
    /// The MeCab function that failed (`mecab_new2`).
    public let function: String
    /// MeCab's message.
    public let message: String

    public var description: String {
        "cannot start MeCab (\(function)): \(message); install the mecab-ipadic-utf8 dictionary"
    }
}
