import Keys

/// The byte sequences terminals send for keys (xterm, VT100 and Linux console forms), and the keys they mean.
///
/// A sequence is read whole before it is mapped: CSI `ESC [ parameters final` (parameters and intermediates
/// 0x20–0x3F, final 0x40–0x7E), SS3 `ESC O x`, the Linux console's `ESC [ [ x`, or a byte on its own.
public enum KeySequences {
    /// Whether `bytes`, read so far after a key started, make a whole sequence (no further byte belongs to it).
    public static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        guard first == 0x1B else { return true }
        guard bytes.count >= 2 else { return false }
        switch bytes[1] {
        case UInt8(ascii: "["):
            if bytes.count >= 3, bytes[2] == UInt8(ascii: "[") { return bytes.count >= 4 }
            guard bytes.count >= 3, let last = bytes.last else { return false }
            return (0x40...0x7E).contains(last)
        case UInt8(ascii: "O"):
            return bytes.count >= 3
        default:
            return true
        }
    }

    /// The key of a whole sequence; ``Key/unknown(_:)`` for one no key has.
    public static func key(for bytes: [UInt8]) -> Key {
        guard let first = bytes.first else { return .unknown(bytes) }
        if first != 0x1B {
            guard bytes.count == 1 else { return character(bytes) }
            return single(first)
        }
        guard bytes.count >= 2 else { return .escape }
        switch bytes[1] {
        case UInt8(ascii: "["): return csi(bytes)
        case UInt8(ascii: "O"): return bytes.count == 3 ? (letter(bytes[2]) ?? .unknown(bytes)) : .unknown(bytes)
        default: return .unknown(bytes)
        }
    }

    /// A byte on its own.
    static func single(_ byte: UInt8) -> Key {
        switch byte {
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x04: return .endOfInput
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        // Ctrl-A … Ctrl-Z (Ctrl-D, H, I, J, M are above): the letter with Control, as help and the history name it.
        case 0x01...0x1A: return .modified(.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        default: return .unknown([byte])
        }
    }

    /// A UTF-8 character of several bytes.
    private static func character(_ bytes: [UInt8]) -> Key {
        guard let text = String(validating: bytes, as: UTF8.self), text.count == 1, let character = text.first
        else { return .unknown(bytes) }
        return .character(character)
    }

    /// The key of a final letter (`A` Up … `S` F4), the same in CSI and SS3.
    private static func letter(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "M"): return .enter
        default: return nil
        }
    }

    /// The key of a `~` sequence's number (`ESC [ 5 ~` PageUp).
    private static func tilde(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    /// `ESC [ …`: parameters separated by `;`, the second the modifiers.
    private static func csi(_ bytes: [UInt8]) -> Key {
        guard bytes.count >= 3, let final = bytes.last else { return .unknown(bytes) }
        if bytes[2] == UInt8(ascii: "[") {
            // Linux console F1–F5: ESC [ [ A … E.
            guard bytes.count == 4, (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) else {
                return .unknown(bytes)
            }
            return .function(Int(final - UInt8(ascii: "A")) + 1)
        }
        let body = bytes[2..<(bytes.count - 1)]
        guard body.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else { return .unknown(bytes) }
        let parameters = String(decoding: body, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        guard parameters.count <= 2 else { return .unknown(bytes) }
        let modifierParameter = parameters.count == 2 ? parameters[1] : 1
        guard let modifierParameter else { return .unknown(bytes) }
        let modifiers = KeyModifiers(parameter: modifierParameter)
        if modifierParameter != 1, modifiers.isEmpty { return .unknown(bytes) }
        let base: Key?
        if final == UInt8(ascii: "~") {
            base = parameters.first.flatMap { $0 }.flatMap(tilde)
        } else if final == UInt8(ascii: "Z"), parameters == [nil] {
            return .shiftTab
        } else {
            // A letter takes no number but the `1` before modifiers.
            guard parameters == [nil] || (parameters.count == 2 && parameters[0] == 1) else { return .unknown(bytes) }
            base = letter(final)
        }
        guard let base else { return .unknown(bytes) }
        return modifiers.isEmpty ? base : .modified(base, modifiers)
    }
}

extension KeyModifiers {
    /// The modifiers of an xterm parameter (2 = Shift … 8 = Shift-Alt-Ctrl, up to 16 with Meta); none below 2.
    init(parameter: Int) {
        self.init(rawValue: parameter >= 2 && parameter <= 16 ? parameter - 1 : 0)
    }
}
