/// The byte sequences terminals send for keys (xterm, VT100 and Linux console forms), and the keys they mean.
enum KeySequences {
    /// Escape sequences of the special keys.
    static let special: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
        ("\u{1B}[C", .right), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[Z", .shiftTab),
    ]

    /// The key of a sequence readline matched.
    static func key(for bytes: [UInt8]) -> Key {
        if let text = String(validating: bytes, as: UTF8.self),
            let match = special.first(where: { $0.0 == text })
        {
            return match.1
        }
        guard let last = bytes.last else { return .character("\u{FFFD}") }
        if bytes.count > 1, bytes.first == 0x1B { return .character("\u{FFFD}") }
        switch last {
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x04: return .endOfInput
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(last)))
        default: return .character("\u{FFFD}")
        }
    }
}
