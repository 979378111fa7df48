import CICUShim
import Foundation
import Testing

@testable import Localization

/// CLDR's cardinal categories for every language (issue 14), and the table against Debian's ICU.
@Suite struct PluralCategoriesTests {
    static func names(_ tag: String) -> String? {
        PluralCategories.cardinal(forLanguage: tag)?.map(\.rawValue).joined(separator: " ")
    }

    @Test(arguments: [
        ("ar", "zero one two few many other"), ("ru", "one few many other"), ("ja", "other"),
        ("fr", "one many other"), ("es", "one many other"), ("it", "one many other"), ("ca", "one many other"),
        ("en", "one other"), ("uk", "one few many other"), ("pl", "one few many other"), ("cs", "one few many other"),
        ("he", "one two other"), ("cy", "zero one two few many other"), ("ga", "one two few many other"),
        ("gd", "one two few other"), ("sl", "one two few other"), ("lt", "one few many other"),
        ("lv", "zero one other"),
        ("be", "one few many other"), ("ro", "one few other"), ("hr", "one few other"), ("kab", "one other"),
        ("ckb", "one other"), ("hy", "one other"), ("zh", "other"), ("ko", "other"), ("th", "other"), ("vi", "other"),
    ])
    func theIssuesExamples(tag: String, expected: String) {
        #expect(Self.names(tag) == expected)
    }

    @Test func looksUpTheExactTagThenTheLanguage() {
        #expect(Self.names("pt-PT") == "one many other")
        #expect(Self.names("pt_PT") == "one many other")
        #expect(Self.names("zh-Hans") == "other")
        #expect(Self.names("hy-AM") == "one other")
        #expect(Self.names("ku-TR") == "one other")
        #expect(Self.names("en-XA") == "one other")
        #expect(Self.names("ar-XB") == "one other")
        #expect(Self.names("tlh") == nil)
    }

    @Test func coversEveryLanguageTheIssueNames() {
        let tags = """
            af am ar as az be bg bn bs ca ckb cs cy da de el en es et eu fa fi fil fr ga gd gl gu he hi hr hu hy id is it \
            ja ka kab kk km kn ko ku ky lo lt lv mk ml mn mr ms my nb ne nl no or pa pl ps pt pt-PT ro ru si sk sl sq sr \
            sv sw ta te th tk tr uk ur uz vi yue zh zu
            """.split(separator: " ")
        #expect(tags.filter { PluralCategories.cardinal(forLanguage: String($0)) == nil }.isEmpty)
        #expect(PluralCategories.tags.count > 200)
    }

    @Test(arguments: PluralCategories.tags.sorted())
    func agreesWithICU(tag: String) throws {
        var buffer = [CChar](repeating: 0, count: 128)
        let icuTag = tag.replacingOccurrences(of: "-", with: "_")
        let length = cicushim_plural_keywords(icuTag, &buffer, buffer.count)
        try #require(length >= 0, "ICU failed for \(tag)")
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let icu = Set(text.split(separator: ",").map(String.init))
        let ours = try #require(PluralCategories.cardinal(forLanguage: tag))
        #expect(Set(ours.map(\.rawValue)) == icu, "\(tag)")
    }

    @Test func agreesWithTheRuntimeRulesOfTheShippedLanguages() throws {
        for language in PluralRules.languages {
            let rules = try #require(PluralRules(language: language))
            #expect(PluralCategories.cardinal(forLanguage: language) == rules.categories, "\(language)")
        }
    }
}
