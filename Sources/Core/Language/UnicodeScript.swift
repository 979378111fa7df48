/// The Unicode Script of letters (UAX #24), for `speech.wrong-script` (audit.md §2.4) and for the voice that speaks
/// a run of text in another script (``ScriptLanguage``): a compact table of the letter ranges of the scripts in use
/// today, searched by halves. Letters outside the table count as `Unknown`; Common and Inherited letters (the
/// Katakana prolonged sound mark, the modifier letters of phonetics) never count.
public enum UnicodeScript {
    /// The script name of a scalar (as UAX #24 spells it), `Common` for what no letter range holds.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.start {
                high = middle - 1
            } else if value > range.end {
                low = middle + 1
            } else {
                return range.script
            }
        }
        return isLetter(scalar) ? "Unknown" : "Common"
    }

    /// A letter (general category L*).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    /// Whether a script name counts for the rule (neither Common nor Inherited).
    public static func isSpecific(_ script: String) -> Bool { script != "Common" && script != "Inherited" }

    private struct Range {
        var start: UInt32
        var end: UInt32
        var script: String
    }

    private static func r(_ start: UInt32, _ end: UInt32, _ script: String) -> Range {
        Range(start: start, end: end, script: script)
    }

    /// Sorted, disjoint ranges.
    private static let ranges: [Range] = [
        r(0x0041, 0x005A, "Latin"), r(0x0061, 0x007A, "Latin"), r(0x00AA, 0x00AA, "Latin"), r(0x00BA, 0x00BA, "Latin"),
        r(0x00C0, 0x00D6, "Latin"), r(0x00D8, 0x00F6, "Latin"), r(0x00F8, 0x02B8, "Latin"), r(0x02B9, 0x02DF, "Common"),
        r(0x02E0, 0x02E4, "Latin"), r(0x02E5, 0x02FF, "Common"), r(0x0300, 0x036F, "Inherited"),
        r(0x0370, 0x0373, "Greek"), r(0x0374, 0x0374, "Common"), r(0x0375, 0x03E1, "Greek"),
        r(0x03E2, 0x03EF, "Coptic"),
        r(0x03F0, 0x03FF, "Greek"), r(0x0400, 0x052F, "Cyrillic"), r(0x0531, 0x058F, "Armenian"),
        r(0x0591, 0x05FF, "Hebrew"), r(0x0600, 0x060B, "Arabic"), r(0x060C, 0x060C, "Common"),
        r(0x060D, 0x061A, "Arabic"),
        r(0x061B, 0x061B, "Common"), r(0x061C, 0x061E, "Arabic"), r(0x061F, 0x061F, "Common"),
        r(0x0620, 0x063F, "Arabic"),
        r(0x0640, 0x0640, "Common"), r(0x0641, 0x064A, "Arabic"), r(0x064B, 0x0655, "Inherited"),
        r(0x0656, 0x066F, "Arabic"),
        r(0x0670, 0x0670, "Inherited"), r(0x0671, 0x06DC, "Arabic"), r(0x06DD, 0x06DD, "Common"),
        r(0x06DE, 0x06FF, "Arabic"),
        r(0x0700, 0x074F, "Syriac"), r(0x0750, 0x077F, "Arabic"), r(0x0780, 0x07BF, "Thaana"), r(0x07C0, 0x07FF, "Nko"),
        r(0x0800, 0x083F, "Samaritan"), r(0x0840, 0x085F, "Mandaic"), r(0x0860, 0x086F, "Syriac"),
        r(0x0870, 0x08FF, "Arabic"),
        r(0x0900, 0x0950, "Devanagari"), r(0x0951, 0x0954, "Inherited"), r(0x0955, 0x0963, "Devanagari"),
        r(0x0964, 0x0965, "Common"), r(0x0966, 0x097F, "Devanagari"), r(0x0980, 0x09FF, "Bengali"),
        r(0x0A00, 0x0A7F, "Gurmukhi"), r(0x0A80, 0x0AFF, "Gujarati"), r(0x0B00, 0x0B7F, "Oriya"),
        r(0x0B80, 0x0BFF, "Tamil"),
        r(0x0C00, 0x0C7F, "Telugu"), r(0x0C80, 0x0CFF, "Kannada"), r(0x0D00, 0x0D7F, "Malayalam"),
        r(0x0D80, 0x0DFF, "Sinhala"), r(0x0E00, 0x0E3E, "Thai"), r(0x0E3F, 0x0E3F, "Common"), r(0x0E40, 0x0E7F, "Thai"),
        r(0x0E80, 0x0EFF, "Lao"), r(0x0F00, 0x0FFF, "Tibetan"), r(0x1000, 0x109F, "Myanmar"),
        r(0x10A0, 0x10FA, "Georgian"),
        r(0x10FB, 0x10FB, "Common"), r(0x10FC, 0x10FF, "Georgian"), r(0x1100, 0x11FF, "Hangul"),
        r(0x1200, 0x139F, "Ethiopic"), r(0x13A0, 0x13FF, "Cherokee"), r(0x1400, 0x167F, "Canadian_Aboriginal"),
        r(0x1680, 0x169F, "Ogham"), r(0x16A0, 0x16EA, "Runic"), r(0x1700, 0x171F, "Tagalog"),
        r(0x1780, 0x17FF, "Khmer"),
        r(0x1800, 0x18AF, "Mongolian"), r(0x18B0, 0x18FF, "Canadian_Aboriginal"), r(0x1900, 0x194F, "Limbu"),
        r(0x1950, 0x197F, "Tai_Le"), r(0x1980, 0x19DF, "New_Tai_Lue"), r(0x19E0, 0x19FF, "Khmer"),
        r(0x1A00, 0x1A1F, "Buginese"), r(0x1A20, 0x1AAF, "Tai_Tham"), r(0x1B00, 0x1B7F, "Balinese"),
        r(0x1B80, 0x1BBF, "Sundanese"), r(0x1BC0, 0x1BFF, "Batak"), r(0x1C00, 0x1C4F, "Lepcha"),
        r(0x1C50, 0x1C7F, "Ol_Chiki"), r(0x1C80, 0x1C8F, "Cyrillic"), r(0x1C90, 0x1CBF, "Georgian"),
        r(0x1D00, 0x1D25, "Latin"), r(0x1D26, 0x1D2A, "Greek"), r(0x1D2B, 0x1D2B, "Cyrillic"),
        r(0x1D2C, 0x1D5C, "Latin"),
        r(0x1D5D, 0x1D61, "Greek"), r(0x1D62, 0x1D65, "Latin"), r(0x1D66, 0x1D6A, "Greek"), r(0x1D6B, 0x1D77, "Latin"),
        r(0x1D78, 0x1D78, "Cyrillic"), r(0x1D79, 0x1DBE, "Latin"), r(0x1DBF, 0x1DBF, "Greek"),
        r(0x1DC0, 0x1DFF, "Inherited"),
        r(0x1E00, 0x1EFF, "Latin"), r(0x1F00, 0x1FFE, "Greek"), r(0x2071, 0x2071, "Latin"), r(0x207F, 0x207F, "Latin"),
        r(0x2090, 0x209C, "Latin"), r(0x2126, 0x2126, "Greek"), r(0x212A, 0x212B, "Latin"), r(0x2132, 0x2132, "Latin"),
        r(0x214E, 0x214E, "Latin"), r(0x2160, 0x2188, "Latin"), r(0x2C00, 0x2C5F, "Glagolitic"),
        r(0x2C60, 0x2C7F, "Latin"),
        r(0x2C80, 0x2CFF, "Coptic"), r(0x2D00, 0x2D2F, "Georgian"), r(0x2D30, 0x2D7F, "Tifinagh"),
        r(0x2D80, 0x2DDF, "Ethiopic"), r(0x2DE0, 0x2DFF, "Cyrillic"), r(0x2E80, 0x2FDF, "Han"),
        r(0x3005, 0x3005, "Han"),
        r(0x3006, 0x3006, "Common"), r(0x3007, 0x3007, "Han"), r(0x3021, 0x3029, "Han"), r(0x3031, 0x3035, "Common"),
        r(0x3038, 0x303B, "Han"), r(0x303C, 0x303C, "Common"), r(0x3041, 0x3096, "Hiragana"),
        r(0x3099, 0x309A, "Inherited"), r(0x309D, 0x309F, "Hiragana"), r(0x30A1, 0x30FA, "Katakana"),
        r(0x30FB, 0x30FC, "Common"), r(0x30FD, 0x30FF, "Katakana"), r(0x3105, 0x312F, "Bopomofo"),
        r(0x3131, 0x318E, "Hangul"),
        r(0x31A0, 0x31BF, "Bopomofo"), r(0x31F0, 0x31FF, "Katakana"), r(0x32D0, 0x32FE, "Katakana"),
        r(0x3300, 0x3357, "Katakana"), r(0x3400, 0x4DBF, "Han"), r(0x4E00, 0x9FFF, "Han"), r(0xA000, 0xA4CF, "Yi"),
        r(0xA4D0, 0xA4FF, "Lisu"), r(0xA500, 0xA62B, "Vai"), r(0xA640, 0xA69F, "Cyrillic"), r(0xA6A0, 0xA6FF, "Bamum"),
        r(0xA722, 0xA787, "Latin"), r(0xA78B, 0xA7FF, "Latin"), r(0xA800, 0xA82F, "Syloti_Nagri"),
        r(0xA840, 0xA87F, "Phags_Pa"), r(0xA880, 0xA8DF, "Saurashtra"), r(0xA8E0, 0xA8FF, "Devanagari"),
        r(0xA900, 0xA92F, "Kayah_Li"), r(0xA930, 0xA95F, "Rejang"), r(0xA960, 0xA97F, "Hangul"),
        r(0xA980, 0xA9DF, "Javanese"), r(0xA9E0, 0xA9FF, "Myanmar"), r(0xAA00, 0xAA5F, "Cham"),
        r(0xAA60, 0xAA7F, "Myanmar"), r(0xAA80, 0xAADF, "Tai_Viet"), r(0xAB01, 0xAB2F, "Ethiopic"),
        r(0xAB30, 0xAB5A, "Latin"), r(0xAB5C, 0xAB64, "Latin"), r(0xAB65, 0xAB65, "Greek"),
        r(0xAB70, 0xABBF, "Cherokee"),
        r(0xABC0, 0xABFF, "Meetei_Mayek"), r(0xAC00, 0xD7FF, "Hangul"), r(0xF900, 0xFAFF, "Han"),
        r(0xFB00, 0xFB06, "Latin"), r(0xFB13, 0xFB17, "Armenian"), r(0xFB1D, 0xFB4F, "Hebrew"),
        r(0xFB50, 0xFDFF, "Arabic"),
        r(0xFE70, 0xFEFC, "Arabic"), r(0xFF21, 0xFF3A, "Latin"), r(0xFF41, 0xFF5A, "Latin"),
        r(0xFF66, 0xFF6F, "Katakana"),
        r(0xFF70, 0xFF70, "Common"), r(0xFF71, 0xFF9D, "Katakana"), r(0xFF9E, 0xFF9F, "Common"),
        r(0xFFA0, 0xFFDC, "Hangul"),
        r(0x1B000, 0x1B000, "Katakana"), r(0x1B001, 0x1B11F, "Hiragana"), r(0x1D400, 0x1D7FF, "Common"),
        r(0x20000, 0x323AF, "Han"),
    ]
}
