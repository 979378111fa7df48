import Accessibility
import Core
import Foundation

/// Reads a WebDriverAgent/Appium JSON page source (`GET /source?format=json`, the `/tree`) into
/// element trees, with the type mapping and stop rules of ``PageSourceReader`` and
/// ``XCUITestDumpReader``.
///
/// A node is an object with `type` (`XCUIElementTypeButton`), `name`, `label`, `value`, `rect`
/// (`x`, `y`, `width`, `height`) or `frame` (`{{x, y}, {w, h}}`), `isEnabled`, `isSelected`,
/// `placeholderValue` and `children`; flags are `true`/`false`, `1`/`0` or `"1"`/`"0"`. The tree
/// may be wrapped as `{"value": {…}, "sessionId": …}`; a wrapped string (`{"value": "<?xml …"}`,
/// what `GET /source` answers) is read as an XML page source. Every element keeps the line of its
/// object.
public struct PageSourceJSONReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The roots of the page source.
    ///
    /// - Throws: ``ReaderError``: ``ReaderError/Problem/malformedJSON`` at the error's line and
    ///   column, or ``ReaderError/Problem/noPageSourceElements`` when no object has an
    ///   `XCUIElementType…` type.
    public func read(_ data: Data, file: String) throws(ReaderError) -> [AccessibilityElement] {
        let bytes = [UInt8](data)
        let root: JSONNode
        do throws(JSONError) {
            root = try JSONReader().read(bytes)
        } catch {
            let position = error.position.map { ($0.line, $0.column) } ?? SourceLines(bytes).position(of: error.offset)
            throw ReaderError(file: file, line: position.0, column: position.1, problem: .malformedJSON)
        }
        let tree = Self.unwrapped(root)
        if case .string(let xml) = tree.value {
            return try PageSourceReader().read(Data(xml.utf8), file: file)
        }
        var builder = Builder(lines: SourceLines(bytes))
        let roots = builder.elements(tree, parentIsTabBar: false)
        guard builder.sawElement, !roots.isEmpty else {
            throw ReaderError(file: file, problem: .noPageSourceElements)
        }
        return roots
    }

    /// The tree of a WebDriver answer (`{"value": …, "sessionId": …}`), else the node itself.
    private static func unwrapped(_ node: JSONNode) -> JSONNode {
        guard case .object(let object) = node.value, object["type"] == nil, let value = object["value"] else {
            return node
        }
        switch value.value {
        case .object, .array, .string: return value
        default: return node
        }
    }

    /// Whether the JSON text looks like a page source: some `"type"` member holds `"XCUIElementType…"`,
    /// or a wrapped XML page source (`<XCUIElementType`) is inside.
    static func looksLikePageSource(_ head: String) -> Bool {
        if head.contains("<XCUIElementType") || head.contains("<AppiumAUT") { return true }
        var rest = Substring(head)
        while let range = rest.range(of: "\"type\"") {
            var after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if after.first == ":" {
                after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                if after.hasPrefix("\"XCUIElementType") { return true }
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    // MARK: - Nodes

    private struct Builder {
        let lines: SourceLines
        var sawElement = false

        /// The finished element of an element node; for any other array or object, the elements
        /// of its `children` (or items), as the XML reader skips elements of other names.
        mutating func elements(_ node: JSONNode, parentIsTabBar: Bool) -> [AccessibilityElement] {
            switch node.value {
            case .array(let nodes):
                return nodes.flatMap { elements($0, parentIsTabBar: parentIsTabBar) }
            case .object(let object):
                guard case .string(let typeName)? = object["type"]?.value, typeName.hasPrefix("XCUIElementType") else {
                    return object["children"].map { elements($0, parentIsTabBar: parentIsTabBar) } ?? []
                }
                return [element(object, typeName: typeName, offset: node.offset, parentIsTabBar: parentIsTabBar)]
            default:
                return []
            }
        }

        private mutating func element(
            _ object: JSONObject, typeName: String, offset: Int, parentIsTabBar: Bool
        ) -> AccessibilityElement {
            sawElement = true
            let type = UITestElementType(typeName)
            var element = AccessibilityElement(traits: type.traits, container: type.container, control: type.control)
            element.label = Self.text(object["label"])
            let name = Self.text(object["name"]) ?? Self.text(object["identifier"])
            element.identifier = name == element.label ? nil : name
            element.value = Self.text(object["value"])
            if Self.flag(object["isEnabled"] ?? object["enabled"]) == false { element.traits.insert(.notEnabled) }
            if Self.flag(object["isSelected"] ?? object["selected"]) == true { element.traits.insert(.selected) }
            if element.traits.contains(.textEntry) || element.traits.contains(.searchField), element.value == nil,
                let placeholder = Self.text(object["placeholderValue"])
            {
                element.value = placeholder
            }
            element.frame = Self.frame(object["rect"]) ?? Self.frame(text: Self.text(object["frame"]))
            element.source = ElementSource(line: lines.position(of: offset).line)
            if let children = object["children"] {
                element.children = elements(children, parentIsTabBar: type.container == .tabBar)
            }
            return XCUITestDumpReader.finish(element, type: type, parentIsTabBar: parentIsTabBar)
        }

        /// A non-empty string, or a number written as text (`value` of a slider).
        private static func text(_ node: JSONNode?) -> String? {
            switch node?.value {
            case .string(let text): text.isEmpty ? nil : text
            case .integer(let number): String(number)
            case .double(let number): ElementFrame.number(number)
            default: nil
            }
        }

        /// `true`/`false`, `1`/`0`, `"1"`/`"0"`, `"true"`/`"false"`; nil when absent or otherwise.
        private static func flag(_ node: JSONNode?) -> Bool? {
            switch node?.value {
            case .bool(let flag): flag
            case .integer(let number): number != 0
            case .string(let text):
                ["1", "true", "YES"].contains(text) ? true : ["0", "false", "NO"].contains(text) ? false : nil
            default: nil
            }
        }

        /// `{"x": 0, "y": 0, "width": 390, "height": 844}`.
        private static func frame(_ node: JSONNode?) -> ElementFrame? {
            guard case .object(let rect)? = node?.value else { return nil }
            func number(_ key: String) -> Double? {
                switch rect[key]?.value {
                case .integer(let number): Double(number)
                case .double(let number): number
                case .string(let text): Double(text)
                default: nil
                }
            }
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height")
            else { return nil }
            return ElementFrame(x: x, y: y, width: width, height: height)
        }

        /// `{{20, 59}, {55, 40}}`.
        private static func frame(text: String?) -> ElementFrame? {
            guard let text else { return nil }
            let numbers = text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
}
