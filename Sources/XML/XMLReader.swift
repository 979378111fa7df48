/// Lector's XML 1.0 reader: a pull parser over UTF-8 bytes that hands out ``XMLEvent``s in
/// document order, each with its line and column, and stops at the first well-formedness error
/// with an ``XMLError`` at the exact character at fault.
///
/// It reads elements and attributes (names as written, prefixes kept: namespaces are not
/// processed), character data with the five predefined entities and character references, CDATA
/// sections, comments and processing instructions. The XML declaration and the document type
/// declaration (with an internal subset) are checked and skipped: no entity is ever declared,
/// expanded or loaded, so a reference to any entity but `lt`, `gt`, `amp`, `apos` and `quot` is an
/// error. Only UTF-8 (and ASCII) is read. Time is linear in the input; nesting is bounded by
/// ``maxDepth``; nothing recurses.
///
/// ```swift
/// var reader = XMLReader(bytes)
/// while let event = try reader.next() { … }
/// ```
public struct XMLReader: Sendable {
    /// The default nesting limit.
    public static let defaultMaxDepth = 1024

    /// The deepest nesting of elements read; a deeper start tag is ``XMLError/Kind/tooDeep(limit:)``.
    public let maxDepth: Int

    /// Where the reader is in the document.
    enum Phase {
        case prolog, content, epilog, finished
    }

    /// One open element: its name's bytes (to check the end tag) and where it starts.
    struct OpenElement {
        var nameStart: Int
        var nameEnd: Int
        var name: String
        var position: XMLPosition
    }

    let bytes: [UInt8]
    /// The first byte not to read: the input's end, or its first bad character.
    let limit: Int
    /// What is wrong at ``limit`` when it is not the end.
    let limitProblem: XMLError.Kind?
    /// Where the document starts (past a UTF-8 byte-order mark).
    let documentStart: Int
    var index: Int
    var locator: XMLLocator
    var open: [OpenElement] = []
    var phase = Phase.prolog
    var sawDoctype = false
    var pendingEnd: XMLEvent?
    /// The error that ended reading (or a UTF-16 byte-order mark found before it began), thrown again by every call.
    var failure: XMLError?

    /// A reader of `bytes`, which should be UTF-8 (a byte-order mark is skipped).
    public init(_ bytes: [UInt8], maxDepth: Int = XMLReader.defaultMaxDepth) {
        self.bytes = bytes
        self.maxDepth = max(1, maxDepth)
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        documentStart = start
        index = start
        locator = XMLLocator(start: start)
        let invalid = bytes.withUnsafeBufferPointer { XMLCharacters.firstInvalidCharacter(in: $0, from: start) }
        limit = invalid?.offset ?? bytes.count
        limitProblem = invalid?.kind
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            failure = XMLError(
                kind: .unsupportedEncoding("UTF-16"), position: XMLPosition(line: 1, column: 1, offset: 0))
        }
    }

    /// The next event, or nil after the end of the root element and what may follow it.
    ///
    /// - Throws: ``XMLError`` at the first well-formedness error; every later call throws it again.
    public mutating func next() throws(XMLError) -> XMLEvent? {
        if let failure { throw failure }
        if let pending = pendingEnd {
            pendingEnd = nil
            return pending
        }
        let bytes = self.bytes
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(XMLError) in try step(buffer) }
        } catch {
            failure = error
            throw error
        }
    }

    /// Reads the whole document, for a caller that only needs to know whether it is well-formed.
    ///
    /// - Throws: ``XMLError`` at the first well-formedness error.
    public mutating func readToEnd() throws(XMLError) {
        while try next() != nil {}
    }

    // MARK: - The loop

    private mutating func step(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent? {
        while true {
            if phase != .content {
                while index < limit, XMLCharacters.isSpace(b[index]) { index += 1 }
            }
            guard index < limit else { return try atEnd(b) }
            guard b[index] == XMLCharacters.lessThan else {
                switch phase {
                case .content: return try text(b)
                case .prolog: throw fail(.textBeforeRoot, at: index, b)
                case .epilog, .finished: throw fail(.contentAfterRoot, at: index, b)
                }
            }
            let next = peek(index + 1, b)
            if next == XMLCharacters.question {
                if let event = try processingInstruction(b) { return event }
            } else if next == XMLCharacters.bang {
                if let event = try declaration(b) { return event }
            } else if next == XMLCharacters.slash {
                return try endTag(b)
            } else {
                return try startTag(b)
            }
        }
    }

    /// The input is used up (or stops at a bad character).
    private mutating func atEnd(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent? {
        if let limitProblem { throw error(limitProblem, at: limit, b) }
        switch phase {
        case .prolog:
            throw error(.noRootElement, at: index, b)
        case .content:
            let innermost = open[open.count - 1]
            throw error(.unclosedElement(name: innermost.name, opened: innermost.position), at: index, b)
        case .epilog, .finished:
            phase = .finished
            return nil
        }
    }

    // MARK: - Helpers

    /// The byte at `offset`, or 0 at or past ``limit`` (a NUL is never inside the limit).
    @inline(__always)
    func peek(_ offset: Int, _ b: UnsafeBufferPointer<UInt8>) -> UInt8 {
        offset < limit ? b[offset] : 0
    }

    /// Whether the bytes at `index` are `text` (ASCII).
    @inline(__always)
    func looksAt(_ text: StaticString, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= limit else { return false }
        let pattern = text.utf8Start
        for offset in 0..<count where b[index + offset] != pattern[offset] { return false }
        return true
    }

    /// An error of `kind` at `offset`.
    mutating func error(_ kind: XMLError.Kind, at offset: Int, _ b: UnsafeBufferPointer<UInt8>) -> XMLError {
        XMLError(kind: kind, position: locator.position(at: offset, in: b))
    }

    /// An error of `kind` at `offset`; at the limit, the end of the input or the bad character there.
    mutating func fail(_ kind: XMLError.Kind, at offset: Int, _ b: UnsafeBufferPointer<UInt8>) -> XMLError {
        guard offset >= limit else { return error(kind, at: offset, b) }
        return error(limitProblem ?? .unexpectedEnd, at: limit, b)
    }

    /// The position of `offset`.
    @inline(__always)
    mutating func position(_ offset: Int, _ b: UnsafeBufferPointer<UInt8>) -> XMLPosition {
        locator.position(at: offset, in: b)
    }

    /// Skips `S`; whether there was any.
    @discardableResult
    @inline(__always)
    mutating func skipSpace(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index
        while index < limit, XMLCharacters.isSpace(b[index]) { index += 1 }
        return index > start
    }

    /// Moves past a `Name` at `index`; false (not moved) when none starts there.
    mutating func skipName(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index < limit else { return false }
        let first = b[index]
        if first < 0x80 {
            guard XMLCharacters.isASCIINameStart(first) else { return false }
            index += 1
        } else {
            let (value, length) = XMLCharacters.scalar(at: index, in: b)
            guard XMLCharacters.isNameStart(value) else { return false }
            index += length
        }
        while index < limit {
            let byte = b[index]
            if byte < 0x80 {
                guard XMLCharacters.isASCIINameCharacter(byte) else { break }
                index += 1
            } else {
                let (value, length) = XMLCharacters.scalar(at: index, in: b)
                guard XMLCharacters.isNameCharacter(value) else { break }
                index += length
            }
        }
        return true
    }

    /// The text of `range` of the input.
    @inline(__always)
    func string(_ start: Int, _ end: Int, _ b: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
    }
}
