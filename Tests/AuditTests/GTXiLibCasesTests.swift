import Audit
import Testing

/// GTXiLib's label and trait unit cases, translated to element JSON (audit.md §8): Lector fails or
/// passes them alike, except where it is deliberately stricter (a staticText with no label and no
/// value fails `label.missing`; "button foo" on a button fails `label.redundant-trait`, where
/// GTXiLib checks only a suffix).
@Suite struct GTXiLibCasesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var check: String
        var json: String
        /// What GTXiLib decides: true when its check fails the element.
        var gtxFails: Bool
        /// What Lector decides, when it deliberately differs.
        var lectorFails: Bool?
        var testDescription: String { "\(check) \(json)" }

        var expected: Bool { lectorFails ?? gtxFails }
    }

    /// checkForAXLabelPresent → `label.missing` / `label.whitespace`.
    static let labelPresentCases: [Case] = [
        Case(check: "AXLabelPresent", json: #"{"label":"foo","traits":["button"]}"#, gtxFails: false),
        Case(check: "AXLabelPresent", json: #"{"traits":["button"]}"#, gtxFails: true),
        Case(check: "AXLabelPresent", json: #"{"label":"","traits":["button"]}"#, gtxFails: true),
        Case(check: "AXLabelPresent", json: #"{"label":"   ","traits":["button"]}"#, gtxFails: true),
        Case(check: "AXLabelPresent", json: #"{"label":"\n\t","traits":["image"]}"#, gtxFails: true),
        Case(check: "AXLabelPresent", json: #"{"label":"foo","traits":["image"]}"#, gtxFails: false),
        Case(check: "AXLabelPresent", json: #"{"traits":["staticText"]}"#, gtxFails: false, lectorFails: true),
        Case(check: "AXLabelPresent", json: #"{"value":"42","traits":["staticText"]}"#, gtxFails: false),
    ]

    /// checkForAXLabelNotPunctuated → `label.trailing-period`.
    static let notPunctuatedCases: [Case] = [
        Case(check: "AXLabelNotPunctuated", json: #"{"label":"foo","traits":["button"]}"#, gtxFails: false),
        Case(check: "AXLabelNotPunctuated", json: #"{"label":"foo.","traits":["button"]}"#, gtxFails: true),
        Case(check: "AXLabelNotPunctuated", json: #"{"label":"foo...","traits":["button"]}"#, gtxFails: false),
        Case(check: "AXLabelNotPunctuated", json: #"{"label":"foo.","traits":["staticText"]}"#, gtxFails: false),
        Case(check: "AXLabelNotPunctuated", json: #"{"label":"foo bar.","traits":["image"]}"#, gtxFails: true),
    ]

    /// checkForAXLabelNotRedundantWithTraits → `label.redundant-trait`.
    static let notRedundantCases: [Case] = [
        Case(check: "AXLabelNotRedundantWithTraits", json: #"{"label":"foo","traits":["button"]}"#, gtxFails: false),
        Case(
            check: "AXLabelNotRedundantWithTraits", json: #"{"label":"foo button","traits":["button"]}"#, gtxFails: true
        ),
        Case(
            check: "AXLabelNotRedundantWithTraits", json: #"{"label":"foo Button","traits":["button"]}"#, gtxFails: true
        ),
        Case(
            check: "AXLabelNotRedundantWithTraits", json: #"{"label":"foo button","traits":["staticText"]}"#,
            gtxFails: false),
        Case(
            check: "AXLabelNotRedundantWithTraits", json: #"{"label":"button foo","traits":["button"]}"#,
            gtxFails: false, lectorFails: true),
        Case(
            check: "AXLabelNotRedundantWithTraits", json: #"{"label":"foobutton","traits":["button"]}"#, gtxFails: false
        ),
    ]

    /// checkForAXTraitDontConflict → `traits.conflict`.
    static let traitsDontConflictCases: [Case] = [
        Case(check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["button"]}"#, gtxFails: false),
        Case(check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["button","link"]}"#, gtxFails: true),
        Case(check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["link","searchField"]}"#, gtxFails: true),
        Case(
            check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["searchField","keyboardKey"]}"#,
            gtxFails: true),
        Case(
            check: "AXTraitDontConflict", json: #"{"label":"foo","value":"1","traits":["button","adjustable"]}"#,
            gtxFails: true),
        Case(
            check: "AXTraitDontConflict", json: #"{"label":"foo","value":"1","traits":["link","adjustable"]}"#,
            gtxFails: false),
        Case(check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["staticText","header"]}"#, gtxFails: false),
        Case(check: "AXTraitDontConflict", json: #"{"label":"foo","traits":["button","selected"]}"#, gtxFails: false),
    ]

    @Test(arguments: labelPresentCases)
    func labelPresent(_ testCase: Case) throws {
        let fails =
            try ElementTrees.fires(LabelMissing(), testCase.json)
            || (try ElementTrees.fires(LabelWhitespace(), testCase.json))
        #expect(fails == testCase.expected)
    }

    @Test(arguments: notPunctuatedCases)
    func notPunctuated(_ testCase: Case) throws {
        #expect(try ElementTrees.fires(LabelTrailingPeriod(), testCase.json) == testCase.expected)
    }

    @Test(arguments: notRedundantCases)
    func notRedundant(_ testCase: Case) throws {
        #expect(try ElementTrees.fires(LabelRedundantTrait(), testCase.json) == testCase.expected)
    }

    @Test(arguments: traitsDontConflictCases)
    func traitsDontConflict(_ testCase: Case) throws {
        #expect(try ElementTrees.fires(TraitsConflict(), testCase.json) == testCase.expected)
    }

    @Test func lectorDiffersOnlyWhereItIsDeliberatelyStricter() {
        let differing =
            (Self.labelPresentCases + Self.notPunctuatedCases + Self.notRedundantCases + Self.traitsDontConflictCases)
            .filter { $0.lectorFails != nil }
        #expect(
            differing.map(\.json) == [#"{"traits":["staticText"]}"#, #"{"label":"button foo","traits":["button"]}"#])
        #expect(differing.allSatisfy { $0.lectorFails == true && !$0.gtxFails })
    }
}
