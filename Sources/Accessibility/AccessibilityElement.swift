/// One node of an element tree: what a screen shows to assistive technology.
///
/// The fields are those of the element-tree JSON (`cli.md`), and like there every one is optional:
/// an absent string is `nil`, and `nil` and `""` both count as empty where the rules speak of an
/// empty label, value or hint. `isElement` keeps what the input said; ``isFocusable`` applies the
/// default rule. Equality and hashing walk the subtree without recursion.
public struct AccessibilityElement: Sendable {
    /// The name of the element ("Save").
    public var label: String?
    /// The current value ("3 photos", `"1"` for a switch that is on).
    public var value: String?
    /// What activating the element does ("Opens the photo grid.").
    public var hint: String?
    /// The traits: kind of control and state.
    public var traits: AccessibilityTraits
    /// A stable identifier for tests and audits; never spoken.
    public var identifier: String?
    /// The BCP-47 language of the element's strings, when it differs from the session's.
    public var language: String?
    /// How the label is pronounced, in IPA.
    public var ipa: String?
    /// Whether the node is focusable itself, as given; `nil` when the input did not say.
    public var isElement: Bool?
    /// The container kind, which gives the node's stops their context.
    public var container: ContainerKind
    /// The child nodes, in traversal order.
    public var children: [AccessibilityElement]
    /// Where the element is on screen, when the input said (storyboards, UI-test dumps).
    public var frame: ElementFrame?
    /// Where the element came from in its source file; never spoken.
    public var source: ElementSource?
    /// The UIKit class, when the input named it (storyboards, UI-test dumps); never spoken.
    public var control: ControlKind?

    /// Creates an element; every field defaults to absent.
    public init(
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraits = [],
        identifier: String? = nil,
        language: String? = nil,
        ipa: String? = nil,
        isElement: Bool? = nil,
        container: ContainerKind = .none,
        children: [AccessibilityElement] = [],
        frame: ElementFrame? = nil,
        source: ElementSource? = nil,
        control: ControlKind? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.language = language
        self.ipa = ipa
        self.isElement = isElement
        self.container = container
        self.children = children
        self.frame = frame
        self.source = source
        self.control = control
    }

    // MARK: - Focus and context

    /// Whether the node is a stop of traversal: ``isElement`` when given, else the default rule of
    /// `cli.md`.
    ///
    /// The default is false for a context provider (a container kind other than `none`, or the
    /// `tabBar` trait); otherwise true when the node has a non-empty label, value or hint, or any
    /// trait; false for a pure grouping node.
    public var isFocusable: Bool {
        if let isElement { return isElement }
        if providesContext { return false }
        return !traits.isEmpty || !Self.isEmpty(label) || !Self.isEmpty(value) || !Self.isEmpty(hint)
    }

    /// Whether the node gives its descendants' stops a context: its container is not `none`, or it
    /// has the `tabBar` trait.
    public var providesContext: Bool {
        container != .none || traits.contains(.tabBar)
    }

    /// The kind of context the node gives: its container, else `.tabBar` for the `tabBar` trait,
    /// else `.none`.
    public var contextKind: ContainerKind {
        if container != .none { return container }
        return traits.contains(.tabBar) ? .tabBar : .none
    }

    private static func isEmpty(_ string: String?) -> Bool {
        string?.isEmpty ?? true
    }
}
