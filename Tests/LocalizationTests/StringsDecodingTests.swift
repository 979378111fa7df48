import TestSupport
import Testing

@testable import Localization

/// The reader's UTF-8 decoding (``StringsReader/decode(_:file:)``) against Swift's own UTF-8 validation: valid
/// text, NUL bytes, overlong forms, surrogates, values past U+10FFFF, stray continuation bytes and sequences cut
/// short, at every position and at the end.
@Suite struct StringsDecodingTests {
    /// What Swift's decoder says: well-formed UTF-8 and no NUL byte.
    static func expected(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil && !bytes.contains(0)
    }

    /// Whether the reader decodes the bytes as UTF-8 (a file with NUL bytes is UTF-16 or an error).
    static func checked(_ bytes: [UInt8]) -> Bool {
        guard case .success(let decoded) = StringsReader.decode(bytes, file: "f"), decoded.unmarkedUTF16At == nil,
            !bytes.contains(0)
        else { return false }
        return decoded.scalars == Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// Encodings of scalars at the edges of each sequence length and of the surrogate gap.
    static let edgeScalars: [UInt32] = [
        0x01, 0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x3042, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF,
    ]

    static func utf8(_ value: UInt32) -> [UInt8] {
        Array(String(Unicode.Scalar(value).map(Character.init) ?? "?").utf8)
    }

    /// Byte strings Swift rejects, or that hold a NUL.
    static let badSequences: [(name: String, bytes: [UInt8])] = [
        ("NUL", [0x00]),
        ("overlong NUL", [0xC0, 0x80]), ("overlong slash", [0xC0, 0xAF]), ("overlong C1", [0xC1, 0xBF]),
        ("overlong three", [0xE0, 0x80, 0x80]), ("overlong three high", [0xE0, 0x9F, 0xBF]),
        ("overlong four", [0xF0, 0x80, 0x80, 0x80]), ("overlong four high", [0xF0, 0x8F, 0xBF, 0xBF]),
        ("high surrogate", [0xED, 0xA0, 0x80]), ("low surrogate", [0xED, 0xBF, 0xBF]),
        ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]), ("lead F5", [0xF5, 0x80, 0x80, 0x80]), ("lead FF", [0xFF]),
        ("stray continuation", [0x80]), ("stray continuation BF", [0xBF]),
        ("two-byte cut", [0xC3]), ("three-byte cut", [0xE2, 0x82]), ("four-byte cut", [0xF0, 0x9F, 0x98]),
        ("continuation missing", [0xE2, 0x41, 0x82]),
    ]

    @Test func validTextIsAcceptedAndANulIsNot() {
        var generator = SeededGenerator(seed: 0x5554_4638_5641)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: bytes += Self.utf8(Self.edgeScalars.randomElement(using: &generator) ?? 0x41)
                case 1: bytes += Self.utf8(UInt32.random(in: 0x80...0x10FFFF, using: &generator))
                case 2 where Int.random(in: 0..<8, using: &generator) == 0: bytes.append(0)
                default: bytes.append(UInt8.random(in: 0x01...0x7F, using: &generator))
                }
            }
            #expect(Self.checked(bytes) == Self.expected(bytes), "\(bytes)")
        }
    }

    @Test(arguments: badSequences.map(\.name))
    func aBadSequenceIsRejectedAtEveryPosition(_ name: String) throws {
        let bad = try #require(Self.badSequences.first { $0.name == name }?.bytes)
        // Plain ASCII and mixed text around it, the bad bytes at every offset across three words and at the end.
        let backgrounds: [[UInt8]] = [
            Array("abcdefghijklmnopqrstuvwxyz0123".utf8),
            Array("é写真 ok 😀 كلمة plain text".utf8),
        ]
        for background in backgrounds {
            for offset in 0...background.count {
                // Only at a scalar's start, so the rest of the text stays valid.
                guard offset == background.count || background[offset] & 0xC0 != 0x80 else { continue }
                let bytes = Array(background[..<offset]) + bad + background[offset...]
                #expect(!Self.expected(bytes))
                #expect(!Self.checked(bytes), "\(name) at \(offset)")
                let cut = Array(background[..<offset]) + bad
                #expect(!Self.checked(cut), "\(name) ending the text at \(offset)")
            }
        }
    }

    @Test func aSequenceCutShortIsRejectedAtTheEndOfEveryLength() {
        for value in Self.edgeScalars where value >= 0x80 {
            let whole = Self.utf8(value)
            for kept in 1..<whole.count {
                for length in 0..<24 {
                    let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + whole[..<kept]
                    #expect(!Self.checked(bytes), "\(whole) cut to \(kept) after \(length) bytes")
                    let complete = Array(repeating: UInt8(ascii: "a"), count: length) + whole
                    #expect(Self.checked(complete), "\(whole) after \(length) bytes")
                }
            }
        }
    }

    @Test func randomBytesGetSwiftsAnswer() {
        var generator = SeededGenerator(seed: 0x0055_5446_3852)
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                switch Int.random(in: 0..<8, using: &generator) {
                case 0, 1: bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))
                case 2 where Bool.random(using: &generator): bytes.append(0)
                case 3: bytes += Self.utf8(Self.edgeScalars.randomElement(using: &generator) ?? 0x41)
                default: bytes.append(UInt8.random(in: 0x01...0x7F, using: &generator))
                }
            }
            #expect(Self.checked(bytes) == Self.expected(bytes), "\(bytes)")
        }
    }
}
