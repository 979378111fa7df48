import Accessibility
import Localization

/// Applies UIKit's implicit accessibility to Interface Builder objects: what each class exposes to
/// VoiceOver by default, then the object's accessibility configuration, then the translations of
/// a storyboard table.
///
/// Defaults per class: a button is a button labelled by its title, else its image name; a label is
/// static text labelled by its text; an image view is not an element unless `isElement` says so, and
/// then has the image trait; a text field is a text entry whose placeholder is spoken while it is
/// empty; a switch is a switch button with value `0` or `1`; a slider is adjustable; a table view
/// cell is one element that speaks its content. Plain views are not elements unless `isElement`
/// says so. `enabled="NO"` adds `notEnabled`; a hidden object is left out by the parser. A system
/// bar item (`systemItem="cancel"`) has UIKit's own localized title, from Lector's tables; a
/// spacer (`flexibleSpace`, `fixedSpace`) is not an element.
public struct InterfaceElementBuilder: Sendable {
    /// The table whose translations apply, nil for the document's own strings.
    public var table: StoryboardTable?
    /// The strings of the locale the screen is shown in, for the titles UIKit gives system items;
    /// without them a system item is labelled by its name, capitalized.
    public var strings: Strings?
    /// Whether the screen is shown in a right-to-left language: VoiceOver then reads each row from
    /// trailing (right) to leading (left).
    public var isRightToLeft: Bool

    /// Creates a builder.
    public init(table: StoryboardTable? = nil, strings: Strings? = nil, isRightToLeft: Bool = false) {
        self.table = table
        self.strings = strings
        self.isRightToLeft = isRightToLeft
    }

    /// The element tree of one screen.
    public func element(of screen: InterfaceScreen) -> AccessibilityElement {
        element(of: screen.root, origin: (0, 0))
    }

    /// Whether a button shows only an image: no title in the document or the table, an image name.
    public func isImageOnlyButton(_ object: InterfaceObject) -> Bool {
        guard object.kind == "button" || object.kind == "barButtonItem" else { return false }
        let title = translated(object, "normalTitle") ?? translated(object, "title") ?? object.title
        // A system bar item (`systemItem="cancel"`) has UIKit's own label.
        return Self.isBlank(title) && object.attributes["systemItem"] == nil && !Self.isBlank(object.image)
    }

    /// The accessibility label the object has itself (its table entry, a runtime attribute, or its
    /// configuration).
    public func accessibilityLabel(of object: InterfaceObject) -> String? {
        translated(object, "accessibilityLabel") ?? object.runtime.label ?? object.accessibility?.label
    }

    // MARK: - Building

    private func element(of object: InterfaceObject, origin: (Double, Double)) -> AccessibilityElement {
        // A bar button item with a custom view is that view (an activity indicator, a button).
        if object.kind == "barButtonItem",
            let custom = object.children.first(where: { $0.attributes["key"] == "customView" })
        {
            return element(of: custom, origin: origin)
        }
        var element = AccessibilityElement()
        element.source = ElementSource(objectID: object.objectID, line: object.line)
        var childOrigin = origin
        if let frame = object.frame {
            let absolute = ElementFrame(
                x: origin.0 + frame.x, y: origin.1 + frame.y, width: frame.width, height: frame.height)
            element.frame = absolute
            childOrigin = (absolute.x, absolute.y)
        }
        var implicit = implicitAccessibility(of: object)
        let configuration = object.accessibility
        let runtime = object.runtime
        element.label = accessibilityLabel(of: object) ?? implicit.label
        element.hint = translated(object, "accessibilityHint") ?? runtime.hint ?? configuration?.hint
        element.value =
            translated(object, "accessibilityValue") ?? runtime.value ?? configuration?.value ?? implicit.value
        element.identifier = runtime.identifier ?? configuration?.identifier
        var traits = runtime.traits ?? configuration?.traits ?? implicit.traits
        if object.attributes["enabled"] == "NO" { traits.insert(.notEnabled) }
        element.traits = traits
        element.container = implicit.container
        element.control = Self.controlKinds[object.kind]
        if let isElement = runtime.isElement ?? configuration?.isElement {
            element.isElement = isElement
        } else if let isElement = implicit.isElement {
            element.isElement = isElement
        }
        var children = readingOrder(object.children.map { self.element(of: $0, origin: childOrigin) })
        if object.kind == "segmentedControl" {
            children = implicit.segments
        }
        let isCell = object.kind == "tableViewCell" || object.kind == "collectionViewCell"
        if isCell, element.isElement != false, Self.containsControl(children) {
            // VoiceOver focuses a cell's controls one by one: the cell speaks its other content, and
            // each control is its own element.
            if Self.isBlank(element.label) { element.label = Self.spokenContent(of: children, skippingControls: true) }
            element.isElement = !Self.isBlank(element.label)
            element.children = Self.controls(in: children)
            return element
        }
        let isLeaf = element.isElement == true || implicit.isLeaf
        if isLeaf {
            if isCell, Self.isBlank(element.label) {
                element.label = Self.spokenContent(of: children, skippingControls: false)
            }
            children = []
        }
        implicit.segments = []
        element.children = children
        return element
    }

