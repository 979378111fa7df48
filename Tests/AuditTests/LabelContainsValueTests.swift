import Audit
import Testing

/// `label.contains-value`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelContainsValueTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Volume 50%","value":"50%","traits":["adjustable"]}"#),
        .passes(#"{"label":"Volume","value":"50%","traits":["adjustable"]}"#),
        .passes(#"{"label":"Wi-Fi 1","value":"1","traits":["button","switchButton"]}"#),
        .passes(#"{"label":"Camera 12","value":"1","traits":["button"]}"#),
        .fails(#"{"label":"Camera, $120.00","value":"$120.00","traits":["button"]}"#),
        .passes(#"{"label":"Rate","value":"—","traits":["adjustable"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(LabelContainsValue(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
