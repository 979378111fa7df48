import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Accessibility

/// Reads a WebDriverAgent/Appium XML page source (`<XCUIElementTypeButton label="…" x="…" …>`)
/// into element trees, with the type mapping and stop rules of ``XCUITestDumpReader``.
public struct PageSourceReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The roots of the page source.
    ///
    /// - Throws: ``ReaderError`` when the XML is malformed or has no `XCUIElementType` element.
    public func read(_ data: Data, file: String) throws(ReaderError) -> [AccessibilityElement] {
        let parser = XMLParser(data: data)
        let delegate = PageSourceParser()
        parser.delegate = delegate
        guard parser.parse() else {
            throw parser.readerError(file: file)
        }
        guard !delegate.roots.isEmpty else {
            throw ReaderError(file: file, problem: .noPageSourceElements)
        }
        return delegate.roots
    }
}

/// The `XMLParser` delegate behind ``PageSourceReader``.
final class PageSourceParser: NSObject, XMLParserDelegate {
    private(set) var roots: [AccessibilityElement] = []
    private var open: [(element: AccessibilityElement, type: UITestElementType)?] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard name.hasPrefix("XCUIElementType") else {
            open.append(nil)
            return
        }
        let type = UITestElementType(attributes["type"] ?? name)
        var element = AccessibilityElement(traits: type.traits, container: type.container)
        element.label = attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
        let name = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
        element.identifier = name == element.label ? nil : name
        element.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
        if attributes["enabled"] == "false" { element.traits.insert(.notEnabled) }
        if attributes["selected"] == "true" { element.traits.insert(.selected) }
        if let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
           let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init) {
            element.frame = ElementFrame(x: x, y: y, width: width, height: height)
        }
        element.source = ElementSource(line: parser.lineNumber)
        open.append((element, type))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let closed = open.popLast(), let (element, type) = closed else { return }
        let parentIndex = open.lastIndex { $0 != nil }
        let parentIsTabBar = parentIndex.flatMap { open[$0]?.type.container } == .tabBar
        let finished = XCUITestDumpReader.finish(element, type: type, parentIsTabBar: parentIsTabBar)
        if let parentIndex, var parent = open[parentIndex] {
            parent.element.children.append(finished)
            open[parentIndex] = parent
        } else {
            roots.append(finished)
        }
    }
}
