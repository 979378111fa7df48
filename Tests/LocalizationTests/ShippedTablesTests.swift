import Foundation
import Testing

@testable import Localization

/// The shipped `Localizations/` folder against the declared keys and the format rules.
@Suite struct ShippedTablesTests {
    static func table(_ language: String, _ name: String = "Localizable.strings") throws -> StringsDocument {
        let path = "\(language).lproj/\(name)"
        let document = StringsDocument.parse(try PackagePaths.bytes(path), file: path)
        #expect(document.errors.isEmpty, "\(document.errors)")
        return document
    }

    /// Every key literal `StringKey("…")` in the sources of every module (each module declares the
    /// keys it reads, as in Sources/CLI/StringKeys/StringKey+CLI.swift), plus the numbered date keys.
    static func declaredKeys() throws -> Set<String> {
        let folder = PackagePaths.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: folder.path)
        let files = (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        let pattern = try Regex(#"StringKey\(\s*"([a-z0-9][a-z0-9.-]*)"\s*\)"#)
        var keys: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let key = match.output[1].substring { keys.insert(String(key)) }
            }
        }
        keys.formUnion((StringKey.dateDays + StringKey.dateMonths).map(\.rawValue))
        return keys
    }

    private static let categories = Set(PluralCategory.allCases.map(\.rawValue))

    /// The family of a variant key (`photos.count.one` → `photos.count`), or nil.
    private static func family(of key: String) -> String? {
        guard let dot = key.lastIndex(of: "."), categories.contains(String(key[key.index(after: dot)...]))
        else { return nil }
        return String(key[..<dot])
    }

    @Test func everyDeclaredKeyIsInTheBaseTable() throws {
        let base = Set(try Self.table("en").entries.map(\.key))
        for key in try Self.declaredKeys() {
            let present = base.contains(key) || base.contains(key + ".other")
            #expect(present, "declared key \(key) is missing from en.lproj")
            if base.contains(key + ".other") {
                let variants = base.filter { Self.family(of: $0) == key }
                #expect(variants == [key + ".one", key + ".other"], "family \(key) has \(variants)")
            }
        }
    }

    @Test func everyBaseKeyIsDeclared() throws {
        let declared = try Self.declaredKeys()
        for entry in try Self.table("en").entries {
            let isDeclared = declared.contains(entry.key) || Self.family(of: entry.key).map(declared.contains) == true
            #expect(isDeclared, "en key \(entry.key) (line \(entry.line)) has no StringKey constant")
        }
    }

    @Test func baseKeysFollowTheGrammar() throws {
        let grammar = try Regex(#"^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$"#)
        let roles: Set<String> = ["label", "hint", "title", "value"]
        for entry in try Self.table("en").entries {
            #expect(entry.key.wholeMatch(of: grammar) != nil, "\(entry.key)")
            var segments = entry.key.split(separator: ".").map(String.init)
            if let last = segments.last, Self.categories.contains(last) { segments.removeLast() }
            for (index, segment) in segments.enumerated() where roles.contains(segment) {
                #expect(index == segments.count - 1, "role segment not last in \(entry.key)")
            }
        }
    }

    @Test func germanHasExactlyTheBaseKeysWithComments() throws {
        let base = try Self.table("en").entries
        let german = try Self.table("de").entries
        let baseKeys = Set(base.map(\.key))
        let germanKeys = Set(german.map(\.key))
        let missing = base.map(\.key).filter { !germanKeys.contains($0) }
        let extra = german.map(\.key).filter { !baseKeys.contains($0) }
        #expect(missing.isEmpty, "de.lproj lacks \(missing.count) en keys: \(missing.joined(separator: ", "))")
        #expect(extra.isEmpty, "de.lproj has keys en.lproj lacks: \(extra.joined(separator: ", "))")
        for entry in base + german {
            #expect(entry.comment?.isEmpty == false, "\(entry.key) has no translator comment")
        }
        let germanValues = Dictionary(german.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for english in base {
            guard let deutsch = germanValues[english.key], english.value == deutsch.value else { continue }
            let letters = english.value.replacing(/%(\d\$)?[@d]/, with: "").contains { $0.isLetter }
            #expect(!letters || deutsch.comment?.contains("@identical") == true, "\(english.key) untranslated")
        }
    }

    @Test(arguments: [
        "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
        "en.lproj/Pronunciations.strings", "de.lproj/Pronunciations.strings",
    ])
    func isUTF8WithLFAndOneEntryPerLine(path: String) throws {
        let bytes = try PackagePaths.bytes(path)
        #expect(Array(bytes.prefix(3)) != [0xEF, 0xBB, 0xBF])
        #expect(!bytes.contains(0x0D))
        #expect(String(validating: bytes, as: UTF8.self) != nil)
        let document = StringsDocument.parse(bytes, file: path)
        #expect(document.errors.isEmpty)
        #expect(Set(document.entries.map(\.line)).count == document.entries.count)
    }

    @Test func keepsTheNarrationValuesOfTheSpec() throws {
        let values = Dictionary(uniqueKeysWithValues: try Self.table("de").entries.map { ($0.key, $0.value) })
        #expect(values["trait.switch-button"] == "Schalter.")
        #expect(values["currency.gbp.minor.other"] == "%d Pence")
        #expect(values["date.day.31"] == "einunddreißigster")
        #expect(values["symbol.bar"] == "senkrechter Strich")
        #expect(values["speech.capital"] == "groß")
        let english = Dictionary(uniqueKeysWithValues: try Self.table("en").entries.map { ($0.key, $0.value) })
        #expect(english["app.name"] == "Lector")
        #expect(english["date.spoken"] == "%2$@ %1$@, %3$@")
        #expect(english["symbol.ellipsis"] == "dot dot dot")
    }

    @Test func pronunciationsUsePhonemesOrIPA() throws {
        let entries = try Self.table("en", "Pronunciations.strings").entries
        #expect(entries.contains { $0.key == "Lector" })
        for entry in entries {
            let phonemes = entry.value.hasPrefix("[[") && entry.value.hasSuffix("]]")
            let ipa = entry.value.hasPrefix("/") && entry.value.hasSuffix("/")
            #expect(phonemes || ipa, "\(entry.key)")
        }
        #expect(try Self.table("de", "Pronunciations.strings").entries.isEmpty)
    }

    @Test func noStringsdictOrStringCatalogs() throws {
        let enumerator = FileManager.default.enumerator(atPath: PackagePaths.localizations.path)
        while let path = enumerator?.nextObject() as? String {
            #expect(!path.hasSuffix(".stringsdict") && !path.hasSuffix(".xcstrings"), "\(path)")
        }
    }
}

extension ShippedTablesTests {
    @Test(arguments: [
        "en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "en.lproj/Pronunciations.strings",
    ])
    func givesTheSameDictionaryAsFoundation(path: String) throws {
        let bytes = try PackagePaths.bytes(path)
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        let expected = try #require(foundation as? [String: String])
        let parsed = StringsDocument.parse(bytes, file: path).entries.map { ($0.key, $0.value) }
        #expect(Dictionary(uniqueKeysWithValues: parsed) == expected)
    }
}
