/// One value of a property list (XML or binary) with where it starts: the tree the plural
/// dictionary reader builds its model from.
struct PlistNode: Sendable, Hashable {
    /// A dictionary member: its key with the key's position, and its value.
    struct Member: Sendable, Hashable {
        var key: String
        var line: Int
        var column: Int
        var value: PlistNode
    }

    /// The value.
    indirect enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int64)
        case real(Double)
        case bool(Bool)
        case data([UInt8])
        case date(Double)
        case array([PlistNode])
        case dictionary([Member])
    }

    var value: Value
    /// The 1-based line of the element's `<`, or 0 in a binary plist.
    var line: Int
    /// The 1-based column in Unicode scalars, or 0.
    var column: Int

    /// The text of a string value.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The members of a dictionary value.
    var members: [Member]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }
}
