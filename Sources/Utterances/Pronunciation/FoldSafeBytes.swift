/// Whether Foundation's case-insensitive search of an ASCII pattern (`String.range(of:options: .caseInsensitive)`)
/// can find in a text only what a search of the pattern's bytes finds, compared lowercased.
///
/// A match of such a pattern takes in no scalar from U+0080 up except the few whose case folding or canonical
/// decomposition is ASCII (or holds ASCII letters Foundation matches on their own): U+00DF ß, U+017F ſ, U+037E,
/// U+1E9E ẞ, U+1FEF, U+212A (Kelvin sign) and U+FB00–U+FB06 (the Latin ligatures). Every other scalar from U+0080
/// up was asked of Foundation, alone and between other characters, with every ASCII part of its case mappings,
/// decompositions and folding, and none of them matched. A text without those scalars is *fold-safe*: its
/// matches are byte matches, and a byte match with an ASCII byte (or the text's end) on both sides is a match
/// (a byte match beside a byte from 0x80 up may sit in a longer character and is left to Foundation).
enum FoldSafeBytes {
    /// True when `bytes` (valid UTF-8) hold none of the scalars listed above.
    static func isFoldSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0xC3 {
                index += 1
                continue
            }
            if !isSafeScalar(at: index, in: bytes) { return false }
            index += 1
        }
        return true
    }

    /// False when the scalar that starts with the lead byte at `index` is one of the listed scalars.
    @inline(__always)
    static func isSafeScalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        switch bytes[index] {
        case 0xC3: return at(1) != 0x9F  // U+00DF
        case 0xC5: return at(1) != 0xBF  // U+017F
        case 0xCD: return at(1) != 0xBE  // U+037E
        case 0xE1: return !(at(1) == 0xBA && at(2) == 0x9E) && !(at(1) == 0xBF && at(2) == 0xAF)  // U+1E9E, U+1FEF
        case 0xE2: return !(at(1) == 0x84 && at(2) == 0xAA)  // U+212A
        case 0xEF: return !(at(1) == 0xAC && (0x80...0x86).contains(at(2)))  // U+FB00–U+FB06
        default: return true
        }
    }
}
