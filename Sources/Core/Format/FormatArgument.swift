/// One argument a format string consumes: its position (from 1), its class, and the specifier
/// that takes it (a `*` width or precision takes an integer argument of its own).
public struct FormatArgument: Hashable, Sendable {
    /// The argument position, from 1.
    public var position: Int
    /// What type it must have.
    public var argumentClass: FormatArgumentClass
    /// Whether the position is written (`%2$@`, `*2$`) rather than implied by order.
    public var isNumbered: Bool
    /// The index of the specifier in ``FormatString/specifiers``.
    public var specifierIndex: Int

    /// Creates a value.
    public init(position: Int, argumentClass: FormatArgumentClass, isNumbered: Bool, specifierIndex: Int) {
        self.position = position
        self.argumentClass = argumentClass
        self.isNumbered = isNumbered
        self.specifierIndex = specifierIndex
    }
}
