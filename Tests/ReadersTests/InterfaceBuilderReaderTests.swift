import Foundation
import Readers
import Testing

/// Storyboards and xibs through Lector's `XMLReader`: screens, and errors with a line and column.
@Suite struct InterfaceBuilderReaderTests {
    @Test func aSceneIsAScreenNamedByItsController() throws {
        let document = try InterfaceBuilderReader().read(
            try ReaderFixtures.data("Shop/Base.lproj/Cart.storyboard"), file: "Cart")
        #expect(document.format == .storyboard)
        #expect(document.screens.map(\.name) == ["Cart"])
        #expect(document.screens.first?.objectID == "vc1-Ca-rt1")
        #expect(document.screens.first?.root.children.first?.kind == "navigationItem")
    }

    @Test func malformedXMLNamesTheFileAndLine() throws {
        let xml =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\" <\n</objects></document>"
        let error = try #require(throws: ReaderError.self) {
            try InterfaceBuilderReader().read(Data(xml.utf8), file: "Bad.xib")
        }
        #expect(error.file == "Bad.xib")
        #expect(error.line == 4)
        #expect(error.column != nil)
        #expect(error.problem == .malformedXML)
    }

    @Test func otherXMLIsRejected() throws {
        let error = try #require(throws: ReaderError.self) {
            try InterfaceBuilderReader().read(Data("<plist><dict/></plist>".utf8), file: "Info.plist")
        }
        #expect(error.problem == .notInterfaceBuilder)
        #expect(error.line == 1)
    }
}
