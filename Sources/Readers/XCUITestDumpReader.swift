import Accessibility

/// Reads the text of `XCUIApplication().debugDescription` into element trees.
///
/// Only the `Element subtree:` section is read (when the dump has one); each line is
/// `Type, 0xADDRESS, {{x, y}, {width, height}}, identifier: '…', label: '…', placeholderValue: '…',
/// value: …, Selected, Disabled`, indented two spaces per level. Types become traits (see
/// ``UITestElementType``): a button, static text, image, switch, text field, link, search field
/// or cell is one stop and its descendants are dropped; an image without label is not a stop; an
/// `Other` is a stop only with a label and no children. A button in a tab bar is a tab. A navigation
/// bar's title is a heading, as VoiceOver reads it: the static text in the bar whose label is the
/// bar's identifier or label (XCUITest names a `NavigationBar` by its title), else the bar's only
/// static text. The placeholder is spoken as the value of an empty field. Every element keeps its
/// dump line.
public struct XCUITestDumpReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The roots of the dump (usually one `Application`).
    ///
    /// - Throws: ``ReaderError`` when no line of the dump is an element.
    public func read(_ text: String, file: String) throws(ReaderError) -> [AccessibilityElement] {
        var nodes: [(depth: Int, line: Int, element: AccessibilityElement, type: UITestElementType)] = []
        var inSubtree = !text.contains("Element subtree:")
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingTrailingCarriageReturn
            if line.hasPrefix("Element subtree:") { inSubtree = true; continue }
            if !line.hasPrefix(" "), line.hasSuffix(":"), inSubtree, !nodes.isEmpty { break }
            guard inSubtree, let parsed = Self.parseLine(line, number: index + 1) else { continue }
            // Checked per line, before the nesting is built: a dump is indented two spaces per level.
            guard parsed.depth <= TreeReader.maximumDepth else {
                throw ReaderError(
                    file: file, line: index + 1, column: 2 * parsed.depth + 1,
                    problem: .tooDeep(limit: TreeReader.maximumDepth))
            }
            nodes.append((parsed.depth, index + 1, parsed.element, parsed.type))
        }
        guard !nodes.isEmpty else {
            throw ReaderError(file: file, problem: .noDumpElements)
        }
        return Self.assemble(nodes)
    }

    /// Whether a line looks like one element of a dump (`Button, 0x7fb5…`).
    public static func looksLikeElementLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "→" }
        guard let comma = trimmed.firstIndex(of: ",") else { return false }
        let rest = trimmed[comma...].dropFirst().drop { $0 == " " }
        return rest.hasPrefix("0x")
            && trimmed[..<comma].allSatisfy { $0.isLetter || $0 == " " || $0 == "(" || $0 == ")" }
    }

    // MARK: - Lines

    private static func parseLine(
        _ line: String, number: Int
    ) -> (depth: Int, element: AccessibilityElement, type: UITestElementType)? {
        guard looksLikeElementLine(line) else { return nil }
        let indentation = line.prefix { $0 == " " || $0 == "→" }.count
        let fields = splitFields(String(line.dropFirst(indentation)))
        guard let typeField = fields.first else { return nil }
        let typeName = String(typeField.prefix { $0 != " " && $0 != "(" })
        let type = UITestElementType(typeName)
        var element = AccessibilityElement(traits: type.traits, container: type.container, control: type.control)
        element.source = ElementSource(line: number)
        var placeholder: String?
        for field in fields.dropFirst() {
            if field.hasPrefix("{{") {
                element.frame = frame(field)
            } else if let (key, value) = keyValue(field) {
                switch key {
                case "label": element.label = value
                case "identifier": element.identifier = value
                case "value": element.value = value
                case "placeholderValue": placeholder = value
                case "title" where element.label == nil: element.label = value
                default: break
                }
            } else if field == "Selected" {
                element.traits.insert(.selected)
            } else if field == "Disabled" {
                element.traits.insert(.notEnabled)
            }
        }
        if element.traits.contains(.textEntry) || element.traits.contains(.searchField),
            element.value?.isEmpty ?? true, let placeholder
        {
            element.value = placeholder
        }
        return (indentation / 2, element, type)
    }

    /// The comma-separated fields of a line; commas inside quotes and braces do not split.
    private static func splitFields(_ text: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var inQuote = false
        var braces = 0
        var previous: Character = " "
        for character in text {
            if character == "'" && (inQuote || previous == " ") { inQuote.toggle() }
            if !inQuote {
                if character == "{" { braces += 1 }
                if character == "}" { braces -= 1 }
            }
            if character == ",", !inQuote, braces == 0 {
                fields.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.trimmingSpaces.isEmpty { fields.append(current.trimmingSpaces) }
        return fields
    }

    private static func keyValue(_ field: String) -> (String, String)? {
        guard let colon = field.range(of: ": ") else { return nil }
        let key = String(field[..<colon.lowerBound])
        guard key.allSatisfy({ $0.isLetter }) else { return nil }
        var value = String(field[colon.upperBound...])
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            value = String(value.dropFirst().dropLast())
        }
        return (key, value)
    }

    /// `{{20.0, 59.0}, {55.0, 40.0}}`.
    private static func frame(_ field: String) -> ElementFrame? {
        let numbers = field.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    // MARK: - Tree

    /// Nests the lines by depth, then applies the stop rules bottom-up.
    private static func assemble(
        _ nodes: [(depth: Int, line: Int, element: AccessibilityElement, type: UITestElementType)]
    ) -> [AccessibilityElement] {
        var built: [(depth: Int, element: AccessibilityElement, type: UITestElementType)] = []
        var roots: [AccessibilityElement] = []
        func close(above depth: Int) {
            while let last = built.last, last.depth >= depth {
                built.removeLast()
                let finished = finish(
                    last.element, type: last.type, parentIsTabBar: built.last?.type.container == .tabBar)
                if built.isEmpty {
                    roots.append(finished)
                } else {
                    built[built.count - 1].element.children.append(finished)
                }
            }
        }
        for node in nodes {
            close(above: node.depth)
            built.append((node.depth, node.element, node.type))
        }
        close(above: 0)
        return roots
    }

    static func finish(
        _ element: AccessibilityElement, type: UITestElementType, parentIsTabBar: Bool
    ) -> AccessibilityElement {
        var element = element
        let hasLabel = !(element.label?.isEmpty ?? true)
        if parentIsTabBar, element.traits.contains(.button) {
            element.traits.remove(.button)
            element.traits.insert(.tab)
        }
        if type.isLeaf {
            element.children = []
            if element.traits.contains(.image), !hasLabel { element.isElement = false }
            if !type.traits.isEmpty || hasLabel { element.isElement = element.isElement ?? true }
        } else if type.isContainer || element.container != .none {
            element.isElement = false
            if type.isNavigationBar { markTitle(in: &element) }
        } else if type.isGrouping {
            let holdsControls = element.children.contains { !$0.traits.isDisjoint(with: UITestElementType.interactive) }
            if hasLabel, element.children.isEmpty {
                element.isElement = true
            } else if hasLabel, !holdsControls {
                element.isElement = true
                element.children = []
            } else {
                element.isElement = false
            }
        }
        return element
    }
}

extension XCUITestDumpReader {
    /// Gives a navigation bar's title the header trait: the static text whose label is the bar's
    /// identifier or label, else the only static text of the bar.
    static func markTitle(in bar: inout AccessibilityElement) {
        var texts: [[Int]] = []
        var pending: [[Int]] = bar.children.indices.map { [$0] }.reversed()
        while let path = pending.popLast() {
            let element = bar.descendant(at: path)
            if element.traits.contains(.staticText), element.isElement != false { texts.append(path) }
            pending.append(contentsOf: element.children.indices.reversed().map { path + [$0] })
        }
        let titles = [bar.identifier, bar.label].compactMap { $0 }.filter { !$0.isEmpty }
        let named = texts.first { titles.contains(bar.descendant(at: $0).label ?? "") }
        let title = named ?? (texts.count == 1 ? texts.first : nil)
        if let title { bar.insertTrait(.header, at: title) }
    }
}

extension AccessibilityElement {
    /// The descendant at a path of child indices.
    fileprivate func descendant(at path: [Int]) -> AccessibilityElement {
        path.reduce(self) { $0.children[$1] }
    }

    /// Adds a trait to the descendant at a path of child indices.
    fileprivate mutating func insertTrait(_ trait: AccessibilityTraits, at path: [Int]) {
        guard let first = path.first else {
            traits.insert(trait)
            return
        }
        children[first].insertTrait(trait, at: Array(path.dropFirst()))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    fileprivate var trimmingTrailingCarriageReturn: String {
        hasSuffix("\r") ? String(dropLast()) : self
    }
}
