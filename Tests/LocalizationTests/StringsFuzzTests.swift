import Foundation
import TestSupport
import Testing

@testable import Localization

/// No input may crash, trap or hang the parser: every input ends in a result or an error.
@Suite struct StringsFuzzTests {
    /// Fragments that steer random input towards the grammar's corners.
    private static let fragments: [[UInt8]] =
        [
            "\"", "\\", "=", ";", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "\t", "\"k\" = \"v\";",
            "\\U", "\\u", "D800", "DC00", "00E9", "\\n", "%@", "é", "😀", "\u{FEFF}",
        ].map { Array($0.utf8) } + [
            [0xFF, 0xFE], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF], [0x00], [0xC3], [0xED, 0xA0, 0x80],
        ]

    private func check(_ bytes: [UInt8]) {
        let document = StringsDocument.parse(bytes, file: "fuzz")
        for error in document.errors {
            #expect(error.line >= 1)
            #expect((error.column ?? 1) >= 1)
        }
        if let last = document.errors.last, last.kind != .duplicateKey {
            #expect(document.errors.dropLast().allSatisfy { $0.kind == .duplicateKey })
        }
    }

    @Test func survivesTenThousandSeededRandomInputs() {
        var random = SeededGenerator(seed: 0x4C_45_43_54_4F_52)
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...4096, using: &random)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length + 8)
            while bytes.count < length {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += Self.fragments.randomElement(using: &random) ?? []
                }
            }
            check(bytes)
        }
    }

    @Test func survivesMutationsOfTheShippedTables() throws {
        var random = SeededGenerator(seed: 0x4D_55_54)
        for path in [
            "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
            "en.lproj/Pronunciations.strings",
        ] {
            let original = try PackagePaths.bytes(path)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(contentsOf: Self.fragments.randomElement(using: &random) ?? [], at: index)
                    }
                }
                check(bytes)
            }
        }
    }

    @Test(arguments: [
        ("empty", ""), ("lone quote", "\""), ("\\U at end", "\"a\" = \"\\U"),
        ("\\UD800", "\"a\" = \"\\UD800\";"), ("lone comment start", "/*"), ("lone slash", "/"),
        ("lone backslash", "\\"),
    ])
    func survivesEdgeCase(name: String, text: String) {
        check(Array(text.utf8))
    }

    @Test func handlesALoneByteOrderMark() {
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF], [0xFF], [0xFE, 0xFF, 0x00]] {
            check(bom)
        }
    }

    @Test func parsesAOneMebibyteValue() throws {
        let value = String(repeating: "abcdéfgh", count: 128 * 1024)
        let document = StringsDocument.parse(text: "\"big\" = \"\(value)\";", file: "big")
        #expect(document.errors.isEmpty)
        #expect(document.entries.first?.value.unicodeScalars.count == value.unicodeScalars.count)
    }

    @Test func parsesOneHundredThousandComments() throws {
        let text = String(repeating: "/* c */ // d\n", count: 100_000) + "\"a\" = \"b\";"
        let document = StringsDocument.parse(text: text, file: "many")
        #expect(document.errors.isEmpty)
        #expect(document.entries.first?.line == 100_001)
    }
}
