import Audit
import Benchmarks
import Foundation
import Localization
import Readers
import TestSupport
import Testing

/// Strings folders read from disk as a project has them (issue 14): the source language, Base.lproj,
/// regional folders, Apple's `.strings` reading, plural dictionaries and catalogs side by side.
@Suite struct StringsProjectTests {
    /// Writes `files` (`"de.lproj/Localizable.strings": text`) under a new folder.
    static func project(_ files: [String: String]) throws -> URL {
        let root = try PackagePaths.temporaryDirectory("lector-project")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func audit(
        _ files: [String: String], sourceLanguage: String? = nil, houseStyle: Bool = false
    ) throws -> (folder: StringsFolder, findings: [Finding]) {
        let root = try project(files)
        let folder = try StringsFolder.read(
            root, displayPath: "P", sourceLanguage: sourceLanguage, houseStyle: houseStyle)
        let result = StringsAudit(configuration: .init(houseStyle: houseStyle)).run(
            folder, strings: try StringsTables.english())
        return (folder, result.findings)
    }

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            guard case .file(let location) = finding.location else { return finding.rule }
            return "\(finding.rule) \(location.file) \(location.key ?? "-")"
        }
    }

    static let base = #""title" = "Things";"# + "\n" + #""add" = "Add";"# + "\n"

    @Test func baseIsTheSourceAndTheSourceLanguageFolderIsNotATranslation() throws {
        let (folder, findings) = try Self.audit([
            "Base.lproj/Localizable.strings": Self.base + #""new" = "New";"#,
            "en.lproj/Localizable.strings": Self.base,
            "de.lproj/Localizable.strings": #""title" = "Dinge";"# + "\n" + #""add" = "Add";"#,
        ])
        #expect(folder.base?.folderName == "Base.lproj")
        #expect(folder.sourceLanguage == "en")
        #expect(folder.languages.map(\.role) == [.source, .translation, .sourceLanguage])
        // en lacks "new" and equals the source: neither is reported, since en is not a translation of Base.
        #expect(
            Self.lines(findings) == [
                "strings.untranslated P/de.lproj/Localizable.strings add",
                "strings.missing-key P/de.lproj/Localizable.strings new",
            ])
        let missing = try #require(findings.last)
        #expect(missing.severity == .warning)
        #expect(missing.message == "The key “new” of Base.lproj is missing from this table.")
    }

    @Test func theSourceLanguageOptionChoosesTheSourceFolder() throws {
        let (folder, findings) = try Self.audit(
            [
                "de.lproj/Localizable.strings": #""title" = "Dinge";"# + "\n" + #""extra" = "Mehr";"#,
                "fr.lproj/Localizable.strings": #""title" = "Choses";"#,
            ], sourceLanguage: "de")
        #expect(folder.base?.folderName == "de.lproj")
        #expect(Self.lines(findings) == ["strings.missing-key P/fr.lproj/Localizable.strings extra"])
    }

    @Test func withoutASourceFolderTheFolderCannotBeAudited() throws {
        let root = try Self.project(["fr.lproj/Localizable.strings": #""a" = "b";"#])
        #expect(throws: StringsFolderError.missingBase("P")) {
            try StringsFolder.read(root, displayPath: "P")
        }
        #expect(throws: StringsFolderError.missingBase("P")) {
            try StringsFolder.read(root, displayPath: "P", sourceLanguage: "de")
        }
    }

    @Test func regionalFoldersFallBackOnlyToAFolderThatExists() throws {
        let (_, findings) = try Self.audit([
            "en.lproj/Localizable.strings": Self.base,
            "de.lproj/Localizable.strings": #""title" = "Dinge";"# + "\n" + #""add" = "Hinzufügen";"#,
            "de_AT.lproj/Localizable.strings": #""title" = "Sachen";"#,
            "pt-BR.lproj/Localizable.strings": #""title" = "Coisas";"#,
            "zh-Hans.lproj/Localizable.strings": #""title" = "东西";"# + "\n" + #""add" = "添加";"#,
            "zh-Hans-CN.lproj/Localizable.strings": #""title" = "东西";"#,
        ])
        #expect(Self.lines(findings) == ["strings.missing-key P/pt-BR.lproj/Localizable.strings add"])
    }

    @Test func projectTablesAreReadAsAppleReadsThemAndLectorsOwnInTheHouseStyle() throws {
        let files = [
            "en.lproj/Localizable.strings": "\"a\" = \"Line one\nline two\";\n\"b\" = \"A \\/ B \\(c)\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Zeile eins\nZeile zwei\";\n\"b\" = \"A \\/ B \\(d)\";\n",
        ]
        let (folder, apple) = try Self.audit(files)
        #expect(apple.isEmpty)
        #expect(folder.base?.tables["Localizable.strings"]?.entries.last?.value == "A / B (c)")
        let (_, house) = try Self.audit(files, houseStyle: true)
        #expect(house.contains { $0.rule == "strings.syntax" && $0.locale == "en" })
        #expect(house.contains { $0.rule == "strings.syntax" && $0.locale == "de" })
    }

    @Test func aUTF16TableWithoutAByteOrderMarkIsRead() throws {
        let root = try Self.project(["en.lproj/Localizable.strings": Self.base])
        let german = Array("\"title\" = \"Dinge\";\n\"add\" = \"Hinzufügen\";\n".utf16).flatMap {
            [UInt8($0 >> 8), UInt8($0 & 0xFF)]
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(german).write(to: root.appendingPathComponent("de.lproj/Localizable.strings"))
        let folder = try StringsFolder.read(root, displayPath: "P")
        let findings = StringsAudit().run(folder, strings: try StringsTables.english()).findings
        #expect(findings.isEmpty)
        #expect(folder.languages.last?.tables["Localizable.strings"]?.entries.map(\.value) == ["Dinge", "Hinzufügen"])
    }

    static func pluralDictionary(_ variants: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>days.ago</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@days@</string>
            <key>days</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>ld</string>
        \(variants)
            </dict>
          </dict>
        </dict>
        </plist>
        """
    }

    @Test func pluralDictionariesInLanguageFoldersAreAudited() throws {
        let (_, findings) = try Self.audit([
            "en.lproj/Localizable.stringsdict": Self.pluralDictionary(
                "      <key>one</key><string>%ld day ago</string>\n      <key>other</key><string>%ld days ago</string>"),
            "el.lproj/Localizable.stringsdict": Self.pluralDictionary(
                "      <key>one</key><string>%1ημ πριν</string>\n      <key>other</key><string>%ld ημ πριν</string>"),
        ])
        let invalid = try #require(findings.first { $0.rule == "strings.placeholder-invalid" })
        #expect(
            invalid.location
                == .file(
                    FileLocation(
                        file: "P/el.lproj/Localizable.stringsdict", line: 15, column: 21, key: "days.ago.days.one")))
        #expect(findings.filter { $0.severity == .error }.count == 1)
    }

    static let catalog = #"""
        {
          "sourceLanguage": "de",
          "version": "1.0",
          "strings": {
            "": {},
            "brand": {"shouldTranslate": false, "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Lector"}}}},
            "settings.section.other": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Weitere"}},
              "fr": {"stringUnit": {"state": "translated", "value": "Autres"}}}},
            "posts %lld": {"localizations": {
              "de": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld Beitrag"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld Beiträge"}}}}},
              "fr": {"stringUnit": {"state": "needs_review", "value": "%lld publications"}}}},
            "liked %lld": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "gefällt"}},
              "fr": {"stringUnit": {"state": "translated", "value": "a aimé %lld fois"}}}},
            "at": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": " um "}},
              "fr": {"stringUnit": {"state": "translated", "value": " "}}}}
          }
        }
        """#

    @Test func aCatalogIsAuditedWithItsOwnSourceLanguageAndWithoutFalseAlarms() throws {
        let (folder, findings) = try Self.audit(["Localizable.xcstrings": Self.catalog])
        #expect(folder.sourceLanguage == "de")
        #expect(folder.base?.tag == "de")
        // The empty key, a shouldTranslate: false entry, a key that ends in "other", one plain unit
        // for plural variations, an argument only the key names and a connector left as a space are
        // all fine; the needs_review unit is reported, at the catalog file.
        #expect(Self.lines(findings) == ["strings.needs-review P/Localizable.xcstrings posts %lld"])
        let finding = try #require(findings.first)
        #expect(finding.locale == "fr")
        #expect(finding.file?.line == 14)
    }

    @Test func aCatalogBesideLanguageFoldersAddsItsTable() throws {
        let (folder, _) = try Self.audit([
            "en.lproj/Localizable.strings": Self.base,
            "Localizable.xcstrings":
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "K"}}}}}}"#,
        ])
        #expect(folder.base?.folderName == "en.lproj")
        #expect(Set(folder.base?.tables.keys ?? [:].keys) == ["Localizable.strings", "Localizable.xcstrings"])
    }

    @Test func aDamagedCatalogIsAFindingNotAFailure() throws {
        let (_, findings) = try Self.audit([
            "Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": }"
        ])
        let syntax = try #require(findings.first)
        #expect(syntax.rule == "strings.syntax")
        #expect(syntax.file?.file == "P/Localizable.xcstrings")
        #expect(syntax.file?.line == 1)
    }

    /// The `l10n_check_project_ms` project reads as Apple reads it with no false alarm: only the
    /// keys it leaves out of every third translation (en, beside Base, is not a translation).
    @Test func theGeneratedBenchmarkProjectFindsOnlyTheKeysItLeavesOut() throws {
        let root = try PackagePaths.temporaryDirectory("lector-bench-project")
        try GeneratedStringsProject.write(to: root) { entries in
            let written = entries.map {
                PluralDictionaryWriter.Entry(
                    key: $0.key, variable: $0.variable, valueType: $0.valueType, variants: $0.variants)
            }
            return ("Localizable." + PluralDictionaryWriter.fileExtension, PluralDictionaryWriter.xml(written))
        }
        let folder = try StringsFolder.read(root, displayPath: "P")
        let result = StringsAudit().run(folder, strings: try StringsTables.english())
        #expect(folder.languages.count == 31)
        #expect(result.keysAudited > 31 * 600)
        let other = result.findings.filter { $0.rule != "strings.missing-key" }
        #expect(other.isEmpty, "\(other.prefix(3).map(\.message))")
        let missingByLocale = Dictionary(grouping: result.findings, by: \.locale).mapValues(\.count)
        #expect(
            missingByLocale == [
                "be": 65, "cs": 65, "fi": 65, "gl": 65, "it": 65, "ku": 65, "ru": 65, "th": 65, "zh-Hans": 65,
            ])
    }
}
