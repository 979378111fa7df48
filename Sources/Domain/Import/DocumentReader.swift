import Core

/// Reads typed values out of a parsed document, turning every mismatch into an ``ImportError`` that names the
/// file, the line and column (when the document came from JSON text) and the path.
struct DocumentReader {
    /// The file as named by the user.
    let file: String
    /// The text's lines, for line numbers (indexed once, so each position costs a search, not a walk from the
    /// start); nil for property lists and streams.
    let lines: SourceLines?
    /// The stream a document is read from a value at a time, for the line numbers of the value in its window.
    var stream: JSONStream? = nil
    /// Positions worked out while their bytes were in a stream's window, by offset (the root, kept members).
    var placed: [Int: SourcePosition] = [:]

    func position(_ node: JSONNode?) -> SourcePosition? {
        guard let node, node.offset >= 0 else { return nil }
        if let known = placed[node.offset] { return known }
        if let stream { return stream.position(of: node.offset) }
        guard let lines else { return nil }
        let (line, column) = lines.position(of: node.offset)
        return SourcePosition(line: line, column: column)
    }

    func error(_ problem: ImportError.Problem, at node: JSONNode?, _ path: JSONPath) -> ImportError {
        ImportError(file: file, position: position(node), path: path.description, problem: problem)
    }

    func wrongType(_ node: JSONNode, expected: ValueKind, _ path: JSONPath) -> ImportError {
        let found: ValueKind
        switch node.offset {
        case DocumentReader.dateMarker: found = .date
        case PropertyListDocument.dataMarker: found = .data
        default: found = node.value.kind.valueKind
        }
        return error(.wrongType(expected: expected, found: found), at: node, path)
    }

    /// Plist dates become numbers (seconds since 2001) with this offset, so "found a date" can be said.
    static let dateMarker = -2

    /// The node as an object.
    func object(_ node: JSONNode, _ path: JSONPath) throws(ImportError) -> ObjectReader {
        guard case .object(let object) = node.value else { throw wrongType(node, expected: .object, path) }
        return ObjectReader(reader: self, object: object, node: node, path: path)
    }

    /// The node as an array.
    func array(_ node: JSONNode, _ path: JSONPath) throws(ImportError) -> [JSONNode] {
        guard case .array(let elements) = node.value else { throw wrongType(node, expected: .array, path) }
        return elements
    }
}

/// One object of a document, with its path.
struct ObjectReader {
    let reader: DocumentReader
    let object: JSONObject
    let node: JSONNode
    let path: JSONPath

    /// The member, or nil when it is absent or null.
    func member(_ key: String) -> JSONNode? {
        guard let node = object[key], node.value != .null else { return nil }
        return node
    }

    func missing(_ key: String) -> ImportError {
        reader.error(.missingField(key), at: node, path)
    }

    func invalid(_ value: ImportError.InvalidValue, _ key: String) -> ImportError {
        reader.error(.invalidValue(value), at: object[key] ?? node, path.appending(key))
    }

    func string(_ key: String) throws(ImportError) -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    func optionalString(_ key: String) throws(ImportError) -> String? {
        guard let node = member(key) else { return nil }
        guard case .string(let text) = node.value else {
            throw reader.wrongType(node, expected: .string, path.appending(key))
        }
        return text
    }

    func optionalInteger(_ key: String) throws(ImportError) -> Int64? {
        guard let node = member(key) else { return nil }
        switch node.value {
        case .integer(let number): return number
        case .double(let number) where number == number.rounded() && abs(number) < 9e15: return Int64(number)
        default: throw reader.wrongType(node, expected: .number, path.appending(key))
        }
    }

    func integer(_ key: String) throws(ImportError) -> Int64 {
        guard let value = try optionalInteger(key) else { throw missing(key) }
        return value
    }

    func optionalBool(_ key: String) throws(ImportError) -> Bool? {
        guard let node = member(key) else { return nil }
        switch node.value {
        case .bool(let flag): return flag
        default: throw reader.wrongType(node, expected: .bool, path.appending(key))
        }
    }

    func object(_ key: String) throws(ImportError) -> ObjectReader {
        guard let node = member(key) else { throw missing(key) }
        return try reader.object(node, path.appending(key))
    }

    func optionalObject(_ key: String) throws(ImportError) -> ObjectReader? {
        guard let node = member(key) else { return nil }
        return try reader.object(node, path.appending(key))
    }

    func array(_ key: String) throws(ImportError) -> [JSONNode] {
        guard let node = member(key) else { throw missing(key) }
        return try reader.array(node, path.appending(key))
    }

    func optionalArray(_ key: String) throws(ImportError) -> [JSONNode]? {
        guard let node = member(key) else { return nil }
        return try reader.array(node, path.appending(key))
    }
}

/// Ids seen so far in a file, to report a duplicate with the place of the first one.
struct SeenIDs {
    private var first: [String: (path: JSONPath, node: JSONNode)] = [:]

    init(capacity: Int) {
        first.reserveCapacity(capacity)
    }

    /// Records `id` at `path`, or throws when it was seen before.
    mutating func insert(_ id: String, node: JSONNode, path: JSONPath, reader: DocumentReader) throws(ImportError) {
        if let earlier = first[id] {
            throw reader.error(
                .duplicateID(id, firstPath: earlier.path.description, firstPosition: reader.position(earlier.node)),
                at: node,
                path)
        }
        first[id] = (path, node)
    }
}
