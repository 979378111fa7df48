import Audit
import Testing

/// `label.duplicate`: groups of equal names on one screen, a warning when a member is actionable.
@Suite struct LabelDuplicateTests {
    private func findings(_ json: String, locale: String = "en") throws -> [Finding] {
        try ElementTrees.findings(json, locale: locale, rules: [LabelDuplicate()])
    }

    @Test func twoDeleteButtonsInRowsAreAWarningOnTheFirst() throws {
        let json = #"""
            {"container":"list","children":[
              {"label":"Camera","isElement":false,"children":[{"label":"Camera","traits":["staticText"]},{"label":"Delete","traits":["button"]}]},
              {"label":"Lamp","isElement":false,"children":[{"label":"Lamp","traits":["staticText"]},{"label":"Delete","traits":["button"]}]}]}
            """#
        let found = try findings(json)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(ElementTrees.location(finding)?.path == "Camera/1")
        #expect(finding.related.count == 1)
        #expect(finding.message.contains("“Delete”"))
        #expect(finding.related.compactMap { ElementTrees.location2($0)?.path } == ["Lamp/1"])
    }

    @Test func aLabelledRowAndItsTitleAreTwoElements() throws {
        let found = try findings(#"[{"label":"Camera","children":[{"label":"Camera","traits":["staticText"]}]}]"#)
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
    }

    @Test(arguments: [
        #"[{"label":"Delete Camera","traits":["button"]},{"label":"Delete Lamp","traits":["button"]}]"#,
        #"[{"label":"Camera","value":"$20.00"},{"label":"Camera","value":"$35.00"}]"#,
        #"[{"label":" ","traits":["button"]},{"label":" ","traits":["button"]}]"#,
        #"[{"label":"—","traits":["header"]},{"label":"—","traits":["header"]}]"#,
    ])
    func distinctOrUnusableNamesPass(json: String) throws {
        #expect(try findings(json).isEmpty)
    }

    @Test func staticDuplicatesAreANoteOnTheFirstMember() throws {
        let found = try findings(
            #"[{"label":"Beach","traits":["staticText"]},{"label":"Swim","traits":["button"]},{"label":"beach ","traits":["staticText"]}]"#
        )
        let finding = try #require(found.first)
        #expect(finding.severity == .info)
        #expect(ElementTrees.location(finding)?.path == "0")
        #expect(finding.related.map { ElementTrees.location2($0)?.path } == ["2"])
    }

    @Test func theWarningGoesToTheFirstActionableMember() throws {
        let found = try findings(
            #"[{"label":"Beach","traits":["staticText"]},{"label":"Beach","traits":["link"]},{"label":"Beach","traits":["button"]}]"#
        )
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(ElementTrees.location(finding)?.path == "1")
        #expect(finding.related.map { ElementTrees.location2($0)?.path } == ["0", "2"])
    }

    @Test func aTabBarChildIsActionable() throws {
        let found = try findings(#"[{"label":"Photos"},{"container":"tabBar","children":[{"label":"Photos"}]}]"#)
        #expect(found.first?.severity == .warning)
    }

    @Test func eachGroupGivesOneFinding() throws {
        let found = try findings(
            #"[{"label":"A1","traits":["button"]},{"label":"B2","traits":["button"]},{"label":"A1","traits":["button"]},{"label":"B2","traits":["button"]},{"label":"A1","traits":["button"]}]"#
        )
        #expect(found.count == 2)
        #expect(found.map(\.related.count) == [2, 1])
    }
}
