import Core

/// Fills the placeholders of a table value (localization.md §1), read with Core's ``FormatString``.
///
/// `%@` and `%d` take arguments in order, `%N$@` and `%N$d` (N = 1…9) take argument N, and `%%`
/// is a percent sign. An invalid placeholder is copied literally, a missing argument becomes
/// empty and extra arguments are ignored, so no table value can crash the program.
/// `String(format:)` is never used.
enum PlaceholderFormat {
    /// Returns the template with its placeholders replaced.
    ///
    /// - Parameter number: writes a `.number` argument for the channel.
    static func fill(
        _ template: String, arguments: [StringArgument], number: (Int) -> String
    ) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        return PlaceholderTemplate.cached(template).fill(arguments, number: number)
    }

    /// The index of the argument whose placeholder opens the template (after any U+200F), or nil when the
    /// template begins with text.
    static func leadingArgument(_ template: String) -> Int? {
        let skip = template.unicodeScalars.first == "\u{200F}" ? 1 : 0
        for token in FormatString(template).tokens {
            guard case .specifier(let specifier) = token, specifier.isInHouseSet else { return nil }
            guard specifier.range.lowerBound == skip else { return nil }
            return (specifier.position ?? 1) - 1
        }
        return nil
    }
}
