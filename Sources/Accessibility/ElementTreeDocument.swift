/// The content of an element-tree JSON file: one root object, or an array of root objects.
///
/// The form is kept so that paths (`$` or `$[2]`) and re-encoding follow the input.
public enum ElementTreeDocument: Hashable, Sendable {
    /// A single root object.
    case object(AccessibilityElement)
    /// A top-level array of root objects (possibly empty).
    case array([AccessibilityElement])

    /// The root elements in order: one for `.object`, the members for `.array`.
    public var roots: [AccessibilityElement] {
        switch self {
        case .object(let root): [root]
        case .array(let roots): roots
        }
    }

    /// Whether the document is a top-level array.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
