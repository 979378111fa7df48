import Core
import Testing

@testable import Localization

@Suite struct ResolvedLocalesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var option: String?
        var environment: [String: String]
        /// messages, numbers, time, strings, speech
        var expected: [String]
        var testDescription: String { name }
    }

    static let available: Set<String> = ["en", "de"]

    static let cases: [Case] = [
        Case(name: "nothing set", option: nil, environment: [:], expected: ["en", "en", "en", "en", "en"]),
        Case(
            name: "LC_ALL=C", option: nil, environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"],
            expected: ["en_US", "en_US", "en_US", "en", "en_US"]),
        Case(
            name: "LANG=C.UTF-8", option: nil, environment: ["LANG": "C.UTF-8"],
            expected: ["en_US", "en_US", "en_US", "en", "en_US"]),
        Case(name: "POSIX", option: "POSIX", environment: [:], expected: ["en_US", "en_US", "en_US", "en", "en_US"]),
        Case(
            name: "de_DE.UTF-8@euro", option: nil, environment: ["LANG": "de_DE.UTF-8@euro"],
            expected: ["de_DE", "de_DE", "de_DE", "de", "de_DE"]),
        Case(
            name: "LANG=de_AT.UTF-8", option: nil, environment: ["LANG": "de_AT.UTF-8"],
            expected: ["de_AT", "de_AT", "de_AT", "de", "de_AT"]),
        Case(
            name: "sr_RS@latin", option: nil, environment: ["LANG": "sr_RS@latin"],
            expected: ["sr_Latn_RS", "sr_Latn_RS", "sr_Latn_RS", "en", "en"]),
        Case(
            name: "--locale pt-BR falls back to LANG", option: "pt-BR", environment: ["LANG": "de_DE"],
            expected: ["de_DE", "pt_BR", "pt_BR", "de", "de_DE"]),
        Case(
            name: "--locale pt-BR, nothing else", option: "pt-BR", environment: [:],
            expected: ["pt_BR", "pt_BR", "pt_BR", "en", "en"]),
        Case(
            name: "--locale xx falls back to LC_MESSAGES before LANG", option: "xx",
            environment: ["LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"],
            expected: ["de_AT", "en_US", "en_US", "de", "de_AT"]),
        Case(
            name: "LC_ALL unsupported, LANG supported", option: nil,
            environment: ["LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"],
            expected: ["de_DE", "it_IT", "it_IT", "de", "de_DE"]),
        Case(
            name: "LANG unsupported, no other", option: nil, environment: ["LANG": "it_IT.UTF-8"],
            expected: ["it_IT", "it_IT", "it_IT", "en", "en"]),
        Case(
            name: "--locale xx, LANG English", option: "xx", environment: ["LANG": "en_GB.UTF-8"],
            expected: ["en_GB", "en_US", "en_US", "en", "en_GB"]),
        Case(
            name: "--locale en-XA", option: "en-XA", environment: [:],
            expected: ["en_XA", "en_US", "en_US", "en-XA", "en_US"]),
        Case(
            name: "--locale ar-XB", option: "ar-XB", environment: [:],
            expected: ["ar_XB", "en_US", "en_US", "ar-XB", "en_US"]),
        Case(
            name: "empty option is unset", option: "  ", environment: ["LANG": "de_DE"],
            expected: ["de_DE", "de_DE", "de_DE", "de", "de_DE"]),
        Case(
            name: "empty LC_ALL is unset", option: nil, environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"],
            expected: ["de_DE", "de_DE", "de_DE", "de", "de_DE"]),
        Case(
            name: "separate categories", option: nil,
            environment: [
                "LC_MESSAGES": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "LC_TIME": "es_ES", "LANG": "en_GB",
            ],
            expected: ["de_DE", "fr_FR", "es_ES", "de", "de_DE"]),
        Case(
            name: "N and T fall back to M", option: nil, environment: ["LC_MESSAGES": "de_CH"],
            expected: ["de_CH", "de_CH", "de_CH", "de", "de_CH"]),
        Case(
            name: "invalid variable counts as C", option: nil, environment: ["LANG": "not a locale!"],
            expected: ["en_US", "en_US", "en_US", "en", "en_US"]),
        Case(
            name: "language unknown to Foundation", option: "qq_QQ", environment: [:],
            expected: ["qq_QQ", "en_US", "en_US", "en", "en"]),
        Case(
            name: "LANGUAGE is not read", option: nil, environment: ["LANGUAGE": "de", "LANG": "en_GB.UTF-8"],
            expected: ["en_GB", "en_GB", "en_GB", "en", "en_GB"]),
    ]

    @Test(arguments: cases)
    func resolves(_ testCase: Case) throws {
        let locales = try ResolvedLocales.resolve(
            option: testCase.option, environment: testCase.environment, availableLanguages: Self.available)
        #expect(
            [locales.messages, locales.numbers, locales.time, locales.strings, locales.speech]
                == testCase.expected)
    }

    @Test func prefersTheMostSpecificStringsFolder() throws {
        let locales = try ResolvedLocales.resolve(
            option: "de-AT", environment: [:], availableLanguages: ["en", "de", "de-AT"])
        #expect(locales.strings == "de-AT")
        #expect(locales.speech == "de_AT")
        #expect(locales.fallbackChain == ["de-AT", "de", "en"])
    }

    @Test func buildsTheFallbackChainWithScript() throws {
        let locales = try ResolvedLocales.resolve(
            option: "sr_RS.UTF-8@latin", environment: [:], availableLanguages: ["en"])
        #expect(locales.fallbackChain == ["sr-Latn-RS", "sr-Latn", "sr", "en"])
        let pseudo = try ResolvedLocales.resolve(option: "en-XA", environment: [:], availableLanguages: ["en"])
        #expect(pseudo.fallbackChain == ["en-XA", "en"])
        #expect(pseudo.isPseudo)
    }

    @Test func speechLocaleCarriesLatinDigits() throws {
        let locales = try ResolvedLocales.resolve(option: "de_AT", environment: [:], availableLanguages: Self.available)
        #expect(locales.speechLocale.identifier.contains("numbers=latn"))
        #expect(locales.numbersLocale.identifier == "de_AT")
    }

    @Test(arguments: ["not a locale", "de_DE_EXTRA", "1234", "d", "de_D", "toolong_DE", "de__DE", "_DE"])
    func rejectsAnInvalidOption(option: String) throws {
        let error = try #require(throws: LocalizationError.self) {
            try ResolvedLocales.resolve(option: option, environment: [:], availableLanguages: Self.available)
        }
        #expect(error.kind == .invalidLocale)
        #expect(error.description.contains(option))
    }

    @Test(arguments: [
        (" de-de ", "de_DE"), ("zh-hant-tw", "zh_Hant_TW"), ("en_US_POSIX", "en_US"), ("C", "en_US"),
        ("es-419", "es_419"), ("sr_RS.UTF-8@cyrillic", "sr_Cyrl_RS"), ("fr_CA.ISO-8859-1", "fr_CA"),
        ("DE", "de"), ("ja_JP.eucJP", "ja_JP"), ("uz_UZ@cyrillic", "uz_Cyrl_UZ"),
    ])
    func normalizesTags(raw: String, normalized: String) throws {
        guard case .valid(let tag) = LanguageTag.parse(raw) else {
            Issue.record("\(raw) did not normalize")
            return
        }
        #expect(tag.localeIdentifier == normalized)
    }
}
