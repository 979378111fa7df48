import Accessibility

/// One object of an Interface Builder document as read from the XML, before UIKit's implicit
/// accessibility is applied: its class, id, line, the attributes that carry text, its
/// accessibility configuration and its subviews.
public struct InterfaceObject: Sendable, Hashable {
    /// The XML element name, which names the UIKit class: `button`, `label`, `imageView`, …
    public var kind: String
    /// The IB object id (`id="…"`), when it has one.
    public var objectID: String?
    /// The 1-based line of the object's start tag.
    public var line: Int
    /// The attributes of the start tag (`text`, `placeholder`, `image`, `enabled`, `on`, …).
    public var attributes: [String: String]
    /// The normal-state title and image of a button (`<state key="normal">`), or its
    /// `<buttonConfiguration>` title.
    public var title: String?
    /// The image name of a button's normal state, or of an image view.
    public var image: String?
    /// Text given as `<string key="text">` rather than an attribute.
    public var text: String?
    /// The frame from `<rect key="frame">`, relative to the superview.
    public var frame: ElementFrame?
    /// The `<accessibility key="accessibilityConfiguration">` settings, when present.
    public var accessibility: InterfaceAccessibility?
    /// The user-defined runtime attributes (`<userDefinedRuntimeAttribute keyPath="…">`): key path
    /// to value, as written (`YES`, `12`, text).
    public var runtimeAttributes: [String: String] = [:]
    /// Segment titles of a segmented control, in order.
    public var segments: [String] = []
    /// The subviews and bar items, in document order.
    public var children: [InterfaceObject] = []

    /// Creates an object.
    public init(kind: String, objectID: String?, line: Int, attributes: [String: String]) {
        self.kind = kind
        self.objectID = objectID
        self.line = line
        self.attributes = attributes
    }
}

/// An object's `<accessibility key="accessibilityConfiguration">` block.
public struct InterfaceAccessibility: Sendable, Hashable {
    /// `label="…"`.
    public var label: String?
    /// `hint="…"`.
    public var hint: String?
    /// `identifier="…"`.
    public var identifier: String?
    /// `value="…"`.
    public var value: String?
    /// `<accessibilityTraits key="traits" …>`: the traits set to YES; `none="YES"` is an empty set.
    /// Nil when the block has no traits element (UIKit's implicit traits apply then).
    public var traits: AccessibilityTraits?
    /// `<bool key="isElement" value="…">`, nil when absent.
    public var isElement: Bool?

    /// Creates an empty configuration.
    public init() {}
}
