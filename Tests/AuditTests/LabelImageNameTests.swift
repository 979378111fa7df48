import Audit
import Testing

/// `label.image-name`: image-only storyboard buttons without an accessibility label.
@Suite struct LabelImageNameTests {
    static let imageOnly = #"<button id="up1-aa-bb1"><state key="normal" image="Arrow-Up-24"/></button>"#

    @Test func anImageOnlyButtonIsFoundWithItsIdAndLine() throws {
        let findings = try InterfaceFiles.findings(
            LabelImageName(), storyboard: InterfaceFiles.storyboard(Self.imageOnly))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.contains("Arrow-Up-24"))
        let location = try #require(InterfaceFiles.location(finding))
        #expect(location.key == "up1-aa-bb1")
        #expect(location.line == 10)
        #expect(location.file == "Base.lproj/Main.storyboard")
    }

    @Test(arguments: [
        #"<button id="b1"><accessibility key="accessibilityConfiguration" label="Previous match"/><state key="normal" image="Arrow-Up-24"/></button>"#,
        #"<button id="b1"><state key="normal" title="Up" image="Arrow-Up-24"/></button>"#,
        #"<button id="b1"><state key="normal" title="Up"/></button>"#,
        #"<imageView id="b1" image="Arrow-Up-24"/>"#,
    ])
    func labelledOrTitledButtonsPass(_ subview: String) throws {
        #expect(try InterfaceFiles.findings(LabelImageName(), storyboard: InterfaceFiles.storyboard(subview)).isEmpty)
    }

    @Test func aLabelThatIsTheImageNameIsFound() throws {
        let subview =
            #"<imageView id="lg1-aa-bb1" image="A11y_logo"><accessibility key="accessibilityConfiguration" label="A11y_logo"/></imageView>"#
        let findings = try InterfaceFiles.findings(LabelImageName(), storyboard: InterfaceFiles.storyboard(subview))
        #expect(findings.map { InterfaceFiles.location($0)?.key } == ["lg1-aa-bb1"])
        #expect(findings.first?.message.contains("asset name") == true)
    }

    @Test func aLabelInATablePasses() throws {
        let findings = try InterfaceFiles.findings(
            LabelImageName(), storyboard: InterfaceFiles.storyboard(Self.imageOnly),
            tables: ["de": #""up1-aa-bb1.accessibilityLabel" = "Vorheriger Treffer";"#])
        #expect(findings.isEmpty)
    }
}
