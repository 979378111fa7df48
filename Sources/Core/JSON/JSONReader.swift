import Foundation

/// Reads JSON (RFC 8259) from UTF-8 bytes into a ``JSONNode`` tree whose nodes remember their byte
/// offsets: the events of a ``JSONStream`` over the bytes, built into one tree.
///
/// Strict: UTF-8 only (a UTF-8 byte-order mark is skipped), no NUL, no lone surrogates, nothing after
/// the value. Iterative (an explicit stack, so deep input cannot overflow the call stack), linear in
/// time, bounded by ``JSONLimits``. Errors give the kind, line, column and JSON path of the value at
/// fault. Duplicate keys are kept as read (``JSONObject``).
public struct JSONReader: Sendable {
    /// The limits the input must stay within.
    public var limits: JSONLimits

    /// A reader; the default limits suit whole documents (``JSONLimits/document``).
    public init(limits: JSONLimits = .document) {
        self.limits = limits
    }

    /// Reads one document from UTF-8 bytes.
    public func read(_ bytes: [UInt8]) throws(JSONError) -> JSONNode {
        let stream = JSONStream(source: JSONBytes(bytes), limits: limits, chunkBytes: bytes.count)
        do throws(JSONStreamError) {
            return try stream.readDocument()
        } catch {
            guard case .syntax(var located) = error else {
                // Bytes in memory cannot fail to be read.
                preconditionFailure("JSONBytes failed: \(error)")
            }
            located.position = SourcePosition(offset: located.offset, in: bytes)
            if located.path.isEmpty { located.path = JSONPath.root.description }
            throw located
        }
    }

    /// Reads one document from UTF-8 bytes.
    public func read(_ data: Data) throws(JSONError) -> JSONNode {
        try read([UInt8](data))
    }

    /// Reads one document from text.
    public func read(_ text: String) throws(JSONError) -> JSONNode {
        try read(Array(text.utf8))
    }
}
