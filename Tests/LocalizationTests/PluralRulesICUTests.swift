import CICUShim
import Testing

@testable import Localization

/// Lector's plural table against Debian's ICU (localization.md §5): the category of each number of
/// the spec in each shipped language, and the set of categories.
@Suite struct PluralRulesICUTests {
    static let numbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1.5, 1_000_000]

    private static func icuCategory(_ language: String, _ number: Double) -> String? {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = cicushim_plural_category(language, number, &buffer, buffer.count)
        guard length >= 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func icuKeywords(_ language: String) -> Set<String>? {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = cicushim_plural_keywords(language, &buffer, buffer.count)
        guard length >= 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Set(text.split(separator: ",").map(String.init))
    }

    @Test(arguments: PluralRules.languages.sorted())
    func agreesWithICUOnEveryNumber(language: String) throws {
        let rules = try #require(PluralRules(language: language))
        for number in Self.numbers {
            let icu = try #require(Self.icuCategory(language, number), "ICU failed for \(language)")
            #expect(rules.category(for: number).rawValue == icu, "\(language) \(number)")
        }
    }

    @Test(arguments: PluralRules.languages.sorted())
    func hasICUsCategorySet(language: String) throws {
        let rules = try #require(PluralRules(language: language))
        let icu = try #require(Self.icuKeywords(language))
        #expect(Set(rules.categories.map(\.rawValue)) == icu)
    }

    @Test func coversEveryShippedLanguage() {
        #expect(PluralRules.languages.isSuperset(of: ["en", "de", "es", "fr", "ja", "ar"]))
    }
}
