import Audit
import Foundation
import Localization
import Testing

@Suite struct StringsEncodingTests {
    @Test func reportsReplacementAndControlCharactersWhereTheyAre() throws {
        let text = "\"title\" = \"Caf\\UFFFD\";\n\"bell\" = \"Ding\\U0007\";\n\"ok\" = \"Café\";"
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": text]], rules: [StringsEncoding()])
        #expect(StringsTables.places(findings) == ["title@1", "bell@2"])
        #expect(findings.compactMap(\.file?.column) == [15, 15])
        #expect(findings.last?.message == "The value contains the control character U+0007.")
    }

    @Test func reportsAnUndecodableFileAtItsStartAndNothingElse() throws {
        let document = StringsDocument.parse([0x22, 0x61, 0x22, 0xFF], file: "x", recovering: true)
        let folder = StringsFolder(
            displayPath: "L",
            languages: [
                .init(
                    folderName: "en.lproj", tag: "en",
                    tables: ["Localizable.strings": StringsDocument.parse(text: "\"a\" = \"A\";", file: "e")]),
                .init(folderName: "de.lproj", tag: "de", tables: ["Localizable.strings": document]),
            ])
        let findings = StringsAudit().run(folder, strings: try StringsTables.english()).findings
        #expect(findings.map(\.rule) == ["strings.encoding"])
        #expect(findings.first?.file == FileLocation(file: "L/de.lproj/Localizable.strings", line: 1, column: 1))
    }

    @Test func plainTextPasses() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"title\" = \"Café\\n\\t😀\";"]], rules: [StringsEncoding()])
        #expect(findings.isEmpty)
    }
}
