import Foundation
import TestSupport
import Testing

@testable import Localization

/// The Apple dialect against two reference readers (Tests/TestSupport/StringsOracle.swift): Apple's
/// own CoreFoundation reader (swift-corelibs-foundation, in process) and GNUstep's (`pl`, run for
/// real). Where the two disagree, the app runs CoreFoundation's, so that one is the reference.
@Suite(.serialized) struct AppleStringsDifferentialTests {
    /// What both references must say about a case.
    enum Expectation: Sendable, CustomStringConvertible {
        /// Both read the same table; so must we.
        case agree
        /// Both reject it; we report an error.
        case rejected
        /// GNUstep reads it otherwise (noted); we read what CoreFoundation reads, table or rejection.
        case coreFoundationOnly(String)
        /// CoreFoundation silently drops the rest of the file; we report an error, and the entries
        /// before it are CoreFoundation's table.
        case appleTruncates

        var description: String {
            switch self {
            case .agree: "agree"
            case .rejected: "rejected"
            case .coreFoundationOnly(let why): "CF only: \(why)"
            case .appleTruncates: "Apple truncates"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expectation: Expectation
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "raw line break", text: "\"a\" = \"line 1\nline 2\";\n", expectation: .agree),
        Case(name: "escaped line break", text: "\"a\" = \"x\\\ny\";", expectation: .agree),
        Case(name: "C escapes", text: #""e" = "\a\b\f\n\r\t\v\"\\\'";"#, expectation: .agree),
        Case(name: "octal in ASCII", text: #""o" = "\101\0101\1234\60x";"#, expectation: .agree),
        Case(
            name: "octal before the closing quote", text: #""o" = "x\60";"#,
            expectation: .coreFoundationOnly("GNUstep drops an octal escape just before the quote")),
        Case(name: "U escapes", text: #""u" = "\U00e9\UD83D\UDE00\U41G\U20AC";"#, expectation: .agree),
        Case(name: "unknown escapes", text: #""x" = "\/\(\q\%\ \)";"#, expectation: .agree),
        Case(name: "unquoted keys and values", text: "key.one = value_1;\npath/to:x$ = -1.5;\n", expectation: .agree),
        Case(
            name: "comments in odd places",
            text: "/*c*/\"a\"/*c*/=/*c*/\"b\"/*c*/;//c\n// x\n\"c\"=// y\n\"d\"\n;/**/", expectation: .agree),
        Case(name: "duplicate keys, last wins", text: "\"a\" = \"1\";\n\"a\" = \"2\";\n", expectation: .agree),
        Case(name: "blank file", text: "  \n\t\n", expectation: .agree),
        Case(name: "table in braces", text: "{ \"a\" = \"b\"; c = d; }\n", expectation: .agree),
        Case(name: "non-ASCII", text: "\"é\" = \"日本語 😀\";", expectation: .agree),
        Case(name: "missing semicolon", text: "\"a\" = \"b\"\n\"c\" = \"d\";", expectation: .rejected),
        Case(name: "missing equals", text: "\"a\" \"b\";", expectation: .rejected),
        Case(name: "unterminated string", text: "\"a\" = \"b;\n", expectation: .rejected),
        Case(name: "missing key", text: "= \"b\";", expectation: .coreFoundationOnly("GNUstep reads an empty key")),
        Case(name: "unterminated braces", text: "{ \"a\" = \"b\";", expectation: .rejected),
        Case(name: "junk after braces", text: "{ \"a\" = \"b\"; } x", expectation: .rejected),
        Case(
            name: "single quotes", text: "'a' = 'b \"q\"';", expectation: .coreFoundationOnly("GNUstep has no ' quotes")
        ),
        Case(
            name: "lower-case u", text: #""u" = "\u00e9";"#,
            expectation: .coreFoundationOnly("GNUstep reads \\u as \\U")),
        Case(
            name: "octal above 127", text: #""o" = "\351\240";"#,
            expectation: .coreFoundationOnly("GNUstep: Latin-1, CF: NeXTSTEP")),
        Case(
            name: "short form", text: "\"k\";\n\"v\" = \"w\";",
            expectation: .coreFoundationOnly("GNUstep's value is empty")),
        Case(
            name: "missing value", text: "\"a\" = ;", expectation: .coreFoundationOnly("GNUstep reads an empty value")),
        Case(name: "plus in unquoted", text: "a+b = c;", expectation: .coreFoundationOnly("GNUstep allows +")),
        Case(name: "stray character", text: "\"a\" = \"b\"; # note\n\"c\" = \"d\";", expectation: .appleTruncates),
        Case(name: "double semicolon", text: "\"a\" = \"b\";;\n\"c\" = \"d\";", expectation: .appleTruncates),
        Case(
            name: "unterminated comment", text: "\"a\" = \"b\";\n/* open\n\"c\" = \"d\";", expectation: .appleTruncates),
    ]

    private func ours(_ bytes: [UInt8]) -> StringsDocument {
        StringsDocument.parse(bytes, file: "t.strings", dialect: .apple)
    }

    private func table(_ document: StringsDocument) -> StringsOracle.Outcome {
        document.errors.contains { $0.kind != .duplicateKey } ? .rejected : .table(document.valuesByKey)
    }

    @Test func gnustepToolIsInstalled() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: StringsOracle.gnustepTool),
            "GNUstep's pl is missing: run scripts/setup (gnustep-base-runtime)")
    }

    @Test(arguments: cases)
    func readsAsTheReferencesDo(_ sample: Case) throws {
        try #require(FileManager.default.isExecutableFile(atPath: StringsOracle.gnustepTool))
        let home = try StringsOracle.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let bytes = Array(sample.text.utf8)
        let document = ours(bytes)
        let coreFoundation = StringsOracle.coreFoundation(bytes)
        let gnustep = try StringsOracle.gnustep(sample.text, home: home)
        switch sample.expectation {
        case .agree:
            #expect(coreFoundation == gnustep, "the references disagree")
            #expect(table(document) == coreFoundation, "\(document.errors)")
            #expect(coreFoundation != .rejected)
        case .rejected:
            #expect(coreFoundation == .rejected)
            #expect(gnustep == .rejected)
            #expect(!document.errors.isEmpty)
        case .coreFoundationOnly:
            #expect(table(document) == coreFoundation, "\(document.errors)")
            #expect(gnustep != coreFoundation, "GNUstep now agrees: make this case .agree")
        case .appleTruncates:
            // GNUstep varies: it rejects a stray character, reads past `;;` (with an empty key) and,
            // like CF, drops an unterminated comment silently.
            #expect(!document.errors.isEmpty)
            #expect(.table(document.valuesByKey) == coreFoundation)
        }
    }

    // MARK: - Generated files

    /// Files built from pieces both references read alike: quoted and unquoted keys, every escape
    /// they agree on, raw line breaks, non-ASCII text, comments between all tokens, repeated keys.
    static func generated(seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        let trivia = [" ", "", "\n", "\t", " /* c */ ", "// note\n", "\n\n", "/* a\nb */"]
        let pieces = [
            "a", "Z", " ", "é", "日本", "😀", "\n", "%@", "%1$ld", "=", ";", "{", "(", "'",
            #"\n"#, #"\t"#, #"\""#, #"\\"#, #"\a"#, #"\b"#, #"\f"#, #"\r"#, #"\v"#, #"\'"#, #"\/"#, #"\("#,
            #"\101"#, #"\060"#, #"\U00e9"#, #"\U20AC"#, #"\UD83D\UDE00"#, #"\U0041"#,
        ]
        let unquoted = Array("abcXYZ019_.$:-")
        func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
        func string() -> String {
            if random.next() % 4 == 0 {
                // A space after it: `/` is an unquoted character, so `key// c` is the key `key//`.
                let length = 1 + Int(random.next() % 6)
                return String((0..<length).map { _ in unquoted[Int(random.next() % UInt64(unquoted.count))] }) + " "
            }
            let count = Int(random.next() % 6)
            return "\"" + (0..<count).map { _ in pick(pieces) }.joined() + "\""
        }
        var keys: [String] = []
        var text = pick(trivia)
        for _ in 0..<(1 + Int(random.next() % 8)) {
            let key = !keys.isEmpty && random.next() % 5 == 0 ? pick(keys) : string()
            keys.append(key)
            text += key + pick(trivia) + "=" + pick(trivia) + string() + pick(trivia) + ";" + pick(trivia)
        }
        return text
    }

    @Test(arguments: 0..<40)
    func generatedFileReadsAsBothReferences(seed: Int) throws {
        try #require(FileManager.default.isExecutableFile(atPath: StringsOracle.gnustepTool))
        let home = try StringsOracle.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let text = Self.generated(seed: UInt64(seed) &* 7919 &+ 17)
        let bytes = Array(text.utf8)
        let coreFoundation = StringsOracle.coreFoundation(bytes)
        #expect(coreFoundation != .rejected, "\(text)")
        #expect(try StringsOracle.gnustep(text, home: home) == coreFoundation, "\(text)")
        #expect(table(ours(bytes)) == coreFoundation, "\(text)")
    }

    // MARK: - Encodings

    static let encodingSample =
        "/* Greeting */\n\"greeting\" = \"Grüß dich 😀\";\n\"raw\" = \"two\nlines\";\nkey = value;\n"

    static let encodedSamples: [(String, [UInt8])] = [
        ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(encodingSample.utf8)),
        ("UTF-16LE with BOM", [0xFF, 0xFE] + utf16(encodingSample, bigEndian: false)),
        ("UTF-16BE with BOM", [0xFE, 0xFF] + utf16(encodingSample, bigEndian: true)),
    ]

    @Test(arguments: encodedSamples)
    func encodedFileReadsAsBothReferences(name: String, bytes: [UInt8]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: StringsOracle.gnustepFileTool))
        let home = try StringsOracle.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("Localizable.strings")
        try Data(bytes).write(to: file)
        let document = ours(bytes)
        #expect(table(document) == StringsOracle.coreFoundation(Array(Self.encodingSample.utf8)))
        #expect(table(document) == StringsOracle.coreFoundation(bytes))
        #expect(try StringsOracle.gnustepEntryCount(of: file, home: home) == document.entries.count)
    }

    /// Neither reference's data reader detects UTF-16 without a BOM; Apple's dialect does, from
    /// where the NUL bytes are, and reads what the references read with the BOM.
    @Test(arguments: [false, true])
    func unmarkedUTF16ReadsAsWithItsBOM(bigEndian: Bool) {
        let plain = Self.utf16(Self.encodingSample, bigEndian: bigEndian)
        let marked: [UInt8] = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + plain
        #expect(table(ours(plain)) == StringsOracle.coreFoundation(marked))
        #expect(StringsOracle.coreFoundation(marked) != .rejected)
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit -> [UInt8] in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return bigEndian ? [high, low] : [low, high]
        }
    }
}
