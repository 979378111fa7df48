import Core

/// The kinds of value an input file can hold where the importer expected another.
public enum ValueKind: String, Sendable, Equatable {
    case null, bool, number, string, array, object, date, data
}

extension JSONKind {
    var valueKind: ValueKind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}