    /// Siblings in VoiceOver's order: top to bottom, then leading to trailing within a row (an
    /// element whose top is above the middle of the row's first element is in its row). Siblings
    /// without a frame keep their place; the others are sorted among the places they held.
    private func readingOrder(_ children: [AccessibilityElement]) -> [AccessibilityElement] {
        let framed = children.indices.filter { children[$0].frame != nil }
        guard framed.count > 1 else { return children }
        let byTop = framed.map { children[$0] }.sorted {
            ($0.frame?.y ?? 0, $0.frame?.x ?? 0) < ($1.frame?.y ?? 0, $1.frame?.x ?? 0)
        }
        var rows: [[AccessibilityElement]] = []
        for element in byTop {
            if let first = rows.last?.first?.frame, let frame = element.frame, frame.y < first.y + first.height / 2 {
                rows[rows.count - 1].append(element)
            } else {
                rows.append([element])
            }
        }
        let ordered = rows.flatMap { row in
            row.sorted {
                isRightToLeft ? Self.trailing($0) > Self.trailing($1) : ($0.frame?.x ?? 0) < ($1.frame?.x ?? 0)
            }
        }
        var result = children
        for (index, element) in zip(framed, ordered) { result[index] = element }
        return result
    }

    /// What the class exposes before the accessibility configuration.
    private struct Implicit {
        var label: String?
        var value: String?
        var traits: AccessibilityTraits = []
        var isElement: Bool?
        var isLeaf = false
        var container: ContainerKind = .none
        var segments: [AccessibilityElement] = []
    }

    private func implicitAccessibility(of object: InterfaceObject) -> Implicit {
        var implicit = Implicit()
        let attributes = object.attributes
        switch object.kind {
        case "button", "barButtonItem":
            implicit.traits = .button
            implicit.label =
                nonBlank(translated(object, "normalTitle") ?? translated(object, "title") ?? object.title)
                ?? attributes["systemItem"].map(systemItemLabel) ?? object.image
            implicit.isLeaf = true
            if let item = attributes["systemItem"], Self.spacers.contains(item) {
                implicit = Implicit(isElement: false, isLeaf: true)
            }
        case "label":
            implicit.traits = .staticText
            implicit.label = translated(object, "text") ?? attributes["text"] ?? object.text
            implicit.isLeaf = true
        case "imageView":
            implicit.traits = .image
            implicit.isElement = false
            implicit.isLeaf = true
        case "textField", "searchBar":
            implicit.traits = object.kind == "searchBar" ? .searchField : .textEntry
            if attributes["secureTextEntry"] == "YES" { implicit.traits.insert(.secureTextField) }
            let text = translated(object, "text") ?? attributes["text"] ?? object.text
            implicit.value = nonBlank(text) ?? translated(object, "placeholder") ?? attributes["placeholder"]
            implicit.isLeaf = true
        case "textView":
            let editable = attributes["editable"] != "NO"
            implicit.traits = editable ? .textEntry : .staticText
            implicit.value = translated(object, "text") ?? attributes["text"] ?? object.text
            implicit.isLeaf = true
        case "switch":
            implicit.traits = [.button, .switchButton]
            implicit.value = attributes["on"] == "YES" ? "1" : "0"
            implicit.isLeaf = true
        case "slider":
            implicit.traits = .adjustable
            implicit.value = Self.percent(
                attributes["value"], minimum: attributes["minValue"], maximum: attributes["maxValue"])
            implicit.isLeaf = true
        case "stepper", "pageControl":
            implicit.traits = .adjustable
            implicit.isLeaf = true
        case "segmentedControl":
            let selected = attributes["selectedSegmentIndex"].flatMap(Int.init) ?? -1
            implicit.segments = object.segments.enumerated().map { index, title in
                let localized = translated(object, "segmentTitles[\(index)]") ?? title
                return AccessibilityElement(
                    label: localized, traits: index == selected ? [.button, .selected] : .button)
            }
        case "tableViewCell":
            implicit.isLeaf = true
            implicit.isElement = true
        case "navigationItem":
            implicit.label = translated(object, "title") ?? object.title
            implicit.traits = implicit.label == nil ? [] : .header
        case "tabBarItem":
            implicit.traits = .button
            implicit.label = translated(object, "title") ?? object.title ?? object.image
            implicit.isLeaf = true
        case "tabBar":
            implicit.container = .tabBar
        case "tableView", "collectionView":
            implicit.isElement = false
        case "activityIndicatorView", "progressView", "datePicker", "pickerView":
            implicit.traits = object.kind == "progressView" ? .updatesFrequently : []
            implicit.isLeaf = object.kind != "datePicker" && object.kind != "pickerView"
            implicit.isElement = object.kind == "activityIndicatorView" ? false : nil
        default:
            implicit.isElement = false
        }
        return implicit
    }

