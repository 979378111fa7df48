import Core
import Testing

/// Language tags: reading every spelling, the normalized form, subtags, equality and fallbacks.
@Suite struct LanguageTagTests {
    /// Each case: raw, normalized, language, script, region.
    @Test(
        arguments: [
            ("en", "en", "en", nil, nil),
            ("en_US", "en-US", "en", nil, "US"),
            ("en-us", "en-US", "en", nil, "US"),
            (" de-de ", "de-DE", "de", nil, "DE"),
            ("zh-Hant-TW", "zh-Hant-TW", "zh", "Hant", "TW"),
            ("zh-hant-tw", "zh-Hant-TW", "zh", "Hant", "TW"),
            ("en-XA", "en-XA", "en", nil, "XA"),
            ("es-419", "es-419", "es", nil, "419"),
            ("de_AT.UTF-8", "de-AT", "de", nil, "AT"),
            ("sr_RS.UTF-8@latin", "sr-Latn-RS", "sr", "Latn", "RS"),
            ("uz_UZ@cyrillic", "uz-Cyrl-UZ", "uz", "Cyrl", "UZ"),
            ("C", "en-US", "en", nil, "US"),
            ("POSIX", "en-US", "en", nil, "US"),
            ("en_US_POSIX", "en-US", "en", nil, "US"),
            ("DE", "de", "de", nil, nil),
            ("ast", "ast", "ast", nil, nil),
        ] as [(String, String, String, String?, String?)])
    func readsAndNormalizes(raw: String, normalized: String, language: String, script: String?, region: String?) throws
    {
        let tag = try #require(LanguageTag(raw))
        #expect(tag.identifier == normalized)
        #expect(tag.description == normalized)
        #expect(tag.language == language)
        #expect(tag.script == script)
        #expect(tag.region == region)
        #expect(LanguageTag.normalized(raw) == normalized)
    }

    @Test(arguments: ["e", "english", "en-", "en-U", "en-USA", "12", "en-US-x", "en_Latn_US_x", "é"])
    func rejectsWhatIsNoTag(raw: String) {
        #expect(LanguageTag(raw) == nil)
        #expect(LanguageTag.parse(raw) == .invalid)
    }

    @Test func emptyIsUnsetNotInvalid() {
        #expect(LanguageTag.parse("  ") == .unset)
        #expect(LanguageTag("") == nil)
    }

    @Test func equalityIsOnTheNormalizedForm() {
        #expect(LanguageTag("en_us") == LanguageTag("EN-US"))
        #expect(LanguageTag("en-US") != LanguageTag("en-GB"))
        #expect(LanguageTag.same("pt_BR", "pt-br"))
        #expect(!LanguageTag.same("pt-BR", "pt"))
    }

    @Test func fallbacksGoFromMostSpecificToTheLanguage() throws {
        #expect(try #require(LanguageTag("de-CH")).fallbacks.map(\.identifier) == ["de-CH", "de"])
        #expect(try #require(LanguageTag("zh_Hant_TW")).fallbacks.map(\.identifier) == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(try #require(LanguageTag("fr")).fallbacks.map(\.identifier) == ["fr"])
    }

    @Test func formsForFoundationAndPseudoLocales() throws {
        #expect(try #require(LanguageTag("sr-latn-rs")).localeIdentifier == "sr_Latn_RS")
        #expect(try #require(LanguageTag("en-XA")).isPseudo)
        #expect(try #require(LanguageTag("ar_XB")).isPseudo)
        #expect(try !#require(LanguageTag("en-US")).isPseudo)
    }

    @Test func stringHelpersKeepTextThatIsNoTag() {
        #expect(LanguageTag.language(of: "de_AT.UTF-8") == "de")
        #expect(LanguageTag.isRegional("de_AT"))
        #expect(!LanguageTag.isRegional("de"))
        #expect(LanguageTag.normalized("gmw/en") == "gmw/en")
        #expect(LanguageTag.normalized("x_y_z_w") == "x-y-z-w")
    }
}
