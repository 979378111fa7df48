/// A `%` that starts no specifier of the grammar, with where it stands and why.
public struct InvalidFormatSpecifier: Hashable, Sendable {
    /// Why the `%` starts no specifier.
    public enum Reason: Hashable, Sendable {
        /// The string ends after `%` or inside the specifier (`100%`, `%1$`, `%#@name`).
        case incomplete
        /// A `%` followed by a space (`100% done`, `% p` where `%@` lost its `@`). Printf would read
        /// the space as a flag; in a table it is almost always a lone percent sign.
        case lonePercent
        /// A character that is no conversion (`%y`, `%1ημ`).
        case unknownConversion(Unicode.Scalar)
        /// The position `0$`; positions count from 1.
        case positionZero
        /// A position above ``FormatString/maximumPosition`` (`%1000000$@`).
        case positionTooLarge
    }

    /// The range in the string, in Unicode scalars: the `%` up to the offending character.
    public var range: Range<Int>
    /// That part of the string as written (`%`, `% `, `%1η`).
    public var text: String
    /// Why.
    public var reason: Reason

    /// Creates a value.
    public init(range: Range<Int>, text: String, reason: Reason) {
        self.range = range
        self.text = text
        self.reason = reason
    }
}
