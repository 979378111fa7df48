import Localization
import TestSupport
import Testing

@testable import Audit

/// The strings check's per-file shortcuts (issue 20) against the general lookups they stand in for, on
/// generated tables with repeated keys, plural variants, damaged entries and every kind of placeholder.
@Suite struct TableIndexFastPathTests {
    /// A generated table: keys from a small set (so that they repeat), plural variants, values with valid,
    /// invalid and house-only placeholders, and now and then a damaged entry (a missing `;` or an unquoted value).
    static func table(seed: UInt64, entries: Int = 300) -> String {
        var random = SeededGenerator(seed: seed)
        let stems = ["a", "b.label", "c.hint", "photos.count", "items", "trait.button", "é.key", "settings.rate"]
        let categories = ["", ".one", ".other", ".few", ".zero"]
        let pieces = [
            "%@", "%d", "%ld", "%1$@", "%2$d", "%3$@", "%%", "%", "% ", "%y", "%0$d", "%10$@", "%1$d", "%s", " ",
            "Fotos",
            "写真", "x", "\\n", "  ", "\u{00A0}",
        ]
        var text = ""
        for number in 0..<entries {
            let key = pick(stems, &random) + String(random.next() % 40) + pick(categories, &random)
            let value = (0..<Int(random.next() % 5)).map { _ in pick(pieces, &random) }.joined()
            switch random.next() % 25 {
            case 0: text += "\"\(key)\" = \"\(value)\"\n"
            case 1: text += "\"\(key)\" = unquoted;\n"
            default: text += "/* \(number) */\n\"\(key)\" = \"\(value)\";\n"
            }
        }
        return text
    }

    /// Both parsers' documents of a generated table.
    static func documents(seed: UInt64) -> [StringsDocument] {
        let text = table(seed: seed)
        return [StringsDialect.house, .apple].map {
            StringsDocument.parse(text: text, file: "T.strings", dialect: $0, recovering: true)
        }
    }

    static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func entryPlaceholdersAreTheValuesOwn(seed: UInt64) {
        for document in Self.documents(seed: seed) {
            for built in [false, true] {
                let index = TableIndex(document, houseStyle: built)
                for (number, entry) in document.entries.enumerated() {
                    for asked in [false, true] {
                        #expect(
                            index.placeholders(at: number, houseStyle: asked)
                                == Placeholders(entry.value, houseStyle: asked), "\(entry.value)")
                    }
                }
            }
        }
    }

    @Test(arguments: [5, 6, 7] as [UInt64])
    func storedValidityIsWorkedOutFromTheParts(seed: UInt64) {
        for document in Self.documents(seed: seed) {
            for house in [false, true] {
                for entry in document.entries {
                    let found = Placeholders(entry.value, houseStyle: house)
                    // The general forms, without the shortcuts of `gaps` and `conflictingPositions`.
                    let numbered = Set(found.items.filter(\.numbered).map(\.position))
                    let gaps = numbered.max().map { highest in (1...highest).filter { !numbered.contains($0) } } ?? []
                    var kinds: [Int: Placeholders.Kind] = [:]
                    var conflicts: Set<Int> = []
                    for item in found.items {
                        if let kind = kinds[item.position], kind != item.kind {
                            conflicts.insert(item.position)
                        } else {
                            kinds[item.position] = item.kind
                        }
                    }
                    #expect(found.gaps == gaps, "\(entry.value)")
                    #expect(found.conflictingPositions == conflicts.sorted(), "\(entry.value)")
                    let invalid =
                        !found.unknown.isEmpty || !found.outOfRange.isEmpty || found.mixesForms || !gaps.isEmpty
                        || !conflicts.isEmpty
                    #expect(found.isInvalid == invalid, "\(entry.value)")
                }
            }
        }
    }

    @Test(arguments: [8, 9, 10] as [UInt64])
    func positionsFindTheLastUndamagedEntry(seed: UInt64) {
        for document in Self.documents(seed: seed) {
            let index = TableIndex(document)
            var last: [String: StringsEntry] = [:]
            for (number, entry) in document.entries.enumerated() where !document.damaged.contains(number) {
                last[entry.key] = entry
            }
            #expect(index.hasRepeatedKeys == (Set(document.entries.map(\.key)).count != document.entries.count))
            let keys = Set(document.entries.map(\.key)).union([
                "missing", "photos.count1.many", "photos.count1.two", "a3.one",
            ])
            for key in keys {
                #expect(index.lastEntry[key] == last[key], "\(key)")
                // The comparison entry as audit.md §2.5 defines it: the key, else its family's `.other`.
                let expected = last[key] ?? PluralKey.split(key).flatMap { last[$0.family + ".other"] }
                #expect(index.comparisonEntry(for: key) == expected, "\(key)")
                let position = index.comparisonPosition(for: key)
                #expect(position.map { document.entries[$0.index] } == expected, "\(key)")
                #expect((position?.sameKey ?? false) == (last[key] != nil), "\(key)")
            }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func casesSkipTheSetOnlyWhenNoKeyRepeats(seed: UInt64) {
        for document in Self.documents(seed: seed) + [
            StringsDocument.parse(text: "\"a\" = \"1\";\n\"b\" = \"2\";\n", file: "U.strings")
        ] {
            let index = TableIndex(document)
            let general = StringsAudit.cases(document.entries).map(\.name)
            #expect(StringsAudit.cases(document.entries, keysRepeat: index.hasRepeatedKeys).map(\.name) == general)
        }
    }

    @Test(arguments: [14, 15, 16] as [UInt64])
    func baseMatchesAreEachEntrysComparisonEntry(seed: UInt64) throws {
        let strings = try StringsTables.english()
        let documents = Self.documents(seed: seed)
        let others = Self.documents(seed: seed + 100)
        for (document, baseDocument) in zip(documents, others) {
            let index = TableIndex(document)
            let base = TableIndex(baseDocument)
            let context = StringsFileContext(
                language: "de", tableName: "T.strings", path: "L/de.lproj/T.strings", index: index, base: base,
                basePath: "L/en.lproj/T.strings", isBase: false, strings: strings)
            let matches = context.baseMatches
            #expect(matches.count == index.cleanEntries.count)
            for (match, clean) in zip(matches, index.cleanEntries) {
                #expect(
                    match.map { baseDocument.entries[$0.index] } == base.comparisonEntry(for: clean.entry.key),
                    "\(clean.entry.key)")
                #expect((match?.sameKey ?? false) == (base.lastEntry[clean.entry.key] != nil), "\(clean.entry.key)")
            }
        }
    }

    @Test func valuesWithoutPercentHaveNoPlaceholderSignature() {
        var random = SeededGenerator(seed: 17)
        let pieces = ["写真", "x", " ", "$", "1", "ال", "\u{00A0}", "{", "\\", "d", "@"]
        for _ in 0..<500 {
            let value = (0..<Int(random.next() % 6)).map { _ in Self.pick(pieces, &random) }.joined()
            #expect(StringsReading.placeholderSignature(value).isEmpty, "\(value)")
        }
    }

    @Test(arguments: [18, 19] as [UInt64])
    func pluralKeysAreEachEntrysSplit(seed: UInt64) {
        for document in Self.documents(seed: seed) {
            let index = TableIndex(document)
            #expect(index.pluralKeys.count == document.entries.count)
            for (split, entry) in zip(index.pluralKeys, document.entries) {
                let general = PluralKey.split(entry, in: document.format)
                #expect(split?.family == general?.family && split?.category == general?.category, "\(entry.key)")
            }
        }
    }
}
