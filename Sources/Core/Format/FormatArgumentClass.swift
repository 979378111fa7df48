/// The type class of the argument a format specifier takes (audit.md §2.5): two specifiers agree
/// when their classes are equal (`%d`, `%ld`, `%u` and `%x` all take an integer; `%@` an object).
public enum FormatArgumentClass: String, Hashable, Sendable, CaseIterable {
    /// `%@`: an object (`String`, `NSNumber`…).
    case object
    /// `d D i u U x X o O`, any length: an integer.
    case integer
    /// `f F e E g G a A`: a floating-point number.
    case floatingPoint
    /// `s S`: a C string (`S` and `ls` wide).
    case cString
    /// `c C`: a character.
    case character
    /// `p`: a pointer.
    case pointer
    /// `n`: a pointer that receives the count of characters written.
    case count
    /// `%#@name@`: a stringsdict variable (its rule gives the value's format).
    case variable

    /// The plainest specifier of the class, for messages: `%@`, `%d`, `%f`…
    public var sample: String {
        switch self {
        case .object: "%@"
        case .integer: "%d"
        case .floatingPoint: "%f"
        case .cString: "%s"
        case .character: "%c"
        case .pointer: "%p"
        case .count: "%n"
        // Text for messages only, never a format (the marker is split so no format is written).
        case .variable: "%" + "#@…@"
        }
    }
}
