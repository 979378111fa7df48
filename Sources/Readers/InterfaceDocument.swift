/// A storyboard or xib, read: its screens and every object id it declares (for stale strings keys).
public struct InterfaceDocument: Sendable {
    /// Whether the document is a storyboard or a xib.
    public var format: TreeFormat
    /// The screens, in document order.
    public var screens: [InterfaceScreen]
    /// Every `id` attribute in the document.
    public var objectIDs: Set<String>

    /// Creates a document.
    public init(format: TreeFormat, screens: [InterfaceScreen], objectIDs: Set<String>) {
        self.format = format
        self.screens = screens
        self.objectIDs = objectIDs
    }

    /// Every object of every screen, depth-first in document order.
    public var allObjects: [InterfaceObject] {
        var result: [InterfaceObject] = []
        var pending = screens.reversed().map(\.root)
        while let object = pending.popLast() {
            result.append(object)
            pending.append(contentsOf: object.children.reversed())
        }
        return result
    }
}
