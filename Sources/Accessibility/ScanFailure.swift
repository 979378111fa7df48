import Core

/// A problem found while reading an element tree, at a byte offset of the input: a JSON error of
/// the stream, or a schema error of the parser (wrong type, unknown trait, duplicate key…).
struct ScanFailure: Error {
    var kind: ElementTreeError.Kind
    var offset: Int
    var message: String

    init(kind: ElementTreeError.Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// The failure for a JSON error: its offset and message, and the element-tree kind of its kind.
    init(_ error: JSONError) {
        let kind: ElementTreeError.Kind =
            switch error.kind {
            case .emptyInput: .emptyInput
            case .invalidEncoding: .invalidEncoding
            case .limitExceeded(let limit): .limitExceeded(limit)
            case .unexpectedEnd, .unexpectedCharacter, .invalidNumber, .invalidEscape, .controlCharacter,
                .trailingContent:
                .syntax
            }
        self.init(kind: kind, offset: error.offset, message: error.message)
    }
}
