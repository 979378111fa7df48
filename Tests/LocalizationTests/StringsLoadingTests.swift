import Foundation
import Testing

@testable import Localization

@Suite struct StringsLoadingTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try PackagePaths.temporaryFolder()
        for (path, text) in files { try PackagePaths.write(text, to: path, in: folder) }
        return folder
    }

    private let base = """
        "greeting" = "Hello";
        "farewell" = "Bye";
        "notice.strings-table-skipped" = "Skipping a broken strings table: %@";
        """

    @Test func loadsTheChainAndSkipsABrokenTableWithOneNotice() throws {
        let folder = try folder([
            "en.lproj/Localizable.strings": base,
            "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";",
            "de-AT.lproj/Localizable.strings": "\"greeting\" = \"Servus\"\n\"farewell\" = \"Pfiat di\";",
        ])
        let locales = try ResolvedLocales.resolve(
            option: "de_AT", environment: [:], availableLanguages: LocalizationsLocator.languages(in: folder))
        var notices: [String] = []
        let strings = try Strings.load(directory: folder, locales: locales) { notices.append($0) }
        #expect(strings.text(StringKey("greeting")) == "Hallo")
        #expect(strings.text(StringKey("farewell")) == "Bye")
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("Skipping a broken strings table: ") == true)
        #expect(
            notices.first?.hasSuffix(
                "de-AT.lproj/Localizable.strings:2:1: unexpected '\"'; expected \";\" after the value") == true)
        #expect(strings.tables.map(\.language) == ["de", "en"])
    }

    @Test func aBrokenBaseTableThrowsItsPosition() throws {
        let folder = try folder(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = d;"])
        let error = try #require(throws: LocalizationError.self) {
            try Strings.load(directory: folder, locales: .english) { _ in }
        }
        #expect(
            error.description.hasSuffix(
                "en.lproj/Localizable.strings:2:7: unquoted text; expected a quoted value: put keys and values in double quotes (\"…\")"
            ))
    }

    @Test func aMissingBaseTableIsUnreadable() throws {
        let folder = try folder([:])
        let error = try #require(throws: LocalizationError.self) {
            try Strings.load(directory: folder, locales: .english) { _ in }
        }
        #expect(error.kind == .unreadable)
    }

    @Test(arguments: ["en-XA", "ar-XB"])
    func generatesPseudoTablesAndIgnoresTheirFolders(tag: String) throws {
        let folder = try folder([
            "en.lproj/Localizable.strings": base,
            "\(tag).lproj/Localizable.strings": "\"greeting\" = \"from a folder\";",
        ])
        let locales = try ResolvedLocales.resolve(option: tag, environment: [:], availableLanguages: [])
        let strings = try Strings.load(directory: folder, locales: locales) { _ in Issue.record("no notice") }
        let pseudo = try #require(PseudoLocalizer(tag: tag))
        #expect(strings.text(StringKey("greeting")) == pseudo.transform("Hello"))
        #expect(strings.language == tag)
    }

    @Test func loadsTheShippedGermanTables() throws {
        let locales = try ResolvedLocales.resolve(
            option: nil, environment: ["LANG": "de_AT.UTF-8"],
            availableLanguages: LocalizationsLocator.languages(in: PackagePaths.localizations))
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: locales) { _ in
            Issue.record("no notice expected")
        }
        #expect(strings.language == "de")
        #expect(strings.text(.traitButton) == "Taste.")
        #expect(strings.format(.contextSeries, "Fotos", 2, 5, channel: .speech) == "Fotos 2 von 5.")
        #expect(strings.plural(.photosCount, count: 1) == "ein Foto")
        #expect(strings.plural(.itemsCount, count: 3) == "3 Gegenstände")
    }
}
