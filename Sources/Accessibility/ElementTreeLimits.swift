/// The input limits of the element-tree JSON (`cli.md`); beyond one, decoding fails with
/// ``ElementTreeError/Kind/limitExceeded(_:)`` naming it.
public struct ElementTreeLimits: Hashable, Sendable {
    /// The deepest element nesting allowed; a root is at level 1. Values under keys the schema does
    /// not know may nest this many levels as well.
    public var maxDepth: Int
    /// The most elements (JSON objects of the tree) allowed in one document.
    public var maxNodes: Int
    /// The longest string allowed, in UTF-8 bytes after escapes are decoded.
    public var maxStringBytes: Int

    /// Creates limits; the defaults are those of `cli.md`.
    public init(maxDepth: Int = 200, maxNodes: Int = 1_000_000, maxStringBytes: Int = 1_048_576) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxStringBytes = maxStringBytes
    }

    /// The limits of `cli.md`: 200 levels, 1,000,000 nodes, 1 MiB per string.
    public static let standard = ElementTreeLimits()
}
