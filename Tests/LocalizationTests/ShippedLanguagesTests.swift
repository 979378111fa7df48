import Foundation
import Testing

@testable import Localization

/// localization.md §1 and §5: every shipped language has exactly the keys of en (es, fr, ja and ar in en's order), each
/// plural family with exactly the categories of the language's rules, a translator comment above every
/// entry, `@identical` above every value equal to en's, and a well-formed Pronunciations.strings.
@Suite struct ShippedLanguagesTests {
    /// Every `<lang>.lproj` of the shipped folder except the base; pseudo-locales are never folders.
    static var languages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.localizations.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.filter { $0 != "en" }.sorted()
    }

    static func table(_ language: String, _ name: String = "Localizable.strings") throws -> StringsDocument {
        let path = "\(language).lproj/\(name)"
        let document = StringsDocument.parse(try PackagePaths.bytes(path), file: path)
        #expect(document.errors.isEmpty, "\(path): \(document.errors)")
        return document
    }

    private static let categories = Set(PluralCategory.allCases.map(\.rawValue))

    /// A key reduced to what every language shares: a plural variant becomes its family (`photos.count.*`).
    private static func shape(_ key: String, families: Set<String>) -> String {
        guard let dot = key.lastIndex(of: "."), categories.contains(String(key[key.index(after: dot)...])) else {
            return key
        }
        let family = String(key[..<dot])
        return families.contains(family) ? family + ".*" : key
    }

    /// The families of the base table: keys with an `.other` variant.
    private static func families(_ entries: [StringsEntry]) -> Set<String> {
        Set(entries.compactMap { $0.key.hasSuffix(".other") ? String($0.key.dropLast(6)) : nil })
    }

    @Test func theSixLanguagesShip() {
        #expect(Set(Self.languages).isSuperset(of: ["de", "es", "fr", "ja", "ar"]), "\(Self.languages)")
    }

    @Test(arguments: languages)
    func hasExactlyTheBaseKeysInTheBaseOrder(language: String) throws {
        let base = try Self.table("en").entries
        let entries = try Self.table(language).entries
        let families = Self.families(base)
        var baseShape: [String] = []
        for entry in base {
            let shape = Self.shape(entry.key, families: families)
            if baseShape.last != shape { baseShape.append(shape) }
        }
        var shape: [String] = []
        for entry in entries {
            let key = Self.shape(entry.key, families: families)
            if shape.last != key { shape.append(key) }
        }
        let missing = baseShape.filter { !shape.contains($0) }
        let extra = shape.filter { !baseShape.contains($0) }
        #expect(missing.isEmpty, "\(language).lproj lacks \(missing.count) en keys: \(missing.joined(separator: ", "))")
        #expect(extra.isEmpty, "\(language).lproj has keys en.lproj lacks: \(extra.joined(separator: ", "))")
        #expect(Set(entries.map(\.key)).count == entries.count, "\(language).lproj repeats a key")
    }

    /// The tables generated from en's layout keep its order, so a reviewer can read them side by side.
    /// (de.lproj predates this rule: its serial-number label sits elsewhere.)
    @Test(arguments: ["es", "fr", "ja", "ar"])
    func followsTheBaseOrder(language: String) throws {
        let base = try Self.table("en").entries
        let families = Self.families(base)
        func shapes(_ entries: [StringsEntry]) -> [String] {
            var result: [String] = []
            for entry in entries {
                let shape = Self.shape(entry.key, families: families)
                if result.last != shape { result.append(shape) }
            }
            return result
        }
        let expected = shapes(base)
        let actual = shapes(try Self.table(language).entries)
        let firstDifference = zip(expected, actual).first { $0 != $1 }
        #expect(firstDifference == nil, "\(language).lproj leaves en's order at \(String(describing: firstDifference))")
        #expect(expected.count == actual.count)
    }

    @Test(arguments: languages)
    func pluralFamiliesHaveExactlyTheLanguagesCategories(language: String) throws {
        let rules = try #require(PluralRules(language: language), "no plural rules for \(language)")
        let expected = rules.categories.map(\.rawValue)
        let keys = Set(try Self.table(language).entries.map(\.key))
        for family in Self.families(try Self.table("en").entries).sorted() {
            let present = PluralCategory.allCases.map(\.rawValue).filter { keys.contains("\(family).\($0)") }
            #expect(present == expected, "\(language) \(family): \(present), expected \(expected)")
        }
    }

    @Test(arguments: languages)
    func everyEntryHasACommentAndIdenticalValuesAreMarked(language: String) throws {
        let base = Dictionary(try Self.table("en").entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        for entry in try Self.table(language).entries {
            #expect(entry.comment?.isEmpty == false, "\(language) \(entry.key) has no translator comment")
            guard base[entry.key] == entry.value else { continue }
            guard entry.value.replacing(/%(\d\$)?[@d]/, with: "").contains(where: \.isLetter) else { continue }
            #expect(
                entry.comment?.contains("@identical") == true, "\(language) \(entry.key) equals en without @identical")
        }
    }

    @Test(arguments: languages)
    func placeholdersMatchTheBase(language: String) throws {
        let base = Dictionary(try Self.table("en").entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let families = Self.families(try Self.table("en").entries)
        for entry in try Self.table(language).entries {
            let shape = Self.shape(entry.key, families: families)
            let reference = shape.hasSuffix(".*") ? base[String(shape.dropLast(2)) + ".other"] : base[entry.key]
            guard let reference else { continue }
            let mine = Self.placeholderTypes(entry.value)
            let theirs = Self.placeholderTypes(reference)
            // zero, one and two may spell their number instead of %d (audit.md strings.placeholder-count).
            let spelled = ["zero", "one", "two"].contains { entry.key.hasSuffix(".\($0)") } && mine.isEmpty
            #expect(mine == theirs || spelled, "\(language) \(entry.key): \(mine) against en \(theirs)")
        }
    }

    /// Argument position → type (`@` or `d`) of a value, `%%` skipped.
    static func placeholderTypes(_ value: String) -> [Int: Character] {
        var result: [Int: Character] = [:]
        var next = 1
        for match in value.matches(of: /%(?:%|(?:([1-9])\$)?([@d]))/) {
            guard let type = match.output.2?.first else { continue }
            let position = match.output.1.flatMap { Int($0) } ?? next
            next += 1
            result[position] = type
        }
        return result
    }

    @Test(arguments: languages)
    func isUTF8WithLFOneEntryPerLineAndNoBidiMarks(language: String) throws {
        for name in ["Localizable.strings", "Pronunciations.strings"] {
            let path = "\(language).lproj/\(name)"
            let bytes = try PackagePaths.bytes(path)
            #expect(Array(bytes.prefix(3)) != [0xEF, 0xBB, 0xBF], "\(path) has a BOM")
            #expect(!bytes.contains(0x0D), "\(path) has a CR")
            let text = try #require(String(validating: bytes, as: UTF8.self), "\(path) is not UTF-8")
            let invisible = text.unicodeScalars.filter {
                $0.properties.generalCategory == .format || $0.value == 0xA0 || $0.value == 0x202F
            }
            #expect(
                invisible.isEmpty,
                "\(path) holds raw invisible characters: \(invisible.map { String($0.value, radix: 16) })")
            let document = try Self.table(language, name)
            #expect(Set(document.entries.map(\.line)).count == document.entries.count, "\(path): two entries on a line")
        }
    }

    @Test(arguments: languages)
    func pronunciationsAreWellFormed(language: String) throws {
        for entry in try Self.table(language, "Pronunciations.strings").entries {
            let phonemes = entry.value.hasPrefix("[[") && entry.value.hasSuffix("]]")
            let ipa = entry.value.count >= 2 && entry.value.hasPrefix("/") && entry.value.hasSuffix("/")
            #expect(phonemes || ipa, "\(language) \(entry.key)")
            #expect(entry.comment?.isEmpty == false, "\(language) pronunciation \(entry.key) has no comment")
        }
    }
}
