/// The traits of an accessibility element: what kind of control it is and what state it is in.
///
/// The set mirrors `UIAccessibilityTraits` plus the traits VoiceOver uses internally (`backButton`,
/// `switchButton`, `textEntry`, `secureTextField`, `isEditing`, `tab`). Every trait has a name, the
/// word used for it in the element-tree JSON (`cli.md`); ``canonicalOrder`` fixes the order in which
/// the encoder writes them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt64

    /// Creates a set from its bit pattern; bits no trait uses are kept as given.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // MARK: - UIAccessibilityTraits

    /// Acts as a button.
    public static let button = Self(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = Self(rawValue: 1 << 1)
    /// Is an image.
    public static let image = Self(rawValue: 1 << 2)
    /// Is selected (a selected tab, row or segment).
    public static let selected = Self(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = Self(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = Self(rawValue: 1 << 5)
    /// Is static text that cannot change.
    public static let staticText = Self(rawValue: 1 << 6)
    /// Gives summary information when the screen appears.
    public static let summaryElement = Self(rawValue: 1 << 7)
    /// Is not enabled: it does not respond to the user ("Dimmed").
    public static let notEnabled = Self(rawValue: 1 << 8)
    /// Updates its label or value frequently.
    public static let updatesFrequently = Self(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = Self(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = Self(rawValue: 1 << 11)
    /// Can be adjusted continuously through a range of values (a slider, a stepper).
    public static let adjustable = Self(rawValue: 1 << 12)
    /// Wants direct (keyboard) interaction.
    public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = Self(rawValue: 1 << 14)
    /// Is a heading.
    public static let header = Self(rawValue: 1 << 15)
    /// Is a tab bar: gives its children the tab context, like `container: "tabBar"`.
    public static let tabBar = Self(rawValue: 1 << 16)
    /// Supports zooming.
    public static let supportsZoom = Self(rawValue: 1 << 17)

    // MARK: - Traits VoiceOver uses internally

    /// Is the back button of a navigation bar.
    public static let backButton = Self(rawValue: 1 << 18)
    /// Is a switch; its value is `"0"`, `"1"` or `"2"` (off, on, mixed).
    public static let switchButton = Self(rawValue: 1 << 19)
    /// Is a text field.
    public static let textEntry = Self(rawValue: 1 << 20)
    /// Is a secure (password) text field; used together with ``textEntry``.
    public static let secureTextField = Self(rawValue: 1 << 21)
    /// Is being edited; used together with ``textEntry`` or ``searchField``.
    public static let isEditing = Self(rawValue: 1 << 22)
    /// Is a tab.
    public static let tab = Self(rawValue: 1 << 23)

    // MARK: - Names

    /// Every trait with its JSON name, in canonical order: the order of `cli.md`, which the encoder
    /// uses when it writes a `traits` array.
    public static let canonicalOrder: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button),
        ("link", .link),
        ("image", .image),
        ("selected", .selected),
        ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey),
        ("staticText", .staticText),
        ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession),
        ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn),
        ("header", .header),
        ("tabBar", .tabBar),
        ("supportsZoom", .supportsZoom),
        ("backButton", .backButton),
        ("switchButton", .switchButton),
        ("textEntry", .textEntry),
        ("secureTextField", .secureTextField),
        ("isEditing", .isEditing),
        ("tab", .tab),
    ]

    /// Every trait name, in canonical order.
    public static let allNames: [String] = canonicalOrder.map(\.name)

    /// The set of every named trait.
    public static let all: AccessibilityTraits = canonicalOrder.reduce(into: []) { $0.insert($1.trait) }

    private static let traitsByName: [String: AccessibilityTraits] = Dictionary(
        uniqueKeysWithValues: canonicalOrder.map { ($0.name, $0.trait) })

    /// The single trait with this JSON name (exact, case-sensitive), or nil for an unknown name.
    public init?(name: String) {
        guard let trait = Self.traitsByName[name] else { return nil }
        self = trait
    }

    /// Creates a set from JSON names, or returns nil when any name is unknown.
    public init?(names: some Sequence<String>) {
        var traits: AccessibilityTraits = []
        for name in names {
            guard let trait = AccessibilityTraits(name: name) else { return nil }
            traits.insert(trait)
        }
        self = traits
    }

    /// The JSON names of the traits in the set, in canonical order. Bits no trait uses are left out.
    public var names: [String] {
        Self.canonicalOrder.compactMap { contains($0.trait) ? $0.name : nil }
    }

    /// The JSON name of a single trait, or nil when the set holds no trait or more than one.
    public var name: String? {
        Self.canonicalOrder.first { $0.trait == self }?.name
    }
}

extension AccessibilityTraits: CustomStringConvertible {
    /// The names in canonical order, in brackets: `[button, header]`.
    public var description: String {
        "[" + names.joined(separator: ", ") + "]"
    }
}
