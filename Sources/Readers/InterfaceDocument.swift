/// A storyboard or xib, read: its screens and every object id it declares (for stale strings keys).
public struct InterfaceDocument: Sendable {
    /// Whether the document is a storyboard or a xib.
    public var format: TreeFormat
    /// The screens, in document order.
    public var screens: [InterfaceScreen]
    /// Every `id` attribute in the document.
    public var objectIDs: Set<String>
    /// The ids of the objects an outlet connects to code, which may set their text or label.
    public var outletDestinations: Set<String>

    /// Creates a document.
    public init(
        format: TreeFormat, screens: [InterfaceScreen], objectIDs: Set<String>, outletDestinations: Set<String> = []
    ) {
        self.format = format
        self.screens = screens
        self.objectIDs = objectIDs
        self.outletDestinations = outletDestinations
    }

    /// The ids of the objects whose label code may set at run time: an outlet's destination, a
    /// label or text view left with empty text (`text=""`), and a cell that holds one of them (its
    /// label is its content's). Their missing label is a warning to check, not an error.
    public var labelledInCode: Set<String> {
        var result: Set<String> = []
        func visit(_ object: InterfaceObject) -> Bool {
            var found = object.objectID.map(outletDestinations.contains) ?? false
            if object.attributes["text"] == "" && object.text == nil { found = true }
            var inChildren = false
            for child in object.children where visit(child) { inChildren = true }
            let isCell = object.kind == "tableViewCell" || object.kind == "collectionViewCell"
            if found || (inChildren && isCell), let id = object.objectID { result.insert(id) }
            return found || inChildren
        }
        for screen in screens { _ = visit(screen.root) }
        return result
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
