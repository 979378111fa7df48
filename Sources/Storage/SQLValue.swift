/// A value bound to or read from a statement.
public enum SQLValue: Sendable, Equatable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as an integer, when it is one.
    public var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as a double (integers widen).
    public var real: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    /// The value as text, when it is text.
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The value as bytes, when it is a blob.
    public var blob: [UInt8]? {
        if case .blob(let value) = self { return value }
        return nil
    }
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(nilLiteral: ()) { self = .null }
}

/// One result row: the column values in select order.
public struct Row: Sendable, Equatable {
    public let values: [SQLValue]

    public init(values: [SQLValue]) { self.values = values }

    public subscript(index: Int) -> SQLValue { values[index] }
}
