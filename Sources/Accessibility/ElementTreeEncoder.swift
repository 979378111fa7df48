import Core

/// Writes element trees as element-tree JSON (`cli.md`), stable and readable.
///
/// Output: 2-space indentation; keys in the schema order (label, value, hint, traits, identifier,
/// language, ipa, isElement, container, control, frame, sourceID, sourceLine, children); absent
/// strings, `isElement`, `control` and `container: none`, and empty `traits` and `children` left
/// out; `traits` on one line, in canonical order;
/// `/` and non-ASCII characters written as they are; a final line feed. The writer uses an explicit
/// stack, so a tree of any depth is written without recursion.
public struct ElementTreeEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The JSON text of a document: an object, or an array of objects.
    public func encode(_ document: ElementTreeDocument) -> String {
        switch document {
        case .object(let root): encode(root)
        case .array(let roots): encode(roots)
        }
    }

    /// The JSON text of one element object and its subtree.
    public func encode(_ element: AccessibilityElement) -> String {
        var output: [UInt8] = []
        write(element, level: 0, to: &output)
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    /// The JSON text of a top-level array of element objects.
    public func encode(_ roots: [AccessibilityElement]) -> String {
        var output: [UInt8] = []
        if roots.isEmpty {
            output.append(contentsOf: "[]".utf8)
        } else {
            output.append(contentsOf: "[\n".utf8)
            for (index, root) in roots.enumerated() {
                output.append(contentsOf: "  ".utf8)
                write(root, level: 1, to: &output)
                output.append(contentsOf: (index == roots.count - 1 ? "\n" : ",\n").utf8)
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Writing

    /// One piece of pending work.
    private enum Task {
        /// Write an element whose line has already been indented.
        case element(AccessibilityElement, level: Int)
        /// Write the end of a child (`,` or nothing, and a line feed) and indent the next one.
        case afterChild(isLast: Bool, level: Int)
        /// Close the `children` array and the object of an element at `level`.
        case closeChildren(level: Int)
    }

    /// Writes `element` (its first line already indented to `level`), without a trailing line feed.
    private func write(_ element: AccessibilityElement, level startLevel: Int, to output: inout [UInt8]) {
        var indentation = Indentation()
        var pending: [Task] = [.element(element, level: startLevel)]
        while let task = pending.popLast() {
            switch task {
            case .afterChild(let isLast, let level):
                output.append(contentsOf: (isLast ? "\n" : ",\n").utf8)
                if !isLast { indentation.write(level, to: &output) }
            case .closeChildren(let level):
                indentation.write(level + 1, to: &output)
                output.append(contentsOf: "]\n".utf8)
                indentation.write(level, to: &output)
                output.append(UInt8(ascii: "}"))
            case .element(let element, let level):
                let members = Self.members(of: element)
                if members.isEmpty && element.children.isEmpty {
                    output.append(contentsOf: "{}".utf8)
                    continue
                }
                output.append(contentsOf: "{\n".utf8)
                for (index, member) in members.enumerated() {
                    indentation.write(level + 1, to: &output)
                    output.append(contentsOf: member)
                    let isLast = index == members.count - 1 && element.children.isEmpty
                    output.append(contentsOf: (isLast ? "\n" : ",\n").utf8)
                }
                guard !element.children.isEmpty else {
                    indentation.write(level, to: &output)
                    output.append(UInt8(ascii: "}"))
                    continue
                }
                indentation.write(level + 1, to: &output)
                output.append(contentsOf: "\"children\": [\n".utf8)
                pending.append(.closeChildren(level: level))
                let lastIndex = element.children.count - 1
                for (index, child) in element.children.enumerated().reversed() {
                    pending.append(.afterChild(isLast: index == lastIndex, level: level + 2))
                    pending.append(.element(child, level: level + 2))
                }
                indentation.write(level + 2, to: &output)
            }
        }
    }

    /// Spaces for indentation, kept so that each line's indentation is one copy.
    private struct Indentation {
        private var spaces: [UInt8] = []

        mutating func write(_ level: Int, to output: inout [UInt8]) {
            let width = 2 * level
            if spaces.count < width {
                spaces.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - spaces.count))
            }
            output.append(contentsOf: spaces[0..<width])
        }
    }

    /// The `"key": value` members of an element other than `children`, in schema order.
    private static func members(of element: AccessibilityElement) -> [[UInt8]] {
        var members: [[UInt8]] = []
        func add(_ key: String, _ string: String?) {
            guard let string else { return }
            var member = Array("\"\(key)\": ".utf8)
            JSONWriter.appendQuoted(string, to: &member)
            members.append(member)
        }
        add("label", element.label)
        add("value", element.value)
        add("hint", element.hint)
        let names = element.traits.names
        if !names.isEmpty {
            var member = Array("\"traits\": [".utf8)
            for (index, name) in names.enumerated() {
                if index > 0 { member.append(contentsOf: ", ".utf8) }
                JSONWriter.appendQuoted(name, to: &member)
            }
            member.append(UInt8(ascii: "]"))
            members.append(member)
        }
        add("identifier", element.identifier)
        add("language", element.language)
        add("ipa", element.ipa)
        if let isElement = element.isElement {
            members.append(Array("\"isElement\": \(isElement)".utf8))
        }
        if element.container != .none {
            add("container", element.container.rawValue)
        }
        add("control", element.control?.rawValue)
        if let frame = element.frame {
            members.append(Array("\"frame\": \(frame.jsonText)".utf8))
        }
        add("sourceID", element.source?.objectID)
        if let line = element.source?.line {
            members.append(Array("\"sourceLine\": \(line)".utf8))
        }
        return members
    }
}
