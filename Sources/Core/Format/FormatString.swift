/// A string read with Apple's format-specifier grammar ("String Format Specifiers", the IEEE printf
/// grammar plus `%@`, as `String(format:)` and stringsdict read it).
///
/// `%[n$][flags][width][.precision][length]conversion` with flags `-+ #0'`, width and precision as
/// digits, `*` or `*m$`, length `hh h l ll q z t j L`, conversions
/// `@ d D i u U x X o O f F e E g G a A c C s S p n`; `%%` is a percent sign; `%#@name@` (and
/// `%n$#@name@`) a stringsdict variable. A `%` that starts none of these is an
/// ``InvalidFormatSpecifier`` with its range; reading then goes on after that `%`. Ranges count
/// Unicode scalars. The space flag is not read: `% ` is a lone percent sign (see
/// ``InvalidFormatSpecifier/Reason/lonePercent``).
///
/// Argument positions (`%n$`, `*m$`) above ``maximumPosition`` are refused as
/// ``InvalidFormatSpecifier/Reason/positionTooLarge``: no real string has that many arguments, and what is
/// worked out per position (the unused ones, their types) stays small. Reading is linear in the text.
public struct FormatString: Hashable, Sendable {
    /// The highest argument position read (`docs/cli.md`, "Limits"); glibc's `NL_ARGMAX` is far above any real
    /// string, Apple documents none.
    public static let maximumPosition = 99

    /// One piece of the string that is not plain text.
    public enum Token: Hashable, Sendable {
        /// A specifier.
        case specifier(FormatSpecifier)
        /// `%%`, at this range.
        case percent(Range<Int>)
        /// A `%` that starts no specifier.
        case invalid(InvalidFormatSpecifier)
    }

    /// The tokens in string order.
    public private(set) var tokens: [Token] = []
    /// The valid specifiers in string order (`%%` excluded).
    public private(set) var specifiers: [FormatSpecifier] = []
    /// The `%` sequences that start no specifier, in string order.
    public private(set) var invalid: [InvalidFormatSpecifier] = []

