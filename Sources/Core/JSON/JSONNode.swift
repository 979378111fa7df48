/// A value and the byte offset where it starts in the input.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public let value: JSONValue
    /// The byte offset of the value's first byte (0 for values not read from text).
    public let offset: Int

    /// A node.
    public init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }
}
