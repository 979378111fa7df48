import Core
import Foundation
import XML

/// Why bytes are not an XML property list, and where (the line and column of the element, or where libxml2
/// stopped reading).
public struct XMLPlistFailure: Error, Sendable, Hashable {
    /// The class of problem.
    public enum Kind: Sendable, Hashable {
        /// Not well-formed XML, or XML that is not a property list (an unknown element, a key without a value,
        /// a value that does not read as its type).
        case notPlist
        /// An `<!ENTITY` declaration (refused before parsing: no entity is ever expanded).
        case entityDeclared
    }

    /// The class of problem.
    public var kind: Kind
    /// The 1-based line.
    public var line: Int
    /// The 1-based column in Unicode scalars (0 when only the line is known).
    public var column: Int

    /// A failure.
    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }
}

/// Reads an XML property list into a ``PlistNode`` tree with the line and column of every
/// element's `<`, through Lector's ``XML/XMLReader``: the one XML property-list reader, for `.stringsdict` files
/// and LootLogger archives. The doctype is allowed; any entity declaration is refused before parsing, and no
/// entity is ever expanded or loaded. Nesting is bounded by libxml2's 256 levels; `<date>` is read as
/// CFPropertyList writes it (`2024-01-31T09:30:00Z`, seconds since 2001-01-01 UTC).
public final class XMLPlistParser {
    /// One open element; only the fields of its kind are used.
    private struct Frame {
        enum Kind { case plist, dictionary, array, text, empty }
        var kind: Kind
        var name: String
        var line: Int
        var column: Int
        var members: [PlistNode.Member] = []
        var pendingKey: PlistNode.Member?
        var items: [PlistNode] = []
        var text = ""
    }

    private static let textElements: Set<String> = ["key", "string", "integer", "real", "data", "date"]

    private var stack: [Frame] = []
    private var root: PlistNode?
    private var failure: XMLPlistFailure?

    private init() {}

    /// Parses the bytes of an XML plist.
    public static func parse(_ bytes: [UInt8]) -> Result<PlistNode, XMLPlistFailure> {
        if let entity = firstEntityDeclaration(bytes) {
            return .failure(XMLPlistFailure(kind: .entityDeclared, line: entity, column: 0))
        }
        let delegate = XMLPlistParser()
        var reader = XMLReader(bytes)
        do {
            while delegate.failure == nil, let event = try reader.next() {
                let position = event.position
                switch event.kind {
                case .startElement(let name, _): delegate.start(name, line: position.line, column: position.column)
                case .endElement: delegate.end()
                case .text(let text), .cdata(let text): delegate.characters(text)
                case .comment, .processingInstruction: break
                }
            }
        } catch {
            return .failure(XMLPlistFailure(kind: .notPlist, line: error.position.line, column: error.position.column))
        }
        if let failure = delegate.failure { return .failure(failure) }
        guard let root = delegate.root else {
            return .failure(XMLPlistFailure(kind: .notPlist, line: 1, column: 1))
        }
        return .success(root)
    }

    /// The line of the first `<!ENTITY`, or nil.
    private static func firstEntityDeclaration(_ bytes: [UInt8]) -> Int? {
        let pattern = Array("<!ENTITY".utf8)
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                return line
            }
            index += 1
        }
        return nil
    }

    private func fail(line: Int, column: Int) {
        guard failure == nil else { return }
        failure = XMLPlistFailure(kind: .notPlist, line: line, column: column)
    }

    // MARK: - Events

    /// A start tag at `line` and `column` (its `<`).
    private func start(_ name: String, line: Int, column: Int) {
        if stack.isEmpty {
            guard name == "plist", root == nil else { return fail(line: line, column: column) }
            stack.append(Frame(kind: .plist, name: name, line: line, column: column))
            return
        }
        guard let top = stack.last?.kind, top != .text, top != .empty else { return fail(line: line, column: column) }
        switch name {
        case "dict": stack.append(Frame(kind: .dictionary, name: name, line: line, column: column))
        case "array": stack.append(Frame(kind: .array, name: name, line: line, column: column))
        case "true", "false": stack.append(Frame(kind: .empty, name: name, line: line, column: column))
        case _ where Self.textElements.contains(name):
            stack.append(Frame(kind: .text, name: name, line: line, column: column))
        default: fail(line: line, column: column)
        }
    }

    /// Character data or a CDATA section.
    private func characters(_ string: String) {
        guard let last = stack.indices.last, stack[last].kind == .text else { return }
        stack[last].text += string
    }

    /// An end tag.
    private func end() {
        guard failure == nil, let frame = stack.popLast() else { return }
        let node: PlistNode
        switch frame.kind {
        case .plist:
            return
        case .dictionary:
            if let pending = frame.pendingKey { return fail(line: pending.line, column: pending.column) }
            node = PlistNode(value: .dictionary(frame.members), line: frame.line, column: frame.column)
        case .array:
            node = PlistNode(value: .array(frame.items), line: frame.line, column: frame.column)
        case .empty:
            node = PlistNode(value: .bool(frame.name == "true"), line: frame.line, column: frame.column)
        case .text:
            if frame.name == "key" {
                guard let last = stack.indices.last, stack[last].kind == .dictionary, stack[last].pendingKey == nil
                else {
                    return fail(line: frame.line, column: frame.column)
                }
                stack[last].pendingKey = PlistNode.Member(
                    key: frame.text, line: frame.line, column: frame.column,
                    value: PlistNode(value: .bool(false), line: 0, column: 0))
                return
            }
            guard let value = Self.scalar(frame.name, frame.text) else {
                return fail(line: frame.line, column: frame.column)
            }
            node = PlistNode(value: value, line: frame.line, column: frame.column)
        }
        add(node)
    }

    // MARK: - Building

    private func add(_ node: PlistNode) {
        guard let last = stack.indices.last else { return fail(line: node.line, column: node.column) }
        switch stack[last].kind {
        case .plist:
            guard root == nil else { return fail(line: node.line, column: node.column) }
            root = node
        case .dictionary:
            guard var member = stack[last].pendingKey else { return fail(line: node.line, column: node.column) }
            member.value = node
            stack[last].pendingKey = nil
            stack[last].members.append(member)
        case .array:
            stack[last].items.append(node)
        case .text, .empty:
            fail(line: node.line, column: node.column)
        }
    }

    private static func scalar(_ name: String, _ text: String) -> PlistNode.Value? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch name {
        case "string": return .string(text)
        case "integer": return Int64(trimmed).map(PlistNode.Value.integer)
        case "real": return Double(trimmed).map(PlistNode.Value.real)
        case "date": return date(trimmed).map(PlistNode.Value.date)
        case "data":
            let compact = trimmed.filter { !$0.isWhitespace }
            return Data(base64Encoded: compact).map { .data(Array($0)) }
        default: return nil
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (CFPropertyList's form, UTC) as seconds since 2001-01-01 00:00:00 UTC; nil for
    /// anything else.
    static func date(_ text: String) -> Double? {
        let digits = Array(text.utf8)
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
            digits[10] == UInt8(ascii: "T"), digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"),
            digits[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digits[index]) else { return nil }
                value = value * 10 + Int(digits[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month, of: year)).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day) - daysFromCivil(year: 2001, month: 1, day: 1)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
