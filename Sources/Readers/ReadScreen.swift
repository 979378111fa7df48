import Accessibility

/// One screen a reader produced: its name in findings and its element tree.
public struct ReadScreen: Sendable {
    /// The file as named, with `#SCENE` when the file has more than one screen.
    public var name: String
    /// The root element of the screen.
    public var root: AccessibilityElement

    /// Creates a screen.
    public init(name: String, root: AccessibilityElement) {
        self.name = name
        self.root = root
    }
}
