import Foundation
import Localization
import Readers
import Testing

@Suite struct PluralDictionaryReaderTests {
    /// A plist around a `<dict>` body of top-level members.
    static func xml(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    /// One entry `k` with format `format` and a variable `n` with these members.
    static func entry(
        format: String = "%#@n@", type: String = "ld", spec: String = "NSStringPluralRuleType", _ variants: String
    ) -> [UInt8] {
        xml(
            """
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>\(spec)</string>
            <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
            \(variants)
            </dict>
            </dict>
            """)
    }

    static func codes(_ document: StringsDocument) -> [String] {
        document.diagnostics.map(\.code)
    }

    // MARK: - XML

    @Test func readsTheFixtureIntoFormatAndVariantEntries() throws {
        let url = try ReaderFixtures.url("PluralDictionaries/en.stringsdict")
        let document = try PluralDictionaryReader.read(url, file: "en.lproj/Localizable.stringsdict")
        #expect(document.format == .pluralDictionary)
        #expect(document.diagnostics.isEmpty)
        #expect(document.errors.isEmpty)
        #expect(
            document.entries.map(\.key) == [
                "photos.count", "photos.count.photos.0", "photos.count.photos.one", "photos.count.photos.other",
                "days.left", "days.left.days.one", "days.left.days.other",
            ])
        #expect(
            document.entries.map(\.value) == [
                "%1$ld in „%2$@“", "No photos", "One photo", "%ld photos",
                "%1$lu left", "%1$lu day & night", "%1$lu days & nights",
            ])
        #expect(document.entries.allSatisfy { $0.comment == nil })
    }

    @Test func keepsTheLineAndColumnOfEachString() throws {
        let document = try PluralDictionaryReader.read(
            try ReaderFixtures.url("PluralDictionaries/en.stringsdict"), file: "en.stringsdict")
        let places = document.entries.map { "\($0.line):\($0.column)" }
        // Tabs count as one column; each value's <string> starts after its indentation.
        #expect(places == ["8:3", "16:4", "18:4", "20:4", "26:3", "34:4", "36:4"])
    }

    @Test func numericVariantsAreNoCategories() throws {
        let document = PluralDictionaryReader.parse(
            Self.entry("<key>0</key><string>none</string><key>other</key><string>%ld</string>"), file: "f")
        #expect(document.entries.map(\.key) == ["k", "k.n.0", "k.n.other"])
        var diagnostics: [TableDiagnostic] = []
        let model = PluralDictionaryReader.dictionary(
            Self.entry("<key>0</key><string>none</string><key>zwei</key><string>x</string>"), diagnostics: &diagnostics)
        let variable = try #require(model.entries.first?.variables.first)
        #expect(variable.variants.map(\.isNumeric) == [true])
        #expect(variable.unknownKeys.map(\.text) == ["zwei"])
    }

    @Test func refusesEntityDeclarations() {
        let bytes = Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <plist><dict><key>k</key><string>&x;</string></dict></plist>
            """.utf8)
        let document = PluralDictionaryReader.parse(bytes, file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.entityDeclared])
        #expect(document.diagnostics.first?.rule == "strings.syntax")
        #expect(document.diagnostics.first?.line == 2)
        #expect(document.entries.isEmpty)
    }

    @Test(arguments: [
        ("not a plist at all", PluralDictionaryCode.notPlist),
        ("<plist><dict><key>k</key></dict></plist>", PluralDictionaryCode.notPlist),
        ("<plist><dict><key>k</key><dict></plist>", PluralDictionaryCode.notPlist),
        ("<html><body/></html>", PluralDictionaryCode.notPlist),
        ("<plist><array><string>x</string></array></plist>", PluralDictionaryCode.rootNotDictionary),
        ("<plist><dict><key>k</key><string>x</string></dict></plist>", PluralDictionaryCode.entryNotDictionary),
    ])
    func structuralProblemsAreSyntaxDiagnostics(text: String, code: String) {
        let document = PluralDictionaryReader.parse(Array(text.utf8), file: "f")
        #expect(Self.codes(document) == [code])
        #expect(document.diagnostics.allSatisfy { $0.rule == "strings.syntax" })
    }

    @Test func anEntryThatIsNoDictionaryKeepsItsKeyAndPosition() throws {
        let document = PluralDictionaryReader.parse(Self.xml("<key>plain</key>\n<string>x</string>"), file: "f")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.key == "plain")
        #expect(diagnostic.line == 5)
        #expect(diagnostic.column == 1)
    }

    // MARK: - Format diagnostics

    @Test func aMissingFormatKey() {
        let document = PluralDictionaryReader.parse(
            Self.xml(
                """
                <key>k</key><dict><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>
                """), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.formatKeyMissing, PluralDictionaryCode.variableUnused])
        #expect(document.entries.map(\.key) == ["k.n.other"])
        #expect(document.diagnostics.allSatisfy { $0.rule == "strings.plural-format" && $0.key == "k" })
    }

    @Test func anUndefinedAndAnUnusedVariable() {
        let document = PluralDictionaryReader.parse(
            Self.entry(format: "%#@m@", "<key>other</key><string>%ld</string>"), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.variableUndefined, PluralDictionaryCode.variableUnused])
        #expect(document.diagnostics.map(\.details) == [["m"], ["n"]])
        // An unknown variable stays as written.
        #expect(document.entries.first?.value == "%#@m@")
    }

    @Test func aVariableUsedOnlyInsideAnotherVariantCountsAsUsed() {
        let document = PluralDictionaryReader.parse(
            Self.xml(
                """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
                <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d and %#@b@</string></dict>
                <key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>
                """), file: "f")
        #expect(Self.codes(document).isEmpty)
        #expect(document.entries.first(where: { $0.key == "k.a.other" })?.value == "%d and %d")
    }

    @Test func aWrongSpecType() {
        let document = PluralDictionaryReader.parse(
            Self.entry(spec: "NSStringDeviceSpecificRuleType", "<key>other</key><string>%ld</string>"), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.specTypeInvalid])
        #expect(document.diagnostics.first?.details == ["n", "NSStringDeviceSpecificRuleType"])
    }

    @Test(arguments: ["%ld", "1$ld", "q", "ld ld", "#@x@", ""])
    func anInvalidValueType(type: String) {
        let document = PluralDictionaryReader.parse(
            Self.entry(type: type, "<key>other</key><string>x</string>"), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.valueTypeInvalid])
    }

    @Test(arguments: ["d", "ld", "lu", "@", "f", ".1f", "lld", "zd"])
    func aValidValueType(type: String) {
        let document = PluralDictionaryReader.parse(
            Self.entry(type: type, "<key>other</key><string>x</string>"), file: "f")
        #expect(Self.codes(document).isEmpty)
        #expect(document.entries.first?.value == "%" + type)
    }

    @Test func aMissingValueTypeAndNoVariants() {
        let document = PluralDictionaryReader.parse(
            Self.xml(
                """
                <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict></dict>
                """), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.valueTypeMissing, PluralDictionaryCode.noVariants])
    }

    @Test func aVariantWhosePlaceholderTakesAnotherType() throws {
        let document = PluralDictionaryReader.parse(
            Self.entry("<key>one</key><string>%@ photo</string><key>other</key><string>%ld photos</string>"), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.variantTypeMismatch])
        #expect(document.diagnostics.first?.details == ["n", "one", "%@", "ld"])
    }

    @Test func aNumberedVariantIsComparedAtTheVariablesPosition() {
        let document = PluralDictionaryReader.parse(
            Self.entry(format: "%1$@ has %2$#@n@", "<key>other</key><string>%1$@ has %2$ld</string>"), file: "f")
        #expect(Self.codes(document).isEmpty)
        let wrong = PluralDictionaryReader.parse(
            Self.entry(format: "%1$@ has %2$#@n@", "<key>other</key><string>%2$@ photos</string>"), file: "f")
        #expect(Self.codes(wrong) == [PluralDictionaryCode.variantTypeMismatch])
    }

    @Test func aValueThatIsNoString() {
        let document = PluralDictionaryReader.parse(Self.entry("<key>other</key><integer>3</integer>"), file: "f")
        #expect(Self.codes(document) == [PluralDictionaryCode.notString, PluralDictionaryCode.noVariants])
        #expect(document.diagnostics.first?.details == ["n.other"])
    }

    // MARK: - Binary

    static let binarySample = BinaryPlistWriter.Value.dictionary([
        (
            "photos.count",
            .dictionary([
                ("NSStringLocalizedFormatKey", .string("%#@n@")),
                (
                    "n",
                    .dictionary([
                        ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
                        ("NSStringFormatValueTypeKey", .string("ld")),
                        ("one", .string("Ein Foto")),
                        ("other", .string("%ld Fotos – schön")),
                    ])
                ),
            ])
        )
    ])

    @Test func readsABinaryPlist() {
        let document = PluralDictionaryReader.parse(BinaryPlistWriter.bytes(Self.binarySample), file: "f")
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.map(\.key) == ["photos.count", "photos.count.n.one", "photos.count.n.other"])
        #expect(document.entries.map(\.value) == ["%ld", "Ein Foto", "%ld Fotos – schön"])
        #expect(document.entries.allSatisfy { $0.line == 0 })
    }

    @Test func readsWhatPythonsPlistlibWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-plural-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("ru.stringsdict")
        let script = """
            import plistlib, sys
            d = {"files": {"NSStringLocalizedFormatKey": "%#@n@ — %#@m@", "n": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
            "NSStringFormatValueTypeKey": "lu", "one": "%lu файл", "few": "%lu файла", "many": "%lu файлов", "other": "%lu файла"},
            "m": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "%d"}}}
            open(sys.argv[1], "wb").write(plistlib.dumps(d, fmt=plistlib.FMT_BINARY, sort_keys=False))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let document = try PluralDictionaryReader.read(output, file: "ru.stringsdict")
        #expect(document.diagnostics.isEmpty)
        #expect(
            document.entries.map(\.key) == [
                "files", "files.n.one", "files.n.few", "files.n.many", "files.n.other", "files.m.other",
            ])
        #expect(document.entries.first?.value == "%lu — %d")
        #expect(document.entries[2].value == "%lu файла")
    }

    @Test func aTruncatedBinaryPlistIsDamaged() {
        var bytes = BinaryPlistWriter.bytes(Self.binarySample)
        for cut in [1, 10, 33, bytes.count - 9] {
            let document = PluralDictionaryReader.parse(Array(bytes.prefix(bytes.count - cut)), file: "f")
            #expect(Self.codes(document) == [PluralDictionaryCode.binaryDamaged], "cut \(cut)")
        }
        // Every offset of the table pointing past the objects.
        bytes[bytes.count - 32 - 1] = 0xFF
        #expect(Self.codes(PluralDictionaryReader.parse(bytes, file: "f")) == [PluralDictionaryCode.binaryDamaged])
    }

    @Test func aBinaryPlistThatRefersToItselfIsDamaged() {
        // Object 0 is an array whose one item is object 0.
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00] + [0x08]
        bytes +=
            [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) + [
                0, 0, 0, 0, 0, 0, 0, 10,
            ]
        #expect(Self.codes(PluralDictionaryReader.parse(bytes, file: "f")) == [PluralDictionaryCode.binaryDamaged])
    }

    @Test func aDeepBinaryPlistIsDamaged() {
        var value = BinaryPlistWriter.Value.string("x")
        for _ in 0..<100 { value = .array([value]) }
        #expect(
            Self.codes(PluralDictionaryReader.parse(BinaryPlistWriter.bytes(value), file: "f")) == [
                PluralDictionaryCode.binaryDamaged
            ])
    }

    @Test func everyByteFlipOfABinaryPlistReadsWithoutCrashing() {
        let bytes = BinaryPlistWriter.bytes(Self.binarySample)
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = PluralDictionaryReader.parse(damaged, file: "f")
            }
        }
    }

    @Test func anUnreadableFileThrows() {
        #expect(throws: LocalizationError.self) {
            try PluralDictionaryReader.read(URL(fileURLWithPath: "/nonexistent/x.stringsdict"), file: "x")
        }
    }
}
