import Audit
import Testing

/// `photo.undescribed`: an image Lector's photo screens mark "no description", in the screen's language.
@Suite struct PhotoUndescribedTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Harbour","value":"no description, 640 by 480","traits":["image"]}"#),
        .fails(#"{"label":"","value":"no description","traits":["image","button"]}"#),
        .passes(#"{"label":"Two boats in a calm harbour","value":"640 by 480","traits":["image"]}"#),
        .passes(#"{"label":"Notes","value":"no description, yet","traits":["staticText"]}"#),
        .passes(#"{"label":"Harbour","value":"no descriptions","traits":["image"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(PhotoUndescribed(), testCase.json, locale: testCase.locale) == testCase.fires)
    }
}
