import Core
import Foundation

/// Reads element-tree JSON (`cli.md`, "Element-tree JSON") from outside input.
///
/// The decoder reads the events of a ``JSONStream``: iterative (no recursion, so no stack overflow on
/// deep input), strict UTF-8, and precise in its errors, which give the line, the column and the JSON
/// path of the value at fault. Schema rules:
/// - The document is one element object or an array of them.
/// - Every key is optional; `null` counts as absent; keys the schema does not know are ignored
///   (their values must still be valid JSON within the limits).
/// - A schema key given twice in one object, an unknown trait name and an unknown container kind
///   are errors.
/// - Strings may not contain NUL (`\u0000`) or lone surrogates; the input may not contain a NUL
///   byte; a UTF-8 byte-order mark is skipped.
/// - The limits of ``JSONLimits`` apply.
public struct ElementTreeDecoder: Sendable {
    /// The limits the input must stay within.
    public var limits: JSONLimits

    /// Creates a decoder; the default limits are those of `cli.md`.
    public init(limits: JSONLimits = .standard) {
        self.limits = limits
    }

    /// Decodes a document from UTF-8 bytes.
    public func decode(_ data: Data) throws(ElementTreeError) -> ElementTreeDocument {
        try decode([UInt8](data))
    }

    /// Decodes a document from UTF-8 bytes.
    public func decode(_ bytes: [UInt8]) throws(ElementTreeError) -> ElementTreeDocument {
        var parser = ElementTreeParser(bytes: bytes, limits: limits)
        return try parser.parse()
    }

    /// Decodes a document from text.
    public func decode(_ text: String) throws(ElementTreeError) -> ElementTreeDocument {
        try decode(Array(text.utf8))
    }
}
