/// A parsed JSON value; every node remembers the byte offset where it starts, for error messages.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits 64 bits.
    case integer(Int64)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// What kind of value it is, for "expected text, found a number".
    public var kind: JSONKind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .integer, .double: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}

/// The kinds of JSON value.
public enum JSONKind: String, Sendable, Equatable {
    case null, bool, number, string, array, object
}

/// A value and where it starts in the input.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public let value: JSONValue
    /// The byte offset of the value's first byte.
    public let offset: Int

    /// A node (offset 0 for values not read from text).
    public init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }
}

/// An object's members in input order.
public struct JSONObject: Sendable, Equatable {
    /// One member.
    public struct Member: Sendable, Equatable {
        /// The member name.
        public let key: String
        /// The member value.
        public let node: JSONNode
    }

    /// The members in input order.
    public let members: [Member]

    /// An object of these members.
    public init(members: [Member]) {
        self.members = members
    }

    /// The value of the last member named `key` (later duplicates win, as in most readers).
    public subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.node
    }
}

extension JSONValue {
    /// A short text of a scalar for messages (`0`, `abc`); arrays and objects by kind.
    public var displayText: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return text
        case .array: return "[…]"
        case .object: return "{…}"
        }
    }
}
