import Audit
import Testing

@Suite struct StringsLabelRulesTests {
    private func checks(_ folder: String, _ text: String) throws -> [String] {
        var tables = [folder: ["Localizable.strings": text]]
        if folder != "en.lproj" { tables["en.lproj"] = ["Localizable.strings": ""] }
        return try StringsTables.findings(tables, rules: [StringsLabelRules()]).compactMap(\.check)
    }

    @Test func germanTraitWordInALabel() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": ""],
                "de.lproj": ["Localizable.strings": "\"button.add.label\" = \"Hinzufügen Taste\";"],
            ],
            rules: [StringsLabelRules()])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.check == "label.redundant-trait")
        #expect(finding.rule == "strings.label-rules")
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("label.redundant-trait: "))
        #expect(finding.message.contains("“Taste”"))
    }

    @Test func germanGestureHintWithoutPeriodAndNoImperativeAtTheGesture() throws {
        #expect(
            try checks("de.lproj", "\"button.add.hint\" = \"Tippen, um hinzuzufügen\";") == [
                "hint.gesture", "hint.missing-period",
            ])
    }

    @Test(arguments: [
        ("\"button.add.label\" = \"Hinzufügen\";", [String]()),
        ("\"button.add.hint\" = \"Fügt einen Gegenstand hinzu.\";", []),
        ("\"a.hint\" = \"Öffnen Sie das Foto.\";", ["hint.imperative"]),
        ("\"a.hint\" = \"Es öffnet das Foto.\";", ["hint.has-subject"]),
        ("\"a.label\" = \"Favorit, ausgewählt\";", ["label.contains-state"]),
    ])
    func germanEntries(row: String, expected: [String]) throws {
        #expect(try checks("de.lproj", row) == expected)
    }

    @Test(arguments: [
        ("\"a.label\" = \"Tap to add\";", ["label.contains-action"]),
        ("\"a.label\" = \"Delete.\";", ["label.trailing-period"]),
        ("\"a.label\" = \"delete\";", ["label.not-capitalized"]),
        ("\"a.label\" = \"×\";", ["label.symbol-only"]),
        ("\"a.label\" = \"QUOTE_TEXTVIEW\";", ["label.not-human-readable"]),
        ("\"a.label\" = \"Untitled\";", ["label.not-human-readable"]),
        ("\"a.label\" = \"Save button\";", ["label.redundant-trait"]),
        ("\"a.label\" = \"Wi-Fi on\";", ["label.contains-state"]),
        ("\"a.label\" = \"Turn on backups\";", []),
        ("\"a.hint\" = \"Double tap to open.\";", ["hint.gesture"]),
        ("\"a.hint\" = \"Open the photo.\";", ["hint.imperative"]),
        ("\"a.hint\" = \"This opens the photo.\";", ["hint.has-subject"]),
        ("\"a.hint\" = \"opens the photo.\";", ["hint.not-capitalized"]),
        ("\"a.hint\" = \"Opens the photo\";", ["hint.missing-period"]),
        ("\"a.hint\" = \"Opens “Settings.”\";", []),
        ("\"a.label\" = \"Opens settings\";\n\"a.hint\" = \"Opens settings.\";", ["label.equals-hint"]),
        ("\"a.label\" = \"Back\";\n\"a.hint\" = \"Back returns to the previous screen.\";", ["hint.repeats-label"]),
        (
            "\"a.label\" = \"Save\";\n\"a.hint\" = \"Save saves your edits.\";",
            ["hint.imperative", "hint.repeats-label"]
        ),
        ("\"a.label\" = \"Save\";\n\"a.hint\" = \"Saves your edits.\";", []),
        ("\"a.label\" = \"%@ photos\";", []),
        ("\"a.hint\" = \"%@ opens the photo\";", ["hint.missing-period"]),
        ("\"a.label\" = \"%@:\";", []),
        ("\"a.count.label.one\" = \"delete\";", ["label.not-capitalized"]),
        ("\"trait.button\" = \"button.\";", []),
        ("\"trait.image\" = \"IMG_1234\";", ["label.not-human-readable"]),
        ("\"trait.x.hint\" = \"tap it\";", []),
        ("\"screen.title\" = \"tap it\";", []),
    ])
    func englishEntries(row: String, expected: [String]) throws {
        #expect(try checks("en.lproj", row) == expected)
    }

    @Test func japaneseSubstringsAndSkippedChecks() throws {
        let findings = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": ""],
                "ja.lproj": ["Localizable.strings": "\"a.hint\" = \"タップして開きます。\";"],
            ],
            rules: [StringsLabelRules()])
        #expect(findings.compactMap(\.check) == ["hint.gesture"])
        let result = StringsAudit(configuration: .init(rules: [StringsLabelRules()])).run(
            StringsTables.folder([
                "en.lproj": ["Localizable.strings": ""], "ja.lproj": ["Localizable.strings": "\"a.hint\" = \"開きます。\";"],
            ]),
            strings: try StringsTables.english())
        #expect(result.skipped.map(\.rule) == ["hint.imperative", "hint.has-subject"])
        #expect(result.skipped.map(\.reason) == ["not checked for this language", "not checked for this language"])
    }

    @Test func languagesWithoutWordListsAreSkippedOnce() throws {
        let result = StringsAudit(configuration: .init(rules: [StringsLabelRules()])).run(
            StringsTables.folder([
                "en.lproj": ["Localizable.strings": ""],
                "pt.lproj": ["Localizable.strings": "\"a.label\" = \"Adicionar\";\n\"b.label\" = \"Apagar\";"],
            ]),
            strings: try StringsTables.english())
        #expect(
            result.skipped.map(\.rule) == ["label.redundant-trait", "label.contains-state", "label.contains-action"])
        #expect(Set(result.skipped.map(\.locale)) == ["pt"])
    }
}
