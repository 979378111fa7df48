import Core

// Lector's own tables allow a narrow set of Apple's specifiers (localization.md §1), a policy on
// top of Core's grammar: `%@` and `%d`, in order or as `%N$@` and `%N$d` with N = 1…9.
extension FormatSpecifier {
    /// Whether the specifier is one of the house set: `%@`, `%d`, `%N$@`, `%N$d` (N = 1…9).
    public var isInHouseSet: Bool {
        guard isHouseConversion else { return false }
        guard let position else { return true }
        return (1...9).contains(position)
    }

    /// Whether the specifier is a bare `@` or `d` conversion (no flags, width, precision, length or
    /// variable), whatever its position.
    public var isHouseConversion: Bool {
        (conversion == "@" || conversion == "d") && flags.isEmpty && width == nil && precision == nil
            && length == nil && variable == nil
    }
}
