import Audit
import Testing

/// `suppression.unused`: an entry that hid nothing, when the run covered what it is about.
@Suite struct SuppressionUnusedTests {
    @Test func anEntryForAScreenWithoutDuplicatesIsUnused() throws {
        let outcome = try SuppressionFiles.apply(
            "label.duplicate screen=items -- Rows.\n", to: [SuppressionFiles.element("label.missing")])
        let reported = try #require(outcome.fileFindings.first)
        #expect(reported.rule == "suppression.unused")
        #expect(reported.severity == .info)
    }

    @Test func anEntryThatMatchedIsUsed() throws {
        let outcome = try SuppressionFiles.apply(
            "label.duplicate screen=items -- Rows.\n", to: [SuppressionFiles.element("label.duplicate")])
        #expect(outcome.fileFindings.isEmpty)
    }

    @Test func everyMatchingEntryCountsAsUsedAndTheFirstSuppresses() throws {
        let outcome = try SuppressionFiles.apply(
            "label.* -- First.\nlabel.duplicate path=List/* -- Second.\n",
            to: [SuppressionFiles.element("label.duplicate")])
        #expect(outcome.fileFindings.isEmpty)
        #expect(outcome.suppressed.first?.suppression == Suppression(file: "audit.suppress", line: 1, reason: "First."))
    }

    @Test(arguments: [
        "strings.untranslated -- No strings folder was audited.",
        "label.duplicate locale=de -- No German pass.",
        "label.duplicate screen=photos -- The photos screen was not audited.",
        "label.duplicate file=*/de.lproj/* -- No German table.",
    ])
    func entriesOutsideTheRunAreNotCalledStale(line: String) throws {
        let scope = SuppressionFilter.Scope(
            rules: ["label.duplicate", "label.missing"], locales: ["en"], screens: ["items"], files: [])
        #expect(try SuppressionFiles.apply(line + "\n", to: [], scope: scope).fileFindings.isEmpty)
    }

    @Test func aCheckIDMatchesStringsLabelRulesFindings() throws {
        let finding = SuppressionFiles.file(
            "strings.label-rules", file: "L/fr.lproj/Localizable.strings", key: "a.hint", check: "hint.gesture")
        let outcome = try SuppressionFiles.apply("hint.gesture key=a.* -- Translators know.\n", to: [finding])
        #expect(outcome.suppressed.count == 1)
        #expect(outcome.fileFindings.isEmpty)
    }

    @Test func aMatcherForAFieldTheFindingLacksNeverMatches() throws {
        let outcome = try SuppressionFiles.apply(
            "label.duplicate key=* -- Keys.\n", to: [SuppressionFiles.element("label.duplicate")])
        #expect(outcome.suppressed.isEmpty)
        #expect(outcome.fileFindings.map(\.rule) == ["suppression.unused"])
    }

    @Test func suppressionFindingsCannotBeSuppressed() throws {
        let own = Finding(
            rule: "suppression.unused", severity: .info, locale: "en", message: "m",
            location: .file(FileLocation(file: "other", line: 1)))
        let outcome = try SuppressionFiles.apply("suppression.* -- Quiet.\n", to: [own])
        #expect(outcome.findings == [own])
    }
}
