import Core

// The syntactic layer of the element-tree decoder: JSON tokens to elements, with an explicit stack of
// open objects instead of recursion. Errors carry the JSON path of the value at fault.

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

    /// Where the parser stands, relative to the innermost open element (or the root array).
    enum Mode {
        case objectStart, afterMember, arrayStart, afterItem
    }

    /// What follows the path of the innermost open element in an error's path.
    enum PathTail {
        case none
        case key(String)
        case keyIndex(String, Int)
        case child(Int)
        case rootItem(Int)
    }

    var scanner: JSONScanner
    let limits: JSONLimits
    var stack: [OpenElement] = []
    private var roots: [AccessibilityElement] = []
    private var isArray = false
    private var nodeCount = 0
    var tail = PathTail.none

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
        scanner = JSONScanner(bytes: bytes, maxStringBytes: limits.maxStringBytes)
        self.limits = limits
    }

    // MARK: - Document

    /// Reads the whole input.
    mutating func parse() throws(ElementTreeError) -> ElementTreeDocument {
        do {
            try scanner.skipByteOrderMark()
            return try parseDocument()
        } catch let failure as ScanFailure {
            throw elementTreeError(failure)
        } catch let error as JSONError {
            throw elementTreeError(ScanFailure(error))
        } catch {
            throw elementTreeError(ScanFailure(kind: .syntax, offset: scanner.position, message: "\(error)"))
        }
    }

    private mutating func parseDocument() throws -> ElementTreeDocument {
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else {
            throw ScanFailure(
                kind: .emptyInput, offset: scanner.position,
                message: "empty input: expected an element object or an array of them")
        }
        var mode: Mode
        switch scanner.valueKind {
        case .object:
            try openElement(index: nil)
            mode = .objectStart
        case .array:
            scanner.position += 1
            isArray = true
            mode = .arrayStart
        case let kind?:
            throw mismatch("an element object or an array of them", found: kind)
        case nil:
            throw scanner.unexpected("an element object or an array of them")
        }
        while let next = try step(mode) {
            mode = next
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            tail = .none
            let found = JSONText.describeCharacter(in: scanner.bytes, at: scanner.position)
            throw ScanFailure(
                kind: .syntax, offset: scanner.position, message: "unexpected \(found) after the end of the JSON value")
        }
        guard isArray else { return .object(roots.first ?? AccessibilityElement()) }
        return .array(roots)
    }

    /// Takes one step from `mode`; returns the next mode, or nil when the top-level value is complete.
    private mutating func step(_ mode: Mode) throws -> Mode? {
        scanner.skipWhitespace()
        switch mode {
        case .objectStart, .afterMember:
            tail = .none
            if mode == .afterMember {
                guard scanner.current != UInt8(ascii: "}") else { return closeElement() }
                try scanner.consume(UInt8(ascii: ","), "',' or '}' after a member")
                scanner.skipWhitespace()
                try scanner.rejectTrailingComma()
            } else if scanner.current == UInt8(ascii: "}") {
                return closeElement()
            }
            return try parseMember()
        case .arrayStart, .afterItem:
            if mode == .afterItem {
                guard scanner.current != UInt8(ascii: "]") else { return closeArray() }
                try scanner.consume(UInt8(ascii: ","), "',' or ']' after an element")
                scanner.skipWhitespace()
                try scanner.rejectTrailingComma()
            } else if scanner.current == UInt8(ascii: "]") {
                return closeArray()
            }
            let index = stack.last.map(\.element.children.count) ?? roots.count
            tail = stack.isEmpty ? .rootItem(index) : .child(index)
            guard scanner.valueKind == .object else {
                guard let kind = scanner.valueKind else { throw scanner.unexpected("an element object") }
                throw mismatch("an element object", found: kind)
            }
            try openElement(index: index)
            return .objectStart
        }
    }

    // MARK: - Elements

    private mutating func openElement(index: Int?) throws {
        let offset = scanner.position
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
        scanner.position += 1
        stack.append(OpenElement(index: index))
        tail = .none
    }

    private mutating func closeElement() -> Mode? {
        scanner.position += 1
        let element = stack.removeLast().element
        if stack.isEmpty {
            roots.append(element)
            return isArray ? .afterItem : nil
        }
        stack[stack.count - 1].element.children.append(element)
        return .afterItem
    }

    private mutating func closeArray() -> Mode? {
        scanner.position += 1
        return stack.isEmpty ? nil : .afterMember
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

    /// A type mismatch at the position: expected `expected`, found `kind`.
    func mismatch(_ expected: String, found kind: JSONKind) -> ScanFailure {
        ScanFailure(
            kind: .typeMismatch, offset: scanner.position, message: "expected \(expected), found \(kind.phrase)")
    }

    private func elementTreeError(_ failure: ScanFailure) -> ElementTreeError {
        let (line, column) = JSONText.location(of: failure.offset, in: scanner.bytes)
        return ElementTreeError(
            kind: failure.kind, path: currentPath, line: line, column: column, message: failure.message)
    }
}
