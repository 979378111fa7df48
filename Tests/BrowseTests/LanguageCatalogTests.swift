import Browse
import Foundation
import Localization
import Narration
import Screens
import Speech
import TestSupport
import Testing
import Utterances

/// The shipped tables as a session's languages, built once by the CLI and handed to the session.
@Suite struct LanguageCatalogTests {
    private func catalog(_ language: String = "en", user: [PronunciationEntry]? = []) throws -> LanguageCatalog {
        LanguageCatalog(
            folder: PackagePaths.localizations, sessionStrings: try NarrationFixture.strings(language),
            timeZone: TimeZone(identifier: "UTC")!, userEntries: user)
    }

    @Test func offersEveryShippedLanguage() throws {
        let languages = try catalog().languages
        #expect(Set(["en", "de", "es", "fr", "ja", "ar"]).isSubset(of: Set(languages)))
    }

    @Test func aSettingsLanguageGetsItsOwnStringsAndNarrator() throws {
        let catalog = try catalog()
        #expect(catalog.strings(for: "de").locales.strings == "de")
        var settings = SpeechSettings()
        settings.locale = "de"
        let speech = catalog.narrator(for: settings).speech(forText: "Hallo")
        #expect(speech.language.hasPrefix("de"))
    }

    @Test func theUsersDictionaryApplies() throws {
        let entry = try PronunciationEntry(
            pattern: "Lector", match: .word, caseSensitive: false, kind: .say, replacement: "Lecktor", language: "en")
        var settings = SpeechSettings()
        settings.locale = "en"
        let with = try catalog(user: [entry]).narrator(for: settings).speech(forText: "Lector")
        let without = try catalog(user: nil).narrator(for: settings).speech(forText: "Lector")
        #expect(with.markup(capitals: .none).contains("Lecktor"))
        #expect(!without.markup(capitals: .none).contains("Lecktor"))
    }
}
