import Core

/// Character classes of audit.md §1.3, shared by the normalizer, the word splitter and the checks.
public enum TextCharacters {
    /// Whitespace: Unicode White_Space plus U+200B, U+200C, U+200D, U+2060 and U+FEFF.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without a property lookup: tab to carriage return, and the space.
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return switch scalar.value {
        case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF: true
        default: scalar.properties.isWhitespace
        }
    }

    /// A letter (L*).
    public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// A number (N*).
    public static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x30...0x39).contains(scalar.value) }
        return switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }

    /// A mark (M*).
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return false }
        return switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Punctuation (P*).
    public static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without a property lookup: the P* characters are !"#%&'()*,-./:;?@[\]_{} (the
        // others, such as $+<=>^`|~, are symbols).
        if scalar.value < 0x80 {
            return switch scalar.value {
            case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D: true
            default: false
            }
        }
        return isPunctuationByCategory(scalar)
    }

    /// ``isPunctuation(_:)`` by the general category alone: the general path its ASCII table must agree with.
    static func isPunctuationByCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }

    /// A word character without context: a letter, mark or number.
    public static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isNumber(scalar) || isMark(scalar)
    }

    /// Whether text has text: at least one letter or number.
    public static func hasText(_ text: String) -> Bool {
        text.unicodeScalars.contains { isLetter($0) || isNumber($0) }
    }

    /// Whether text is blank: empty after trimming whitespace.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isWhitespace)
    }

    /// The text without whitespace at both ends.
    public static func trim(_ text: String) -> String {
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !isWhitespace(first), !isWhitespace(last)
        {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(scalars: scalars[first...last])
    }

    /// Han, Hiragana, Katakana or Hangul: scripts whose single letter is a word (`label.symbol-only`).
    public static func isIdeographicOrSyllabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
            true  // Han
        case 0x3041...0x309F, 0x1B001...0x1B11F: true  // Hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: true  // Katakana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true  // Hangul
        default: false
        }
    }
}
