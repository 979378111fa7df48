/// One screen of an Interface Builder document: a storyboard scene's root view, or a top-level
/// view of a xib.
public struct InterfaceScreen: Sendable, Hashable {
    /// The scene's or view's name: the scene comment Xcode writes (`View Controller`), the
    /// controller's title or custom class, else the object id.
    public var name: String
    /// The object id of the scene's controller (or the xib view).
    public var objectID: String?
    /// The root view.
    public var root: InterfaceObject

    /// Creates a screen.
    public init(name: String, objectID: String?, root: InterfaceObject) {
        self.name = name
        self.objectID = objectID
        self.root = root
    }
}
