import Audit
import Testing

/// `strings.untranslated` on what a project shows (audit.md §3.6): the words kept as in the source by their
/// shape, by the project's own proper nouns and translations, by the language's spelling dictionary, and by a
/// catalog's translation state; what is left is still reported.
@Suite struct StringsUntranslatedEvidenceTests {
    /// The keys of the findings of `strings.untranslated` on a folder.
    static func reported(_ tables: [String: [String: String]]) throws -> [String] {
        try StringsTables.findings(tables, rules: [StringsUntranslated()]).map { finding in
            guard case .file(let location) = finding.location else { return "element" }
            return "\(finding.locale) \(location.key ?? "-")"
        }.sorted()
    }

    /// One table per language, each entry the key's value.
    static func tables(_ rows: [String: [String: String]]) -> [String: [String: String]] {
        rows.mapValues { entries in
            [
                "Localizable.strings": entries.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }
                    .joined()
            ]
        }
    }

    @Test(arguments: [
        "GitHub", "iOS 17", "HDR", "mg/dL", "A–Z", "4K", "another@follower.social", "https://example.org/x",
        "@johnny@example.social", "MMM d, h:mm a", "d. MMMM yyyy", "EEEE 'at' HH:mm", "Face ID", "120 kcal",
    ])
    func namesUnitsAddressesAndDatePatternsAreNotWordsToTranslate(value: String) throws {
        let rows = ["en.lproj": ["k": value, "x": "Settings"], "ru.lproj": ["k": value, "x": "Настройки"]]
        #expect(try Self.reported(Self.tables(rows)).isEmpty)
    }

    @Test(arguments: ["Settings", "Hide posts with media", "Name: Z", "Open the GitHub page"])
    func ordinaryWordsBesideThemAreStillReported(value: String) throws {
        let rows = ["en.lproj": ["k": value], "ru.lproj": ["k": value]]
        #expect(try Self.reported(Self.tables(rows)) == ["ru k"])
    }

    @Test func aCapitalizedWordOfSentenceCaseSourceTextIsAProperNoun() throws {
        let rows = [
            "en.lproj": ["intro": "Sign in with your Flurble account", "name": "Flurble", "title": "Open Zibbo"],
            "ru.lproj": ["intro": "Войдите в Flurble", "name": "Flurble", "title": "Open Zibbo"],
        ]
        // `Zibbo` only ever appears in title case: nothing says it is a name.
        #expect(try Self.reported(Self.tables(rows)) == ["ru title"])
    }

    @Test func aWordTheSourceAlsoWritesInLowerCaseIsNotAProperNoun() throws {
        let rows = [
            "en.lproj": ["a": "Undo the Boost of this post", "b": "Undo boost", "c": "Boost"],
            "ru.lproj": ["a": "Отменить", "b": "Отменить", "c": "Boost"],
        ]
        #expect(try Self.reported(Self.tables(rows)) == ["ru c"])
    }

    @Test func theWordsOfTheAppsNameAreProperNouns() throws {
        var tables = Self.tables([
            "en.lproj": ["title": "Zorblax Notes"], "ru.lproj": ["title": "Zorblax Notes"],
        ])
        tables["en.lproj"]?["InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Zorblax Notes\";\n"
        tables["ru.lproj"]?["InfoPlist.strings"] = "\"CFBundleDisplayName\" = \"Zorblax Notes\";\n"
        #expect(try Self.reported(tables).isEmpty)
    }

    @Test func aWordTheLanguagesTranslatorsKeepElsewhereMayStay() throws {
        let rows = [
            "en.lproj": ["a": "Undo boost", "b": "Boost", "c": "Cancel"],
            "ru.lproj": ["a": "Отменить boost", "b": "Boost", "c": "Cancel"],
            "uk.lproj": ["a": "Скасувати", "b": "Boost", "c": "Cancel"],
        ]
        // Russian's translators wrote `boost` in a value they translated; Ukrainian's did not.
        #expect(try Self.reported(Self.tables(rows)) == ["ru c", "uk b", "uk c"])
    }

    @Test func aWordOfTheLanguagesSpellingDictionaryMayStay() throws {
        let rows = [
            "en.lproj": ["a": "participants", "b": "Post Sent", "c": "Mention", "d": "Or"],
            "fr.lproj": ["a": "participants", "b": "Post Sent", "c": "Mention", "d": "Or"],
            "pl.lproj": ["a": "participants", "b": "Post Sent", "c": "Mention", "d": "Or"],
            "sv.lproj": ["a": "participants", "b": "Post Sent", "c": "Mention", "d": "Or"],
        ]
        // Swedish's dictionary knows `post` and `sent`, French's `or`; neither makes them words to keep.
        #expect(
            try Self.reported(Self.tables(rows)) == [
                "fr b", "fr d", "pl a", "pl b", "pl c", "pl d", "sv a", "sv b", "sv c", "sv d",
            ])
    }

    @Test func aCatalogsTranslatedStateSaysSomeoneChoseTheValue() throws {
        func unit(_ value: String, _ state: String) -> String {
            #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
        }
        let catalog = StringCatalogs.catalog(
            """
            "chosen": {"localizations": {"en": \(unit("Hide posts with media", "translated")),
              "ru": \(unit("Hide posts with media", "translated"))}},
            "fresh": {"localizations": {"en": \(unit("Show posts with media", "translated")),
              "ru": \(unit("Show posts with media", "new"))}},
            "unstated": {"localizations": {"en": \(unit("Pin posts with media", "translated")),
              "ru": {"stringUnit": {"value": "Pin posts with media"}}}},
            "review": {"localizations": {"en": \(unit("Mute posts with media", "translated")),
              "ru": \(unit("Mute posts with media", "needs_review"))}}
            """)
        let findings = try StringCatalogs.findings(catalog, rules: [StringsUntranslated(), StringsNeedsReview()])
        let lines = findings.map { finding -> String in
            guard case .file(let location) = finding.location else { return "element" }
            return "\(finding.rule) \(location.key ?? "-")"
        }
        #expect(
            lines.sorted() == [
                "strings.needs-review fresh", "strings.needs-review review", "strings.untranslated unstated",
            ])
    }
}
