/// One value of a property list (XML or binary) with where it starts: the tree the plural
/// dictionary reader builds its model from, and the import reads a binary LootLogger archive as.
public struct PlistNode: Sendable, Hashable {
    /// A dictionary member: its key with the key's position, and its value.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The key's line, or 0.
        public var line: Int
        /// The key's column, or 0.
        public var column: Int
        /// The value.
        public var value: PlistNode

        /// Creates a member.
        public init(key: String, line: Int, column: Int, value: PlistNode) {
            self.key = key
            self.line = line
            self.column = column
            self.value = value
        }
    }

    /// The value.
    public indirect enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int64)
        case real(Double)
        case bool(Bool)
        case data([UInt8])
        case date(Double)
        case array([PlistNode])
        case dictionary([Member])
    }

    /// The value.
    public var value: Value
    /// The 1-based line of the element's `<`, or 0 in a binary plist.
    public var line: Int
    /// The 1-based column in Unicode scalars, or 0.
    public var column: Int

    /// Creates a node.
    public init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members of a dictionary value.
    public var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }
}