    // MARK: - Helpers

    private func translated(_ object: InterfaceObject, _ property: String) -> String? {
        table?.value(object.objectID, property)
    }

    private func nonBlank(_ text: String?) -> String? {
        Self.isBlank(text) ? nil : text
    }

    private static func isBlank(_ text: String?) -> Bool {
        text?.allSatisfy(\.isWhitespace) ?? true
    }

    /// The UIKit classes of the Interface Builder elements that name one (`<slider>` is a `UISlider`).
    private static let controlKinds: [String: ControlKind] = [
        "switch": .switch, "slider": .slider, "stepper": .stepper, "pageControl": .pageControl,
        "segmentedControl": .segmentedControl, "textView": .textView,
    ]

    /// The system items that are space between items, never elements.
    private static let spacers: Set<String> = ["flexibleSpace", "fixedSpace"]

    /// UIKit's label of a system bar item in the screen's locale (`cancel` → `Abbrechen` in
    /// German); without strings, or for an item Lector's tables lack, its name capitalized
    /// (`pageCurl` → `PageCurl`).
    private func systemItemLabel(_ item: String) -> String {
        if let key = StringKey.systemItemLabels[item], let value = strings?.value(key) { return value }
        return item.prefix(1).uppercased() + item.dropFirst()
    }

    private static func trailing(_ element: AccessibilityElement) -> Double {
        (element.frame?.x ?? 0) + (element.frame?.width ?? 0)
    }

    /// The traits of the controls VoiceOver focuses on their own inside a cell.
    private static let controlTraits: AccessibilityTraits = [
        .button, .switchButton, .textEntry, .searchField, .adjustable, .link,
    ]

    private static func isControl(_ element: AccessibilityElement) -> Bool {
        element.isFocusable && !element.traits.isDisjoint(with: controlTraits)
    }

    /// Whether a cell's content holds a control.
    private static func containsControl(_ children: [AccessibilityElement]) -> Bool {
        var pending = children
        while let element = pending.popLast() {
            if isControl(element) { return true }
            pending.append(contentsOf: element.children)
        }
        return false
    }

    /// The controls of a cell's content, in order, each with its own subtree.
    private static func controls(in children: [AccessibilityElement]) -> [AccessibilityElement] {
        children.flatMap { element in isControl(element) ? [element] : controls(in: element.children) }
    }

    /// The labels and values of a cell's content, in order, joined as VoiceOver joins them; with
    /// `skippingControls`, without the controls that are elements of their own.
    private static func spokenContent(of children: [AccessibilityElement], skippingControls: Bool) -> String? {
        var parts: [String] = []
        var pending = children.reversed() as [AccessibilityElement]
        while let element = pending.popLast() {
            if skippingControls, isControl(element) { continue }
            if element.isElement == false, element.children.isEmpty { continue }
            for text in [element.label, element.value] {
                if let text, !isBlank(text) { parts.append(text) }
            }
            pending.append(contentsOf: element.children.reversed())
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A slider's value as VoiceOver speaks it: the position in its range, in percent.
    private static func percent(_ value: String?, minimum: String?, maximum: String?) -> String? {
        guard let value = value.flatMap(Double.init) else { return nil }
        let low = minimum.flatMap(Double.init) ?? 0
        let high = maximum.flatMap(Double.init) ?? 1
        guard high > low else { return nil }
        let fraction = ((value - low) / (high - low)).clamped
        return "\(Int((fraction * 100).rounded()))%"
    }
}

extension Double {
    fileprivate var clamped: Double { Swift.min(1, Swift.max(0, self)) }
}
