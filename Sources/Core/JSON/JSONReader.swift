import Foundation

/// Reads JSON (RFC 8259) from UTF-8 bytes into a ``JSONNode`` tree whose nodes remember their byte
/// offsets.
///
/// Strict: UTF-8 only (a UTF-8 byte-order mark is skipped), no NUL, no lone surrogates, nothing after
/// the value. Iterative (an explicit stack, so deep input cannot overflow the call stack), linear in
/// time, bounded by ``JSONLimits``. Errors give the kind, line, column and JSON path of the value at
/// fault. For input read by a schema without a tree, use ``JSONScanner`` directly.
public struct JSONReader: Sendable {
    /// The limits the input must stay within.
    public var limits: JSONLimits

    /// A reader; the default limits suit whole documents (``JSONLimits/document``).
    public init(limits: JSONLimits = .document) {
        self.limits = limits
    }

    /// Reads one document from UTF-8 bytes.
    public func read(_ bytes: [UInt8]) throws(JSONError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer in Result { () throws(JSONError) in try read(buffer) } }.get()
    }

    /// Reads one document from UTF-8 bytes.
    public func read(_ data: Data) throws(JSONError) -> JSONNode {
        try data.withUnsafeBytes { raw in
            Result { () throws(JSONError) in try read(raw.assumingMemoryBound(to: UInt8.self)) }
        }.get()
    }

    /// Reads one document from text.
    public func read(_ text: String) throws(JSONError) -> JSONNode {
        try read(Array(text.utf8))
    }

    /// Reads one document from a buffer of UTF-8 bytes.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONNode {
        var state = TreeBuilder(scanner: JSONScanner(bytes: bytes, maxStringBytes: limits.maxStringBytes), limits: limits)
        do throws(JSONError) {
            return try state.document()
        } catch {
            var located = error
            located.position = SourcePosition(offset: error.offset, in: bytes)
            if located.path.isEmpty { located.path = state.path.description }
            throw located
        }
    }
}

/// The state of one read: the scanner and the open arrays and objects.
private struct TreeBuilder {
    /// An array or object being read.
    struct Frame {
        var offset: Int
        var isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONObject.Member] = []
        /// The key of the member whose value is being read.
        var key = ""
    }

    var scanner: JSONScanner
    let limits: JSONLimits
    var stack: [Frame] = []
    var values = 0

    init(scanner: JSONScanner, limits: JSONLimits) {
        self.scanner = scanner
        self.limits = limits
    }

    /// The path of the value being read.
    var path: JSONPath {
        JSONPath(stack.map { frame in frame.isObject ? .key(frame.key) : .index(frame.elements.count) })
    }

    mutating func document() throws(JSONError) -> JSONNode {
        try scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else {
            throw JSONError(kind: .emptyInput, offset: scanner.position, message: "empty input: expected a JSON value")
        }
        let root = try value()
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            if let problem = JSONText.encodingProblem(in: scanner.bytes, at: scanner.position) { throw problem }
            let found = JSONText.describeCharacter(in: scanner.bytes, at: scanner.position)
            throw JSONError(
                kind: .trailingContent, offset: scanner.position, path: "$",
                message: "unexpected \(found) after the end of the JSON value")
        }
        return root
    }

    /// Reads the value at the position and everything inside it.
    private mutating func value() throws(JSONError) -> JSONNode {
        let base = stack.count
        while true {
            scanner.skipWhitespace()
            let start = scanner.position
            var node: JSONNode
            values += 1
            if values > limits.maxNodes {
                throw JSONError(
                    kind: .limitExceeded(.nodes), offset: start,
                    message: "more than the limit of \(limits.maxNodes) values in one document")
            }
            switch scanner.valueKind {
            case .object, .array:
                let isObject = scanner.current == UInt8(ascii: "{")
                guard stack.count < limits.maxDepth else {
                    throw JSONError(
                        kind: .limitExceeded(.depth), offset: start,
                        message: "nesting deeper than the limit of \(limits.maxDepth) levels")
                }
                scanner.position += 1
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: isObject ? "}" : "]") {
                    scanner.position += 1
                    node = JSONNode(isObject ? .object(JSONObject(members: [])) : .array([]), offset: start)
                } else {
                    stack.append(Frame(offset: start, isObject: isObject))
                    if isObject { try key() }
                    continue
                }
            case .string: node = JSONNode(.string(try scanner.scanString(keep: true) ?? ""), offset: start)
            case .number: node = JSONNode(try scanner.scanNumberValue(), offset: start)
            case .bool, .null:
                let flag = try scanner.scanLiteral()
                node = JSONNode(flag.map(JSONValue.bool) ?? .null, offset: start)
            case nil: throw scanner.unexpected("a JSON value")
            }
            // Attach the value, closing every container it completes.
            while stack.count > base {
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(JSONObject.Member(key: stack[top].key, node: node))
                } else {
                    stack[top].elements.append(node)
                }
                scanner.skipWhitespace()
                let isObject = stack[top].isObject
                if scanner.current == UInt8(ascii: ",") {
                    scanner.position += 1
                    scanner.skipWhitespace()
                    try scanner.rejectTrailingComma()
                    if isObject { try key() }
                    break
                }
                guard scanner.current == UInt8(ascii: isObject ? "}" : "]") else {
                    throw scanner.unexpected(isObject ? "',' or '}'" : "',' or ']'")
                }
                scanner.position += 1
                let frame = stack.removeLast()
                node = JSONNode(
                    frame.isObject ? .object(JSONObject(members: frame.members)) : .array(frame.elements),
                    offset: frame.offset)
            }
            if stack.count == base { return node }
        }
    }

    /// Reads `"key" :` in the innermost object.
    private mutating func key() throws(JSONError) {
        guard scanner.current == UInt8(ascii: "\"") else { throw scanner.unexpected("a key in double quotes") }
        stack[stack.count - 1].key = try scanner.scanString(keep: true) ?? ""
        scanner.skipWhitespace()
        try scanner.consume(UInt8(ascii: ":"), "':' after the key")
    }
}
