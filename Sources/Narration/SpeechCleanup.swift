/// The one cleaning function of `narration.md` §5.1, run first on every raw label, value and hint and on
/// free text given to `speak`: NFC; invisible and bidi marks deleted; every kind of line break and
/// special space made a plain space; runs of spaces collapsed; ends trimmed. Arabic-Indic and Persian digits
/// become ASCII digits, the Arabic decimal separator `٫` a full stop and the Arabic thousands separator `٬` is
/// deleted, so that `١٬٥٠٠ ¥` is read as the amount 1500 ¥ and not digit by digit.
public enum SpeechCleanup {
    /// Cleans `text` for speech. Display text is never cleaned.
    public static func clean(_ text: String) -> String {
        if isAlreadyClean(text) { return text }
        // Text without any scalar from U+0300 up (no UTF-8 lead byte 0xCC or above) is already NFC.
        let normalized = text.utf8.contains(where: { $0 >= 0xCC }) ? text.precomposedStringWithCanonicalMapping : text
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in normalized.unicodeScalars {
            switch classify(scalar) {
            case .delete:
                continue
            case .replace(let replacement):
                if pendingSpace {
                    result.append(" ")
                    pendingSpace = false
                }
                result.append(replacement)
            case .space:
                pendingSpace = !result.isEmpty
            case .keep:
                if pendingSpace {
                    result.append(" ")
                    pendingSpace = false
                }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Printable ASCII with single inner spaces and none at the ends: nothing to clean.
    static func isAlreadyClean(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isAlreadyClean)
    }

    static func isAlreadyClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        guard first != 0x20, let last = bytes.last, last != 0x20 else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            // Below 0x20 the difference wraps past 0x5F; DEL and every non-ASCII byte are 0x5F and up.
            if byte &- 0x20 >= 0x5F || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return true
    }

    private enum Action {
        case keep, delete, space
        case replace(Unicode.Scalar)
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Action {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return value == 0x20 ? .space : .keep }
        switch value {
        case 0x09, 0x0A, 0x0D, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return .space
        case 0x00...0x1F, 0x7F, 0x80...0x9F:
            return .delete
        case 0xAD, 0x200B, 0x2060, 0xFEFF, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x066C:
            return .delete
        case 0x0660...0x0669:
            return .replace(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value - 0x0660)))
        case 0x06F0...0x06F9:
            return .replace(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value - 0x06F0)))
        case 0x066B:
            return .replace(".")
        default:
            return .keep
        }
    }
}
