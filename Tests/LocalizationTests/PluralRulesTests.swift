import Testing

@testable import Localization

@Suite struct PluralRulesTests {
    /// Numbers of the ICU cross-check (localization.md §5) and the category CLDR gives each.
    static let numbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1.5, 1_000_000]

    static let expected: [(String, [PluralCategory])] = [
        ("en", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("es", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("fr", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .one, .many]),
        ("ja", [.other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("ar", [.zero, .one, .two, .few, .few, .many, .many, .many, .other, .other, .other, .other]),
        ("en-XA", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("ar-XB", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
    ]

    @Test(arguments: expected)
    func choosesTheCLDRCategory(language: String, categories: [PluralCategory]) throws {
        let rules = try #require(PluralRules(language: language))
        #expect(Self.numbers.map { rules.category(for: $0) } == categories)
    }

    @Test(arguments: [
        ("en", [PluralCategory.one, .other]), ("de", [.one, .other]), ("es", [.one, .many, .other]),
        ("fr", [.one, .many, .other]), ("ja", [.other]), ("ar", [.zero, .one, .two, .few, .many, .other]),
    ])
    func listsTheCategoriesOfEachLanguage(language: String, categories: [PluralCategory]) throws {
        #expect(try #require(PluralRules(language: language)).categories == categories)
    }

    @Test func wholeDoublesCountAsIntegers() throws {
        let english = try #require(PluralRules(language: "en_US"))
        #expect(english.category(for: 1.0) == .one)
        #expect(english.category(for: -1) == .one)
        #expect(english.category(for: 1.5) == .other)
        let arabic = try #require(PluralRules(language: "ar"))
        #expect(arabic.category(for: 103) == .few)
        #expect(arabic.category(for: 111) == .many)
        #expect(arabic.category(for: 3.5) == .other)
    }

    @Test func extremeInputsDoNotTrap() throws {
        for language in PluralRules.languages {
            let rules = try #require(PluralRules(language: language))
            for number in [Double.nan, .infinity, -.infinity, 1e300, -1e300, .ulpOfOne] {
                _ = rules.category(for: number)
            }
            _ = rules.category(for: Int.min)
        }
    }

    @Test func aLanguageWithoutARowHasNoRules() {
        #expect(PluralRules(language: "pt_BR") == nil)
    }
}
