import Accessibility
import Audit
import Foundation
import Localization
import Testing

/// `label.missing`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelMissingTests {
    @Test(arguments: [
        RuleCase.fails(#"{"traits":["button"],"hint":"Adds an item."}"#),
        .fails(#"{"traits":["image"]}"#),
        .passes(#"{"label":"Add","traits":["button"],"hint":"Adds an item."}"#),
        .passes(#"{"traits":["image"],"isElement":false}"#),
        .fails(#"{"label":"","value":"3 photos","traits":["button"]}"#),
        .fails(#"{"traits":["staticText"]}"#),
        .passes(#"{"value":"3 photos","traits":["staticText"]}"#),
        .fails(#"{"value":"  ","traits":["staticText"]}"#),
        .passes(#"{"traits":["header"]}"#),
        .passes(#"{"label":" ","traits":["button"]}"#),
        .passes(#"{"container":"list","children":[{"label":"Row"}]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelMissing(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func anImageIsToldAboutDecoration() throws {
        let finding = try #require(try ElementTrees.findings(#"{"traits":["image"]}"#, rules: [LabelMissing()]).first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("isElement:false"))
        #expect(ElementTrees.location(finding)?.path == ".")
    }

    @Test func aControlGetsThePlainMessage() throws {
        let finding = try #require(try ElementTrees.findings(#"{"traits":["button"]}"#, rules: [LabelMissing()]).first)
        #expect(finding.message == "The element has no label; give it one that names it.")
    }
}

extension LabelMissingTests {
    @Test func anObjectCodeMayLabelIsAWarning() throws {
        let json = #"{"children":[{"traits":["textEntry"],"sourceID":"tf1"},{"traits":["button"],"sourceID":"bt1"}]}"#
        let tree = try AccessibilityTree(decoding: Data(json.utf8))
        let result = ElementAudit(rules: [LabelMissing()]).run(
            AuditScreen(name: "t", tree: tree, isTreeFile: true, labelledInCode: ["tf1"]), passLocale: "en",
            strings: try StringsTables.english(), cache: TextCache())
        #expect(result.findings.map(\.severity) == [.warning, .error])
        #expect(result.findings[0].message.contains("outlet"))
    }
}
