import Core
import Foundation

/// The locales of one run, read from `--locale` and the environment (localization.md §4).
///
/// Foundation on Linux ignores `LANG` and `LC_*`, so Lector resolves them itself and passes an
/// explicit `Locale` everywhere.
public struct ResolvedLocales: Sendable, Equatable {
    /// M, for messages and lists: a normalized tag such as `de_AT`, `en_US` or `en`.
    public var messages: String
    /// N, for displayed numbers, percent and currency: `en_US` when Foundation lacks the language.
    public var numbers: String
    /// T, for displayed dates and times: `en_US` when Foundation lacks the language.
    public var time: String
    /// S, the strings language folder chosen: `de` for `de_AT`, `en-XA` for the pseudo-locale.
    public var strings: String
    /// P, the speech locale without its `@numbers=latn`: `de_AT`, or the voice's bare language.
    public var speech: String

    /// Creates resolved locales from already normalized values.
    public init(messages: String, numbers: String, time: String, strings: String, speech: String) {
        self.messages = messages
        self.numbers = numbers
        self.time = time
        self.strings = strings
        self.speech = speech
    }

    /// Whether `--locale option` asks for a language that has no strings tables, so that those of ``strings``
    /// are used instead (`it` → `en`). False for an invalid tag and for the pseudo-locales.
    public func lacksStrings(forOption option: String) -> Bool {
        guard case .valid(let tag) = LanguageTag.parse(option), !tag.isPseudo else { return false }
        let used = LanguageTag(strings)?.language ?? strings
        return tag.language.lowercased() != used.lowercased()
    }

    /// English everywhere: what `LC_ALL=C` gives.
    public static let english = ResolvedLocales(
        messages: "en_US", numbers: "en_US", time: "en_US", strings: "en", speech: "en_US")

