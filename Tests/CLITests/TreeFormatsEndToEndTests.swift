import Foundation
import TestSupport
import Testing

/// JSON page sources and the system bar items of storyboards through the built binary (run
/// `swift build` first): detection, `--format page-source-json`, the reader's errors, and UIKit's
/// titles of system items in each shipped language.
@Suite struct TreeFormatsEndToEndTests {
    static let pageSource = #"""
        {"value": {"type": "XCUIElementTypeApplication", "label": "Shop", "children": [
          {"type": "XCUIElementTypeButton", "name": "menu", "label": "Menu", "isEnabled": "1",
           "rect": {"x": 20, "y": 59, "width": 55, "height": 40}},
          {"type": "XCUIElementTypeSwitch", "label": "Gift wrap", "value": "1", "isEnabled": "1",
           "rect": {"x": 300, "y": 140, "width": 51, "height": 31}}
        ]}, "sessionId": "S1"}
        """#

    static let storyboard = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507">
            <scenes>
                <scene sceneID="s01-ce-ne1">
                    <objects>
                        <viewController id="v01-Co-nt1" sceneMemberID="viewController">
                            <view key="view" id="v01-ie-w01">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <navigationItem key="navigationItem" title="Note" id="n01-av-it1">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b01-cn-cl1"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#

    private func file(_ name: String, _ text: String) throws -> String {
        let url = try PackagePaths.temporaryDirectory("lector-formats").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func lector(_ arguments: [String]) throws -> ProcessOutcome {
        let library = try PackagePaths.temporaryDirectory("lector-formats").appendingPathComponent("library")
        return try ProcessRunner.lector(["--library", library.path, "--empty"] + arguments)
    }

    @Test func aJSONPageSourceIsDetectedSpokenAndAudited() throws {
        let path = try file("source.json", Self.pageSource)
        let spoken = try lector(["speak", "--element", path, "--output", "text"])
        #expect(spoken.status == 0, "\(spoken.standardError)")
        #expect(spoken.output.split(separator: "\n").contains("Menu. Button."))
        let forced = try lector(["inspect", "--tree", path, "--format", "page-source-json"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.output.contains("Menu"))
        let audit = try lector(["audit", "--tree", path, "--rules", "element.target-size", "--format", "json"])
        #expect(audit.output.contains("55×40"))
        // The standard switch, 51×31, is UIKit's fixed size: not a finding.
        #expect(!audit.output.contains("51×31"))
    }

    @Test func malformedJSONPageSourceFailsWithItsPosition() throws {
        let path = try file("broken.json", "{\"type\": \"XCUIElementTypeButton\",\n \"label\": }")
        let outcome = try lector(["inspect", "--tree", path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: \(path):2:11: malformed JSON;"), "\(outcome.standardError)")
    }

    @Test(arguments: [
        ("en", "Cancel"), ("de", "Abbrechen"), ("fr", "Annuler"), ("es", "Cancelar"), ("ja", "キャンセル"), ("ar", "إلغاء"),
    ])
    func aSystemCancelItemSpeaksUIKitsTitleInTheLocale(locale: String, title: String) throws {
        let path = try file("Note-\(locale).storyboard", Self.storyboard)
        let outcome = try lector(["--locale", locale, "inspect", "--tree", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("\(title); traits: button"), "\(outcome.output)")
        if locale != "en" { #expect(!lines.contains("Cancel; traits: button")) }
    }
}
