/// Fills the placeholders of a table value (localization.md §1).
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
        let scalars = Array(template.unicodeScalars)
        guard scalars.contains("%") else { return template }
        var result = String.UnicodeScalarView()
        var nextOrdered = 0
        var index = 0
        func write(_ position: Int) {
            guard position >= 0, position < arguments.count else { return }
            switch arguments[position] {
            case .text(let text): result.append(contentsOf: text.unicodeScalars)
            case .number(let value): result.append(contentsOf: number(value).unicodeScalars)
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "%" {
                result.append("%")
                index += 2
            } else if next == "@" || next == "d" {
                write(nextOrdered)
                nextOrdered += 1
                index += 2
            } else if ("1"..."9").contains(next), index + 3 < scalars.count,
                scalars[index + 2] == "$", scalars[index + 3] == "@" || scalars[index + 3] == "d"
            {
                write(Int(next.value) - 0x31)
                index += 4
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }
}
