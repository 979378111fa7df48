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

    @Test func formatNames() {
        #expect(TreeFormat(name: "XCUITest") == .xcuitest)
        #expect(TreeFormat(name: "page-source") == .pageSource)
        #expect(TreeFormat(name: "yaml") == nil)
    }
}
