import Core
import Foundation
import XML

/// Reads an XML property list into a ``PlistNode`` tree with the line and column of every
/// element's `<`, through Lector's ``XML/XMLReader``. The doctype is allowed; any entity declaration
/// is refused before parsing, and no entity is ever expanded or loaded.
final class XMLPlistParser {
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
    private var failure: PlistFailure?

    private init() {}

    /// Parses the bytes of an XML plist.
    static func parse(_ bytes: [UInt8]) -> Result<PlistNode, PlistFailure> {
        if let entity = firstEntityDeclaration(bytes) {
            return .failure(PlistFailure(code: PluralDictionaryCode.entityDeclared, line: entity, column: 0))
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
            return .failure(
                PlistFailure(
                    code: PluralDictionaryCode.notPlist, line: error.position.line, column: error.position.column))
        }
        if let failure = delegate.failure { return .failure(failure) }
        guard let root = delegate.root else {
            return .failure(PlistFailure(code: PluralDictionaryCode.notPlist, line: 1, column: 1))
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

    private func fail(_ code: String = PluralDictionaryCode.notPlist, line: Int, column: Int) {
        guard failure == nil else { return }
        failure = PlistFailure(code: code, line: line, column: column)
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
        case "date": return .date(0)
        case "data":
            let compact = trimmed.filter { !$0.isWhitespace }
            return Data(base64Encoded: compact).map { .data(Array($0)) }
        default: return nil
        }
    }
}
