import Foundation
import TestSupport
import Testing

@testable import Localization

/// The recovering parse of the audit keeps the parser's promise: any input ends in entries and
/// positioned errors, in file order, with every index in range.
@Suite struct StringsRecoveringFuzzTests {
    private static let fragments: [[UInt8]] =
        [
            "\"", "\\", "=", ";", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "\t", "\"k\" = \"v\";", "\"k\" = \"v\"\n",
            "\\U", "\\u", "D800", "DC00", "FFFD", "0007", "\\n", "%@", "é", "😀", "\u{FEFF}", "key = ",
        ].map { Array($0.utf8) } + [[0x00], [0xC3], [0x7F], [0xC2, 0x85]]

    private func check(_ bytes: [UInt8]) {
        let document = StringsDocument.parse(bytes, file: "fuzz", recovering: true)
        var previous = (line: 0, column: 0)
        for error in document.errors {
            #expect(error.line >= 1 && (error.column ?? 1) >= 1)
            if error.kind != .encoding {
                #expect((error.line, error.column ?? 1) >= previous || error.kind == .duplicateKey)
                if error.kind == .syntax { previous = (error.line, error.column ?? 1) }
            }
        }
        #expect(document.damaged.allSatisfy { $0 >= 0 && $0 < document.entries.count })
        #expect(document.suspectCharacters.allSatisfy { $0.entry >= 0 && $0.entry < document.entries.count })
        #expect(document.suspectCharacters.allSatisfy { SuspectCharacter.isSuspect($0.scalar) })
    }

    @Test func survivesTenThousandSeededRandomInputs() {
        var random = SeededGenerator(seed: 0x52_45_43_4F_56)
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...4096, using: &random)
            var bytes: [UInt8] = []
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
        var random = SeededGenerator(seed: 0x4D_55_54_52)
        for path in ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"] {
            let original = try PackagePaths.bytes(path)
            for _ in 0..<100 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...12, using: &random) where !bytes.isEmpty {
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

    @Test(arguments: ["", "\"", "\"a\" = \"\\U", "\"a\"", "\"a\" =", "\"a\" = \"b\"", "/*", "x\ny\nz", "\"\" = \"\";"])
    func survivesEdgeCase(text: String) {
        check(Array(text.utf8))
    }

    @Test func aHundredThousandBrokenLinesAreEachReported() {
        let text = String(repeating: "oops\n\"k\" = \"v\"\n", count: 50_000)
        let document = StringsDocument.parse(text: text, file: "many", recovering: true)
        #expect(document.entries.count == 50_000)
        #expect(document.damaged.count == 50_000)
        #expect(document.errors.count { $0.kind == .syntax } == 100_000)
        #expect(document.errors.count { $0.kind == .duplicateKey } == 49_999)
    }
}
