/// Where an element came from in the file a reader turned into a tree: an Interface Builder
/// object id and a 1-based line.
///
/// In element-tree JSON these are `"sourceID": "Hmw-Mm-mBi"` and `"sourceLine": 42`. They are never
/// spoken; audit findings quote them so a developer finds the object in Xcode.
public struct ElementSource: Sendable, Hashable, Codable {
    /// The IB object id (`id="…"` of a storyboard or xib element), when the source has ids.
    public var objectID: String?
    /// The 1-based line of the element in its source file, when known.
    public var line: Int?

    /// Creates a source position.
    public init(objectID: String? = nil, line: Int? = nil) {
        self.objectID = objectID
        self.line = line
    }

    /// Whether neither field is set.
    public var isEmpty: Bool { objectID == nil && line == nil }
}