    /// Reads `text`.
    public init(_ text: String) {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            switch Self.read(scalars, at: index) {
            case .percent(let range):
                tokens.append(.percent(range))
                index = range.upperBound
            case .specifier(let specifier):
                tokens.append(.specifier(specifier))
                specifiers.append(specifier)
                index = specifier.range.upperBound
            case .invalid(let problem):
                tokens.append(.invalid(problem))
                invalid.append(problem)
                index += 1
            }
        }
    }

    // MARK: - Arguments

    /// The arguments the specifiers consume, in string order: for each specifier, its `*` width,
    /// its `*` precision, then its value (a `%n` too). Ordered specifiers count from 1 in order.
    public var arguments: [FormatArgument] {
        var result: [FormatArgument] = []
        var next = 1
        func add(_ position: Int?, _ type: FormatArgumentClass, _ specifier: Int) {
            if let position {
                result.append(
                    FormatArgument(position: position, argumentClass: type, isNumbered: true, specifierIndex: specifier)
                )
            } else {
                result.append(
                    FormatArgument(position: next, argumentClass: type, isNumbered: false, specifierIndex: specifier))
                next += 1
            }
        }
        for (index, specifier) in specifiers.enumerated() {
            if case .argument(let position) = specifier.width { add(position, .integer, index) }
            if case .argument(let position) = specifier.precision { add(position, .integer, index) }
            add(specifier.position, specifier.argumentClass, index)
        }
        return result
    }

    /// Whether ordered (`%@`) and numbered (`%1$@`) forms are mixed.
    public var mixesForms: Bool {
        let arguments = arguments
        return arguments.contains(where: \.isNumbered) && arguments.contains(where: { !$0.isNumbered })
    }

    // MARK: - Reading one specifier

    private static let flags: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'"]

    private static func read(_ scalars: [Unicode.Scalar], at start: Int) -> Token {
        let count = scalars.count
        func text(_ end: Int) -> String { String(scalars: scalars[start..<min(end, count)]) }
        func invalid(_ end: Int, _ reason: InvalidFormatSpecifier.Reason) -> Token {
            .invalid(InvalidFormatSpecifier(range: start..<min(end, count), text: text(end), reason: reason))
        }
        func number(at index: inout Int) -> Int? {
            var value: Int?
            while index < count, let digit = digitValue(scalars[index]) {
                value = min((value ?? 0) * 10 + digit, 1_000_000)
                index += 1
            }
            return value
        }
        var index = start + 1
        guard index < count else { return invalid(index, .incomplete) }
        if scalars[index] == "%" { return .percent(start..<index + 1) }
        if scalars[index] == " " { return invalid(index + 1, .lonePercent) }
        // Position: digits followed by `$`.
        var position: Int?
        var probe = index
        if let value = number(at: &probe), probe < count, scalars[probe] == "$" {
            guard value > 0 else { return invalid(probe + 1, .positionZero) }
            guard value <= maximumPosition else { return invalid(probe + 1, .positionTooLarge) }
            position = value
            index = probe + 1
        }
        // The stringsdict variable form.
        if index + 1 < count, scalars[index] == "#", scalars[index + 1] == "@" {
            var end = index + 2
            while end < count, scalars[end] != "@", isNameScalar(scalars[end]) { end += 1 }
            guard end < count, scalars[end] == "@", end > index + 2 else {
                return end < count && scalars[end] != "@"
                    ? invalid(end + 1, .unknownConversion(scalars[end])) : invalid(end, .incomplete)
            }
            let name = String(scalars: scalars[(index + 2)..<end])
            return .specifier(
                FormatSpecifier(
                    range: start..<end + 1, text: text(end + 1), position: position, flags: "#", conversion: "@",
                    variable: name))
        }
        var flagText = ""
        while index < count, flags.contains(scalars[index]) {
            if scalars[index] == " " { return invalid(index + 1, .lonePercent) }
            flagText.unicodeScalars.append(scalars[index])
            index += 1
        }
        var amountProblem = InvalidFormatSpecifier.Reason.positionZero
        func amount() -> FormatSpecifier.Amount?? {
            guard index < count else { return .some(nil) }
            if scalars[index] == "*" {
                index += 1
                var probe = index
                if let value = number(at: &probe), probe < count, scalars[probe] == "$" {
                    guard value > 0 else { return nil }
                    guard value <= maximumPosition else {
                        amountProblem = .positionTooLarge
                        index = probe
                        return nil
                    }
                    index = probe + 1
                    return .some(.argument(position: value))
                }
                return .some(.argument(position: nil))
            }
            return .some(number(at: &index).map(FormatSpecifier.Amount.fixed))
        }
        guard let width = amount() else { return invalid(index + 1, amountProblem) }
        var precision: FormatSpecifier.Amount?
        if index < count, scalars[index] == "." {
            index += 1
            guard let read = amount() else { return invalid(index + 1, amountProblem) }
            precision = read ?? .fixed(0)
        }
        var length: FormatSpecifier.Length?
        if index < count {
            let next = index + 1 < count ? scalars[index + 1] : nil
            switch scalars[index] {
            case "h": length = next == "h" ? .hh : .h
            case "l": length = next == "l" ? .ll : .l
            case "q": length = .q
            case "z": length = .z
            case "t": length = .t
            case "j": length = .j
            case "L": length = .L
            default: break
            }
            if let length { index += length.rawValue.unicodeScalars.count }
        }
        guard index < count else { return invalid(index, .incomplete) }
        let conversion = scalars[index]
        guard FormatSpecifier.argumentClass(of: conversion, length: length) != nil else {
            return invalid(index + 1, .unknownConversion(conversion))
        }
        return .specifier(
            FormatSpecifier(
                range: start..<index + 1, text: text(index + 1), position: position, flags: flagText, width: width,
                precision: precision, length: length, conversion: conversion))
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || (0x30...0x39).contains(scalar.value) || scalar == "_" || scalar == "."
            || scalar == "-"
    }
}
