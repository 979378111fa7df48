/// One argument for a `%@` or `%d` placeholder of a table value.
///
/// Literals work directly: `strings.format(.contextSeries, "\(label)", 2, 5)`.
public enum StringArgument: Sendable, Hashable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral
{
    /// Text, inserted as it is.
    case text(String)
    /// An integer, written by the number formatter of the channel.
    case number(Int)

    /// Creates a text argument from a literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Creates a number argument from a literal.
    public init(integerLiteral value: Int) {
        self = .number(value)
    }
}
