import Audit
import Testing

/// `element.target-size`: actionable elements with a frame under 44×44 points.
@Suite struct ElementTargetSizeTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Too Small","traits":["button"],"frame":[20,67,43,43]}"#),
        .fails(#"{"label":"Menu","traits":["button"],"frame":[20,59,55,40]}"#),
        .passes(#"{"label":"Save","traits":["button"],"frame":[0,0,44,44]}"#),
        .passes(#"{"label":"Save","traits":["button"]}"#),
        .passes(#"{"label":"Tiny text","traits":["staticText"],"frame":[0,0,13,13]}"#),
        .passes(#"{"label":"Off","traits":["button","notEnabled"],"frame":[0,0,20,20]}"#),
        .fails(#"{"container":"tabBar","children":[{"label":"News","frame":[0,0,40,40]}]}"#),
        // UIKit's fixed sizes: a standard switch and stepper are not the author's to enlarge.
        .passes(#"{"label":"Wi-Fi","traits":["button","switchButton"],"value":"1","frame":[300,10,51,31]}"#),
        .passes(#"{"label":"Copies","traits":["adjustable"],"value":"2","frame":[200,10,94,32]}"#),
        .fails(#"{"label":"Wi-Fi","traits":["button","switchButton"],"value":"1","frame":[300,10,40,24]}"#),
        .fails(#"{"label":"Go","traits":["button"],"frame":[300,10,51,31]}"#),
        .fails(#"{"label":"Volume","traits":["adjustable"],"value":"50%","frame":[0,0,94,20]}"#),
        // The class named: UIKit fixes the height of a switch, a slider and a stepper; the width is the author's.
        .passes(#"{"label":"Volume","traits":["adjustable"],"control":"slider","frame":[16,120,354,31]}"#),
        .passes(#"{"label":"Volume","traits":["adjustable"],"control":"slider","frame":[-2,31,504,30]}"#),
        .passes(#"{"label":"Alerts","traits":["button","switchButton"],"control":"switch","frame":[0,61,502,31]}"#),
        .passes(#"{"label":"Copies","traits":["adjustable"],"control":"stepper","frame":[200,10,94,32]}"#),
        .fails(#"{"label":"Volume","traits":["adjustable"],"control":"slider","frame":[16,120,40,31]}"#),
        .fails(#"{"label":"Volume","traits":["adjustable"],"control":"slider","frame":[16,120,354,20]}"#),
        .fails(#"{"label":"Alerts","traits":["button","switchButton"],"control":"switch","frame":[0,0,40,24]}"#),
        .fails(#"{"label":"Volume","traits":["adjustable"],"control":"slider","frame":[200,10,94,32]}"#),
        .fails(#"{"label":"Page 1 of 3","traits":["adjustable"],"control":"pageControl","frame":[150,270,90,26]}"#),
        // Without the class, an adjustable element of a slider's size may be a custom control.
        .fails(#"{"label":"Volume","traits":["adjustable"],"frame":[16,120,354,31]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(ElementTargetSize(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageGivesTheSizeAndTheLocationTheSource() throws {
        let json =
            #"{"label":"Menu","traits":["button"],"frame":[20,59,55,40],"sourceID":"Ab1-cD-eF2","sourceLine":17}"#
        let finding = try #require(try ElementTrees.findings(json, rules: [ElementTargetSize()]).first)
        #expect(finding.message.contains("55×40"))
        let location = try #require(ElementTrees.location(finding))
        #expect(location.line == 17)
        #expect(location.objectID == "Ab1-cD-eF2")
        let odd = #"{"label":"Overlapping","traits":["button"],"frame":[0,0,117,39.666666666666629]}"#
        #expect(
            try ElementTrees.findings(odd, rules: [ElementTargetSize()]).first?.message.contains("117×39.7") == true)
        #expect(FindingLine.location(finding.location) == #"t.json:. (t.json:17 Ab1-cD-eF2) "Menu""#)
    }
}
