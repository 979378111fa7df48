/// A JSON value. Objects keep their members in the order read or given, so written reports come
/// out byte-identical between runs; every child remembers the byte offset where it starts (offset 0
/// for values built in code), for error messages.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits 64 bits.
    case integer(Int64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONNode])
    /// An object, members in order.
    case object(JSONObject)

    /// What kind of value it is, for "expected text, found a number".
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .integer, .double: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// A short text of a scalar for messages (`0`, `abc`); arrays and objects by kind.
    public var displayText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .array: "[…]"
        case .object: "{…}"
        }
    }

    // MARK: - Building

    /// An object from key–value pairs, in the order given.
    public static func members(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members: pairs.map { JSONObject.Member(key: $0.0, node: JSONNode($0.1)) }))
    }

    /// An array of values.
    public static func list(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0) })
    }

    /// A string, or null.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// An integer from an `Int`.
    public static func int(_ number: Int) -> JSONValue {
        .integer(Int64(number))
    }
}

/// The JSON type a value starts with, for "expected …, found …" messages.
public enum JSONKind: String, Hashable, Sendable {
    case object, array, string, number, bool, null

    /// The type with its article: "an object", "a number".
    public var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
