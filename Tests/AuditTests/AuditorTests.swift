import Accessibility
import Audit
import Foundation
import Testing

/// The whole run (audit.md §1.2, §5.1): inputs in command-line order, screens in their order, each in
/// its passes, the rules that ran, skips merged, suppressions applied last.
@Suite struct AuditorTests {
    static let screens: [(name: String, json: String)] = [
        ("home", #"[{"label":"Home","traits":["header"]},{"traits":["button"],"identifier":"home.x"}]"#),
        ("items", #"[{"label":"Items","traits":["header"]},{"label":"Save button","traits":["button"]}]"#),
    ]

    static func tree(_ name: String, _ json: String) throws -> AuditInput {
        .tree(AuditScreen(name: name, tree: try AccessibilityTree(decoding: Data(json.utf8)), isTreeFile: true))
    }

    static func run(
        _ inputs: [AuditInput], rules: [any AuditRule] = RuleRegistry.all, libraryLocales: [String] = ["en"],
        suppressions: SuppressionFile? = nil, library: FixedScreens = FixedScreens(screens)
    ) throws -> Report {
        let configuration = Auditor.Configuration(
            rules: rules, libraryLocales: libraryLocales, treeLocale: "en", suppressions: suppressions, version: "9.9.9"
        )
        return try Auditor(configuration: configuration, library: library, strings: try StringsTables.english()).run(
            inputs)
    }

    @Test func screensComeInOrderEachInItsPasses() throws {
        let library = FixedScreens(Self.screens)
        let report = try Self.run([.library(screens: nil)], libraryLocales: ["en", "de"], library: library)
        #expect(library.built == ["home en", "home de", "items en", "items de"])
        #expect(
            report.findings.map { "\($0.location.container) \($0.locale) \($0.rule)" } == [
                "home en label.missing", "home de label.missing", "items en label.redundant-trait",
                "items de label.redundant-trait",
            ])
        #expect(report.locales == ["en", "de"])
        #expect(report.inputs == [.library(screens: 2)])
        #expect(report.elementsAudited == 8)
        #expect(report.groups.map(\.title) == ["home (en)", "home (de)", "items (en)", "items (de)"])
    }

    @Test func inputsKeepTheirOrder() throws {
        let report = try Self.run([
            try Self.tree("b.json", #"[{"traits":["image"]}]"#), .library(screens: ["items"]),
            try Self.tree("a.json", #"[{"label":"Save.","traits":["button"]}]"#),
        ])
        #expect(report.findings.map(\.location.container) == ["b.json", "items", "a.json"])
        #expect(report.inputs == [.tree(file: "b.json"), .library(screens: 1), .tree(file: "a.json")])
    }

    @Test func theRulesThatRanAreThoseOfTheInputs() throws {
        let report = try Self.run([try Self.tree("t.json", "[]")])
        #expect(report.rules.map(\.id) == RuleRegistry.elementRules.map(\.id))
        let strings = try Self.run([.strings(StringsTables.folder(["en.lproj": ["Localizable.strings": ""]]))])
        #expect(strings.rules.map(\.id) == RuleRegistry.stringsRules.map(\.id))
    }

    @Test func skipsAreListedOncePerRuleAndLanguage() throws {
        let json = #"[{"label":"A1","hint":"Abre.","language":"es"},{"label":"B2","hint":"Abre.","language":"es"}]"#
        let report = try Self.run(
            [try Self.tree("t.json", json), try Self.tree("u.json", json)], rules: [HintImperative()])
        #expect(report.skipped.map { "\($0.rule) \($0.locale)" } == ["hint.imperative es"])
    }

    @Test func suppressionsApplyAfterEveryRuleWithTheFileFindingsLast() throws {
        let file = try SuppressionFile.parse(
            "label.missing screen=home -- Known.\nlabel.duplicate -- Stale.\nlabel.redundant-trait\n",
            path: "audit.suppress")
        let report = try Self.run([.library(screens: nil)], suppressions: file)
        #expect(report.suppressed.map(\.rule) == ["label.missing"])
        #expect(
            report.findings.map(\.rule) == [
                "label.redundant-trait", "suppression.unused", "suppression.missing-reason",
            ])
        #expect(report.rules.map(\.id).suffix(2) == ["suppression.missing-reason", "suppression.unused"])
        #expect(report.summary.suppressed == 1)
    }

    @Test func theSameInputGivesTheSameReport() throws {
        let first = JSONReporter().render(try Self.run([.library(screens: nil)], libraryLocales: ["en", "de"]))
        let second = JSONReporter().render(try Self.run([.library(screens: nil)], libraryLocales: ["en", "de"]))
        #expect(first == second)
    }
}
