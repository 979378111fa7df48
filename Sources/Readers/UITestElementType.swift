import Accessibility

/// How an XCUITest element type (`Button`, `StaticText`, … or `XCUIElementTypeButton`) maps onto
/// the element model: its traits, its container kind, and whether VoiceOver stops on it as one
/// element (its descendants then are not visited), and the UIKit class it names when it names one
/// (`Slider` is a `UISlider`).
struct UITestElementType {
    var traits: AccessibilityTraits = []
    var container: ContainerKind = .none
    /// The UIKit control the type is (`Switch`, `Slider`, `Stepper`, `PageIndicator`,
    /// `SegmentedControl`, `TextView`).
    var control: ControlKind?
    /// Whether the element is a stop of its own whose descendants VoiceOver does not visit.
    var isLeaf = false
    /// Whether the type is a plain grouping (`Other`, `Window`, …): a stop only when it has a label
    /// and no children.
    var isGrouping = false
    /// Whether the type is a container that is never a stop itself (`Application`, `Window`, …).
    var isContainer = false
    /// Whether the type is a `NavigationBar`, whose title VoiceOver reads as a heading.
    var isNavigationBar = false

    /// The traits of controls: a labelled `Other` holding one of these keeps its children.
    static let interactive: AccessibilityTraits = [
        .button, .link, .adjustable, .textEntry, .searchField, .switchButton, .tab, .keyboardKey,
    ]

    /// The mapping of a type name, with or without the `XCUIElementType` prefix.
    init(_ name: String) {
        let type = name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
        switch type {
        case "Button", "MenuButton", "DisclosureTriangle", "PopUpButton": traits = .button; isLeaf = true
        case "StaticText": traits = .staticText; isLeaf = true
        case "Image", "Icon": traits = .image; isLeaf = true
        case "Switch", "Toggle": traits = [.button, .switchButton]; isLeaf = true; control = .switch
        case "TextField": traits = .textEntry; isLeaf = true
        case "TextView": traits = .textEntry; isLeaf = true; control = .textView
        case "SecureTextField": traits = [.textEntry, .secureTextField]; isLeaf = true
        case "SearchField": traits = .searchField; isLeaf = true
        case "Link": traits = .link; isLeaf = true
        case "Slider": traits = .adjustable; isLeaf = true; control = .slider
        case "Stepper": traits = .adjustable; isLeaf = true; control = .stepper
        case "PageIndicator": traits = .adjustable; isLeaf = true; control = .pageControl
        case "Picker", "PickerWheel": traits = .adjustable; isLeaf = true
        case "SegmentedControl": isGrouping = true; control = .segmentedControl
        case "Key": traits = .keyboardKey; isLeaf = true
        case "Cell": isLeaf = true
        case "TabBar": container = .tabBar
        case "NavigationBar": isContainer = true; isNavigationBar = true
        case "Application", "Window", "Table", "CollectionView", "ScrollView", "Toolbar":
            isContainer = true
        case "Tab": traits = .tab; isLeaf = true
        case "ProgressIndicator", "ActivityIndicator": traits = .updatesFrequently; isLeaf = true
        default: isGrouping = true
        }
    }
}
