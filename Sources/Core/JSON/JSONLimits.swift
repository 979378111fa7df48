/// Bounds on JSON input from outside; beyond one, reading fails with
/// ``JSONError/Kind/limitExceeded(_:)`` naming it, never with a crash.
public struct JSONLimits: Hashable, Sendable {
    /// The deepest nesting of arrays and objects; the top-level array or object is level 1.
    public var maxDepth: Int
    /// The most nodes in one document: values of any kind for ``JSONReader``, elements for the
    /// element-tree reader.
    public var maxNodes: Int
    /// The longest string (keys included), in UTF-8 bytes after escapes are decoded.
    public var maxStringBytes: Int

    /// Creates limits; the defaults are those of element-tree JSON (`cli.md`).
    public init(maxDepth: Int = 200, maxNodes: Int = 1_000_000, maxStringBytes: Int = 1_048_576) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxStringBytes = maxStringBytes
    }

    /// The limits of `cli.md` for element trees: 200 levels, 1,000,000 nodes, 1 MiB per string.
    public static let standard = JSONLimits()

    /// Limits for documents of any size (imports, archives): 256 levels, and no bound on the number
    /// of values or the length of a string (the file's size bounds them).
    public static let document = JSONLimits(maxDepth: 256, maxNodes: .max, maxStringBytes: .max)
}
