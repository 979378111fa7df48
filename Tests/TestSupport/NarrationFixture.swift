import Foundation
import Localization
import Narration
import Utterances

/// Narrators over the package's own strings tables, for tests.
public enum NarrationFixture {
    /// The strings chain of `tag` from the shipped Localizations.
    public static func strings(_ tag: String) throws -> Strings {
        let folder = PackagePaths.localizations
        let locales = try ResolvedLocales.resolve(
            option: tag, environment: [:], availableLanguages: LocalizationsLocator.languages(in: folder))
        return try Strings.load(directory: folder, locales: locales) { _ in }
    }

    /// A narration language built from the shipped tables, UTC dates.
    public static func language(
        _ tag: String, punctuation: PunctuationLevel = .some, capitals: CapitalsChoice = .pitch,
        dictionary: PronunciationDictionary = PronunciationDictionary()
    ) throws -> NarrationLanguage {
        NarrationLanguage(
            tag: tag, strings: try strings(tag), timeZone: TimeZone(identifier: "UTC")!, punctuation: punctuation,
            capitals: capitals, dictionary: dictionary)
    }

    /// A narrator whose session language is `tag`; other languages load on demand.
    public static func narrator(
        _ tag: String = "en", verbosity: Verbosity = .normal, punctuation: PunctuationLevel = .some,
        hintsEnabled: Bool = true
    ) throws -> Narrator {
        let session = try language(tag, punctuation: punctuation)
        let languages = NarrationLanguages(session: session) { other in
            (try? language(other, punctuation: punctuation)) ?? session
        }
        return Narrator(languages: languages, verbosity: verbosity, hintsEnabled: hintsEnabled)
    }
}
