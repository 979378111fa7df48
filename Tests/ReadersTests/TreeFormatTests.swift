import Foundation
import Readers
import Testing

/// The format of a tree file is told from its content.
@Suite struct TreeFormatTests {
    @Test(arguments: [
        ("Shop/Base.lproj/Cart.storyboard", TreeFormat.storyboard),
        ("Row.xib", .xib),
        ("home-dump.txt", .xcuitest),
        ("page-source.xml", .pageSource),
        ("page-source.json", .pageSourceJSON),
    ])
    func fixturesAreDetected(path: String, format: TreeFormat) throws {
        #expect(TreeFormat.detect(try ReaderFixtures.data(path)) == format)
    }

    @Test func jsonAndUnknownContent() {
        #expect(TreeFormat.detect(Data(" \n{\"label\":\"A\"}".utf8)) == .json)
        #expect(TreeFormat.detect(Data("[]".utf8)) == .json)
        #expect(TreeFormat.detect(Data("hello".utf8)) == nil)
        #expect(TreeFormat.detect(Data("<html></html>".utf8)) == nil)
    }

    @Test func aJSONPageSourceIsToldFromElementTreeJSONByItsTypeKey() {
        #expect(
            TreeFormat.detect(Data(#"{"type" : "XCUIElementTypeApplication","children":[]}"#.utf8)) == .pageSourceJSON)
        #expect(
            TreeFormat.detect(Data(#"{"value":"<?xml version=\"1.0\"?><XCUIElementTypeApplication/>"}"#.utf8))
                == .pageSourceJSON)
        // Element-tree JSON whose label merely mentions a type, or a "type" of another kind, stays JSON.
        #expect(TreeFormat.detect(Data(#"{"label":"XCUIElementTypeButton","traits":["button"]}"#.utf8)) == .json)
        #expect(TreeFormat.detect(Data(#"{"label":"A","type":"button"}"#.utf8)) == .json)
    }

    @Test func formatNames() {
        #expect(TreeFormat(name: "XCUITest") == .xcuitest)
        #expect(TreeFormat(name: "page-source") == .pageSource)
        #expect(TreeFormat(name: "page-source-json") == .pageSourceJSON)
        #expect(TreeFormat(name: "yaml") == nil)
    }
}