    /// Resolves the locales of a run.
    ///
    /// - Parameters:
    ///   - option: the value of `--locale`, if given.
    ///   - environment: the process environment (`LC_ALL`, `LC_MESSAGES`, `LC_NUMERIC`,
    ///     `LC_TIME`, `LANG`; `LANGUAGE` is not read).
    ///   - availableLanguages: the strings folders present, as ``LocalizationsLocator/languages(in:)``
    ///     lists them (`en`, `de`, …).
    /// - Throws: ``LocalizationError/Kind/invalidLocale`` for an invalid `--locale` (a usage error).
    ///   An invalid variable counts as `C`.
    public static func resolve(
        option: String?, environment: [String: String], availableLanguages: Set<String>
    ) throws(LocalizationError) -> ResolvedLocales {
        var optionTag: LanguageTag?
        if let option {
            switch LanguageTag.parse(option) {
            case .unset: break
            case .valid(let tag): optionTag = tag
            case .invalid:
                throw LocalizationError(
                    kind: .invalidLocale, file: option,
                    message: "invalid locale \"\(option)\": expected a tag such as de-DE or de_DE.UTF-8")
            }
        }
        func chain(_ variables: [String]) -> LanguageTag? {
            if let optionTag { return optionTag }
            for name in variables {
                switch LanguageTag.parse(environment[name] ?? "") {
                case .unset: continue
                case .valid(let tag): return tag
                case .invalid: return .enUS
                }
            }
            return nil
        }
        let asked =
            chain(["LC_ALL", "LC_MESSAGES", "LANG"])
            ?? LanguageTag(language: "en")
        // cli.md's order: `--locale`, LC_ALL, LC_MESSAGES, LANG, else en. When the first candidate has no
        // strings, the next one that has them is used (`--locale it` with LANG=de_DE.UTF-8: German), and M
        // follows it so that messages and lists are in one language; only when none has strings is it English.
        var candidates: [LanguageTag] = [asked]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            switch LanguageTag.parse(environment[name] ?? "") {
            case .unset: continue
            case .valid(let tag): candidates.append(tag)
            case .invalid: candidates.append(.enUS)
            }
        }
        let (messages, found) = supportedCandidate(candidates, available: availableLanguages) ?? (asked, nil)
        let numbers = formattingTag(chain(["LC_ALL", "LC_NUMERIC", "LANG"]) ?? messages)
        let time = formattingTag(chain(["LC_ALL", "LC_TIME", "LANG"]) ?? messages)
        if messages.isPseudo {
            return ResolvedLocales(
                messages: messages.localeIdentifier, numbers: numbers.localeIdentifier, time: time.localeIdentifier,
                strings: messages.identifier, speech: LanguageTag.enUS.localeIdentifier)
        }
        let strings = found ?? "en"
        let voiceLanguage = LanguageTag(strings)?.language ?? "en"
        let speech = voiceLanguage == messages.language ? messages.localeIdentifier : voiceLanguage
        return ResolvedLocales(
            messages: messages.localeIdentifier, numbers: numbers.localeIdentifier, time: time.localeIdentifier,
            strings: strings, speech: speech)
    }

    /// Whether the strings are generated pseudo strings (`en-XA`, `ar-XB`).
    public var isPseudo: Bool {
        LanguageTag(messages)?.isPseudo ?? false
    }

    /// The strings folders looked up for M, most specific first, ending with `en`.
    ///
    /// Pseudo-locales fall back straight to `en`.
    public var fallbackChain: [String] {
        guard let tag = LanguageTag(messages) else { return ["en"] }
        if tag.isPseudo { return [tag.identifier, "en"] }
        return Self.fallbackFolders(for: tag)
    }

    // MARK: - Foundation locales

    /// The `Locale` for M (lists, durations); `en_US` under a pseudo-locale.
    public var messagesLocale: Locale {
        Locale(identifier: isPseudo ? LanguageTag.enUS.localeIdentifier : messages)
    }

    /// The `Locale` for N (displayed numbers and currency).
    public var numbersLocale: Locale { Locale(identifier: numbers) }

    /// The `Locale` for T (displayed dates).
    public var timeLocale: Locale { Locale(identifier: time) }

    /// The `Locale` for P, with `@numbers=latn` because espeak voices read ASCII digits.
    public var speechLocale: Locale { Locale(identifier: speech + "@numbers=latn") }

    // MARK: - Helpers

    /// The first candidate with strings of its own language (`en` counts for English tags) and the folder
    /// found for it; nil when none has any. A pseudo-locale is its own.
    static func supportedCandidate(
        _ candidates: [LanguageTag], available: Set<String>
    ) -> (tag: LanguageTag, folder: String)? {
        for tag in candidates {
            if tag.isPseudo { return (tag, tag.identifier) }
            let folders = fallbackFolders(for: tag)
            let own = tag.language.lowercased() == "en" ? folders : folders.filter { $0 != "en" }
            if let folder = own.first(where: available.contains) { return (tag, folder) }
        }
        return nil
    }

    static func fallbackFolders(for tag: LanguageTag) -> [String] {
        var folders = [tag.identifier]
        if let script = tag.script { folders.append(tag.language + "-" + script) }
        folders.append(tag.language)
        folders.append("en")
        var seen: Set<String> = []
        return folders.filter { seen.insert($0).inserted }
    }

    /// N or T: `en_US` for pseudo tags and for languages Foundation cannot format.
    static func formattingTag(_ tag: LanguageTag) -> LanguageTag {
        if tag.isPseudo { return .enUS }
        // The common case needs no ICU query: these languages are always in Foundation's ICU data.
        if commonLanguages.contains(tag.language) { return tag }
        if !foundationLanguages.contains(tag.language) { return .enUS }
        return tag
    }

    /// Languages every ICU build formats (the shipped ones and their neighbours).
    static let commonLanguages: Set<String> = [
        "en", "de", "es", "fr", "ja", "ar", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "ru", "uk",
        "zh", "ko", "tr", "el", "he", "hi", "sr", "hr", "hu", "ro", "bg", "ca",
    ]

    /// The languages of `Locale.availableIdentifiers`.
    static let foundationLanguages: Set<String> = Set(
        Locale.availableIdentifiers.map(LanguageTag.language(of:)))
}
