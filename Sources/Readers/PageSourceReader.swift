import Accessibility
import Foundation
import XML

/// Reads a WebDriverAgent/Appium XML page source (`<XCUIElementTypeButton label="…" x="…" …>`)
/// into element trees, with the type mapping and stop rules of ``XCUITestDumpReader``.
public struct PageSourceReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The roots of the page source.
    ///
    /// - Throws: ``ReaderError`` when the XML is malformed or has no `XCUIElementType` element.
    public func read(_ data: Data, file: String) throws(ReaderError) -> [AccessibilityElement] {
        let delegate = PageSourceParser()
        var reader = XMLReader([UInt8](data))
        do {
            while let event = try reader.next() {
                switch event.kind {
                case let .startElement(name, attributes):
                    delegate.start(name, attributes: attributes.dictionary, line: event.position.line)
                case .endElement: delegate.end()
                case .text, .cdata, .comment, .processingInstruction: break
                }
            }
        } catch {
            throw error.readerError(file: file)
        }
        guard !delegate.roots.isEmpty else {
            throw ReaderError(file: file, problem: .noPageSourceElements)
        }
        return delegate.roots
    }
}

/// What ``PageSourceReader`` does with each start and end tag.
final class PageSourceParser {
    private(set) var roots: [AccessibilityElement] = []
    private var open: [(element: AccessibilityElement, type: UITestElementType)?] = []

    /// A start tag on `line`.
    func start(_ name: String, attributes: [String: String], line: Int) {
        guard name.hasPrefix("XCUIElementType") else {
            open.append(nil)
            return
        }
        let type = UITestElementType(attributes["type"] ?? name)
        var element = AccessibilityElement(traits: type.traits, container: type.container, control: type.control)
        element.label = attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
        let name = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
        element.identifier = name == element.label ? nil : name
        element.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
        if attributes["enabled"] == "false" { element.traits.insert(.notEnabled) }
        if attributes["selected"] == "true" { element.traits.insert(.selected) }
        if let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
            let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init)
        {
            element.frame = ElementFrame(x: x, y: y, width: width, height: height)
        }
        element.source = ElementSource(line: line)
        open.append((element, type))
    }

    /// An end tag.
    func end() {
        guard let closed = open.popLast(), let (element, type) = closed else { return }
        let parentIndex = open.lastIndex { $0 != nil }
        let parentIsTabBar = parentIndex.flatMap { open[$0]?.type.container } == .tabBar
        let finished = XCUITestDumpReader.finish(element, type: type, parentIsTabBar: parentIsTabBar)
        if let parentIndex, open[parentIndex] != nil {
            // In place (a copy taken out and written back would copy the children each time: quadratic).
            open[parentIndex]?.element.children.append(finished)
        } else {
            roots.append(finished)
        }
    }
}
