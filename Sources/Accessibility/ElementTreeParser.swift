import Core

// The element-tree schema over the events of a ``JSONStream``: elements with an explicit stack of open
// objects instead of recursion. Errors carry the JSON path of the value at fault.

/// Turns the bytes of one element-tree document into an ``ElementTreeDocument``.
struct ElementTreeParser {
    /// An element object being read.
    struct OpenElement {
        var element = AccessibilityElement()
        /// Its index among its siblings (or among the roots of a top-level array); nil for a single root.
        var index: Int?
        /// The schema keys seen so far, one bit per key, to reject duplicates.
        var seenKeys: UInt16 = 0
    }

    /// What follows the path of the innermost open element in an error's path.
    enum PathTail {
        case none
        case key(String)
        case keyIndex(String, Int)
        case child(Int)
        case rootItem(Int)
    }

    let bytes: [UInt8]
    let stream: JSONStream
    let limits: JSONLimits
    var stack: [OpenElement] = []
    private var roots: [AccessibilityElement] = []
    private var isArray = false
    private var nodeCount = 0
    var tail = PathTail.none

    init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
        // Depth and nodes are counted in elements here; the stream bounds the strings.
        let streamLimits = JSONLimits(maxDepth: .max, maxNodes: .max, maxStringBytes: limits.maxStringBytes)
        stream = JSONStream(source: JSONBytes(bytes), limits: streamLimits, chunkBytes: bytes.count)
    }

    // MARK: - Document

    /// Reads the whole input.
    mutating func parse() throws(ElementTreeError) -> ElementTreeDocument {
        do throws(ScanFailure) {
            return try parseDocument()
        } catch {
            throw elementTreeError(error)
        }
    }

    private mutating func parseDocument() throws(ScanFailure) -> ElementTreeDocument {
        let first: JSONEvent
        do throws(ScanFailure) {
            first = try next()
        } catch {
            // Input that is not JSON at all, said in the schema's words.
            var failure = error
            failure.message = failure.message.replacing(
                "expected a JSON value", with: "expected an element object or an array of them")
            throw failure
        }
        switch first {
        case .objectStart:
            try openElement(index: nil)
        case .arrayStart:
            isArray = true
        case let other:
            throw mismatch("an element object or an array of them", found: other)
        }
        // Reading the items of an array (the roots, or an element's children), else an element's members.
        var inItems = isArray
        var done = false
        while !done {
            tail = .none
            let event = try next(after: inItems ? "an element" : "a member")
            if inItems {
                switch event {
                case .arrayEnd:
                    if stack.isEmpty { done = true } else { inItems = false }
                case .objectStart:
                    try openElement(index: itemIndex)
                    inItems = false
                default:
                    tail = stack.isEmpty ? .rootItem(itemIndex) : .child(itemIndex)
                    throw mismatch("an element object", found: event)
                }
            } else if case .key(let key) = event {
                inItems = try member(key)
            } else {
                // The stream gives a key or the element's `}` here.
                closeElement()
                if stack.isEmpty, !isArray { done = true } else { inItems = true }
            }
        }
        tail = .none
        guard try nextOrEnd() == nil else { throw unexpected("the end of the input") }
        return isArray ? .array(roots) : .object(roots.first ?? AccessibilityElement())
    }

    // MARK: - Elements

    /// The index of the next item of the innermost array.
    private var itemIndex: Int { stack.last.map(\.element.children.count) ?? roots.count }

    private mutating func openElement(index: Int?) throws(ScanFailure) {
        if let index { tail = stack.isEmpty ? .rootItem(index) : .child(index) }
        let offset = stream.eventOffset
        if stack.count >= limits.maxDepth {
            throw ScanFailure(
                kind: .limitExceeded(.depth), offset: offset,
                message: "elements nested deeper than the limit of \(limits.maxDepth) levels")
        }
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            throw ScanFailure(
                kind: .limitExceeded(.nodes), offset: offset,
                message: "more than the limit of \(limits.maxNodes) elements in one document")
        }
        stack.append(OpenElement(index: index))
        tail = .none
    }

    private mutating func closeElement() {
        let element = stack.removeLast().element
        if stack.isEmpty {
            roots.append(element)
        } else {
            stack[stack.count - 1].element.children.append(element)
        }
    }

    // MARK: - Events

    /// The next event of the stream, its failures as scan failures. `after` names what was just read, for a
    /// missing separator: "expected ',' or '}' after a member".
    func next(after what: String? = nil) throws(ScanFailure) -> JSONEvent {
        do throws(ScanFailure) {
            guard let event = try nextOrEnd() else { throw unexpected("a JSON value") }
            return event
        } catch {
            guard let what else { throw error }
            var failure = error
            if failure.message.hasPrefix("expected ',' or ") {
                failure.message = failure.message.replacing(
                    ", found", with: " after \(what), found", maxReplacements: 1)
            } else if what == "a member" {
                failure.message = failure.message.replacing(
                    "a key in double quotes,", with: "a key in double quotes or '}',", maxReplacements: 1)
            }
            throw failure
        }
    }

    /// The next event, or nil once the document has ended.
    private func nextOrEnd() throws(ScanFailure) -> JSONEvent? {
        do throws(JSONStreamError) {
            return try stream.next()
        } catch {
            guard case .syntax(let problem) = error else {
                throw ScanFailure(kind: .syntax, offset: stream.eventOffset, message: "\(error)")
            }
            throw ScanFailure(problem)
        }
    }

    // MARK: - Paths and errors

    /// The JSON path of the innermost open element followed by the current tail.
    private var currentPath: String {
        var path = "$"
        for (depth, open) in stack.enumerated() {
            guard let index = open.index else { continue }
            path += depth == 0 ? "[\(index)]" : ".children[\(index)]"
        }
        switch tail {
        case .none: break
        case .key(let key): path += JSONPath.component(forKey: key)
        case .keyIndex(let key, let index): path += JSONPath.component(forKey: key) + "[\(index)]"
        case .child(let index): path += ".children[\(index)]"
        case .rootItem(let index): path += "[\(index)]"
        }
        return path
    }

    /// A type mismatch at the last event: expected `expected`, found the value `event` starts.
    func mismatch(_ expected: String, found event: JSONEvent) -> ScanFailure {
        let kind: JSONKind =
            switch event {
            case .objectStart, .objectEnd, .key: .object
            case .arrayStart, .arrayEnd: .array
            case .scalar(let value): value.kind
            }
        return ScanFailure(
            kind: .typeMismatch, offset: stream.eventOffset, message: "expected \(expected), found \(kind.phrase)")
    }

    /// A syntax failure at `offset` (the last event's): expected `expected`, found what is written there.
    func unexpected(_ expected: String, at offset: Int? = nil) -> ScanFailure {
        let offset = offset ?? stream.eventOffset
        let found = bytes.withUnsafeBufferPointer { JSONText.describeCharacter(in: $0, at: offset) }
        return ScanFailure(kind: .syntax, offset: offset, message: "expected \(expected), found \(found)")
    }

    private func elementTreeError(_ failure: ScanFailure) -> ElementTreeError {
        let position = SourcePosition(offset: failure.offset, in: bytes)
        return ElementTreeError(
            kind: failure.kind, path: currentPath, line: position.line, column: position.column,
            message: failure.message)
    }
}
