import Audit
import Testing

/// `label.not-human-readable`: the examples of audit.md §2 and our own, failing and passing.
@Suite struct LabelNotHumanReadableTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"QUOTE_TEXTVIEW","traits":["staticText"]}"#),
        .fails(#"{"label":"IMG_1234.JPG","traits":["image"]}"#),
        .fails(#"{"label":"Untitled","traits":["image"]}"#),
        .passes(#"{"label":"Quote of the day","traits":["staticText"]}"#),
        .passes(#"{"label":"Beach at dusk","traits":["image"]}"#),
        .fails(#"{"label":"add_button","traits":["button"]}"#),
        .fails(#"{"label":"addItemButton","traits":["button"]}"#),
        .fails(#"{"label":"PhotoGridCell"}"#),
        .passes(#"{"label":"YouTube","traits":["link"]}"#),
        .passes(#"{"label":"iPhone","traits":["button"]}"#),
        .passes(#"{"label":"macOS","traits":["button"]}"#),
        .fails(#"{"label":"home.photos.add","traits":["button"]}"#),
        .fails(#"{"label":"DSC01234","traits":["image"]}"#),
        .fails(#"{"label":"Screenshot 2024-03-05","traits":["image"]}"#),
        .fails(#"{"label":"%@ photos","traits":["button"]}"#),
        .fails(#"{"label":"{{count}} items","traits":["button"]}"#),
        .fails(#"{"label":"6F2A91C0-1234-4BCD-9EF0-0123456789AB"}"#),
        .fails(#"{"label":"Lorem ipsum dolor","traits":["staticText"]}"#),
        .fails(#"{"label":"Save TODO","traits":["button"]}"#),
        .passes(#"{"label":"None","traits":["button"]}"#),
        .fails(#"{"label":"None","traits":["image"]}"#),
        .fails(#"{"label":"Ohne Titel","traits":["image"]}"#, "de"),
        .fails(#"{"label":"Foto","traits":["image"]}"#, "de"),
        .passes(#"{"label":"Foto","traits":["button"]}"#, "de"),
        .fails(#"{"label":"無題","traits":["image"]}"#, "ja"),
        .fails(#"{"label":"untitled","traits":["image"]}"#, "fr"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(
            try ElementTrees.fires(LabelNotHumanReadable(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesTheKindOfName() throws {
        let finding = try #require(
            try ElementTrees.findings(#"{"label":"IMG_0042.JPG","traits":["image"]}"#, rules: [LabelNotHumanReadable()])
                .first)
        #expect(finding.message.contains("a camera's file name"))
        let file = try #require(
            try ElementTrees.findings(#"{"label":"beach.HEIC","traits":["image"]}"#, rules: [LabelNotHumanReadable()])
                .first)
        #expect(file.message.contains("a file name"))
    }
}
