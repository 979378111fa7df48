/// One format specifier of Apple's grammar ("String Format Specifiers": IEEE printf plus `%@`), as
/// written: `%[n$][flags][width][.precision][length]conversion`, or the stringsdict form `%#@name@`.
public struct FormatSpecifier: Hashable, Sendable {
    /// A width or a precision.
    public enum Amount: Hashable, Sendable {
        /// Written as digits.
        case fixed(Int)
        /// `*` (the next argument) or `*m$` (argument m), an integer argument.
        case argument(position: Int?)
    }

    /// The length modifiers: `hh h l ll q z t j L`.
    public enum Length: String, Hashable, Sendable, CaseIterable {
        case hh, h, l, ll, q, z, t, j, L
    }

    /// The range of the specifier in the string, in Unicode scalars.
    public var range: Range<Int>
    /// The specifier as written (`%1$ld`).
    public var text: String
    /// The explicit argument position `n` of `%n$…` (from 1), or nil in the ordered form.
    public var position: Int?
    /// The flags as written, from `-+ #0'`.
    public var flags: String
    /// The width, if any.
    public var width: Amount?
    /// The precision, if any (`%.f` is a precision of 0).
    public var precision: Amount?
    /// The length modifier, if any.
    public var length: Length?
    /// The conversion character (`@`, `d`, `f`…); `@` for `%#@name@`.
    public var conversion: Unicode.Scalar
    /// The variable of the stringsdict form `%#@name@`.
    public var variable: String?

    /// Creates a specifier.
    public init(
        range: Range<Int>, text: String, position: Int? = nil, flags: String = "", width: Amount? = nil,
        precision: Amount? = nil, length: Length? = nil, conversion: Unicode.Scalar, variable: String? = nil
    ) {
        self.range = range
        self.text = text
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.variable = variable
    }

    /// The class of the argument the conversion takes.
    public var argumentClass: FormatArgumentClass {
        if variable != nil { return .variable }
        return Self.argumentClass(of: conversion, length: length) ?? .object
    }

    /// Whether the conversion is unsigned (`u U x X o O`).
    public var isUnsigned: Bool {
        "uUxXoO".unicodeScalars.contains(conversion)
    }

    /// The class of a conversion character, or nil when it is none of Apple's.
    static func argumentClass(of conversion: Unicode.Scalar, length: Length?) -> FormatArgumentClass? {
        switch conversion {
        case "@": .object
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "s", "S": .cString
        case "c", "C": .character
        case "p": .pointer
        case "n": .count
        default: nil
        }
    }
}
