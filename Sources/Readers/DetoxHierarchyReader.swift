import Accessibility
import Foundation
import XML

/// Reads a Detox view hierarchy (`device.generateViewHierarchyXml()`, and what Detox prints when
/// an iOS test fails): `<ViewHierarchy>` holding one XML element per UIView, with `class`, `label`
/// (the accessibility label), `id` (the accessibility identifier), `x`, `y`, `width`, `height`,
/// `visibility` and `alpha`.
///
/// UIKit and React Native classes map onto the XCUITest types of ``UITestElementType``
/// (`UIButton` → button, `UILabel` and `RCTTextView` → static text, `UISwitch` → switch, …) and
/// the dump's stop rules apply. The dump has no traits and no `isAccessibilityElement`, so: a view
/// whose label is only its children's labels joined (React Native's recursive label) is not a stop;
/// a hidden or fully transparent view is left out; ids Detox injects (`detox_temp_…`) are dropped;
/// numbers that are not numbers (`<number>` in normalized snapshots) give no frame. A web view's
/// HTML is not read.
public struct DetoxHierarchyReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The roots of the hierarchy (usually one `UIWindow`).
    ///
    /// - Throws: ``ReaderError`` when the XML is malformed or has no view with a `class`.
    public func read(_ data: Data, file: String) throws(ReaderError) -> [AccessibilityElement] {
        // Detox's own test snapshots write `"<number>"` for every number, which XML forbids.
        let delegate = DetoxHierarchyParser()
        var reader = XMLReader([UInt8](Self.withoutPlaceholders(data)))
        do {
            while let event = try reader.next() {
                switch event.kind {
                case let .startElement(_, attributes):
                    delegate.start(attributes: attributes.dictionary, line: event.position.line)
                case .endElement: delegate.end()
                case .text, .cdata, .comment, .processingInstruction: break
                }
            }
        } catch {
            throw error.readerError(file: file)
        }
        guard !delegate.roots.isEmpty else {
            throw ReaderError(file: file, problem: .noDetoxViews)
        }
        return delegate.roots
    }

    /// The bytes with each `"<number>"` attribute value (normalized snapshots) made empty.
    static func withoutPlaceholders(_ data: Data) -> Data {
        let placeholder = Array("\"<number>\"".utf8)
        let bytes = [UInt8](data)
        guard bytes.count >= placeholder.count else { return data }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == placeholder[0], index + placeholder.count <= bytes.count,
                bytes[index..<(index + placeholder.count)].elementsEqual(placeholder)
            {
                output.append(contentsOf: [0x22, 0x22])
                index += placeholder.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return Data(output)
    }

    /// The XCUITest type a view class behaves as.
    static func typeName(ofClass name: String) -> String {
        switch name {
        case "UIButton", "RCTButton", "UIBarButtonItem", "_UIButtonBarButton": "Button"
        case "UILabel", "RCTTextView", "RCTText", "RCTParagraphComponentView": "StaticText"
        case "UIImageView", "RCTImageView", "RCTImageComponentView": "Image"
        case "UISwitch", "RCTSwitch", "RCTSwitchComponentView": "Switch"
        case "UITextField", "RCTUITextField", "RCTSinglelineTextInputView": "TextField"
        case "UITextView", "RCTUITextView", "RCTMultilineTextInputView": "TextView"
        case "UISearchTextField": "SearchField"
        case "UISlider", "RCTSlider": "Slider"
        case "UIStepper": "Stepper"
        case "UIPageControl": "PageIndicator"
        case "UISegmentedControl": "SegmentedControl"
        case "UIActivityIndicatorView", "RCTActivityIndicatorView": "ActivityIndicator"
        case "UIProgressView": "ProgressIndicator"
        case "UITableViewCell", "UICollectionViewCell": "Cell"
        case "UITabBar": "TabBar"
        case "UITabBarButton": "Button"
        case "UIWindow": "Window"
        case "UINavigationBar": "NavigationBar"
        case "UIToolbar": "Toolbar"
        case "UITableView": "Table"
        case "UICollectionView": "CollectionView"
        case "UIScrollView", "RCTScrollView", "RCTEnhancedScrollView", "RCTScrollViewComponentView": "ScrollView"
        default: "Other"
        }
    }
}

/// What ``DetoxHierarchyReader`` does with each start and end tag.
final class DetoxHierarchyParser {
    private(set) var roots: [AccessibilityElement] = []
    /// Open XML elements: a view (with its type and its children's own labels), or nil for other
    /// elements and for hidden views (whose subtree is left out).
    private var open: [(element: AccessibilityElement, type: UITestElementType, childLabels: [String])?] = []
    private var hiddenDepth = 0

    /// A start tag on `line`.
    func start(attributes: [String: String], line: Int) {
        if hiddenDepth > 0 || attributes["visibility"] == "invisible" || attributes["alpha"].flatMap(Double.init) == 0 {
            hiddenDepth += 1
            return
        }
        guard let className = attributes["class"] else {
            open.append(nil)
            return
        }
        let type = UITestElementType(DetoxHierarchyReader.typeName(ofClass: className))
        var element = AccessibilityElement(traits: type.traits, container: type.container, control: type.control)
        element.label = attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
        element.identifier = attributes["id"].flatMap { $0.isEmpty || $0.hasPrefix("detox_temp_") ? nil : $0 }
        element.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
        if let x = attributes["x"].flatMap(Double.init) ?? (attributes["x"] == nil ? 0 : nil),
            let y = attributes["y"].flatMap(Double.init) ?? (attributes["y"] == nil ? 0 : nil),
            let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init)
        {
            element.frame = ElementFrame(x: x, y: y, width: width, height: height)
        }
        element.source = ElementSource(line: line)
        open.append((element, type, []))
    }

    /// An end tag.
    func end() {
        if hiddenDepth > 0 {
            hiddenDepth -= 1
            return
        }
        guard let closed = open.popLast(), let view = closed else { return }
        var element = view.element
        let type = view.type
        let ownLabel = element.label
        // React Native labels a plain view with its descendants' labels: that view is no stop.
        if type.isGrouping, let label = element.label, !view.childLabels.isEmpty,
            label == view.childLabels.joined(separator: " ")
        {
            element.label = nil
        }
        let parentIndex = open.lastIndex { $0 != nil }
        let parentIsTabBar = parentIndex.flatMap { open[$0]?.type.container } == .tabBar
        let finished = XCUITestDumpReader.finish(element, type: type, parentIsTabBar: parentIsTabBar)
        if let parentIndex, open[parentIndex] != nil {
            // Appended in place: a copy of the parent taken out and written back would copy its children each
            // time, quadratic in a view's children (20,000 labels took 17 s).
            open[parentIndex]?.element.children.append(finished)
            if let ownLabel { open[parentIndex]?.childLabels.append(ownLabel) }
        } else {
            roots.append(finished)
        }
    }
}
