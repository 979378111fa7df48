import Accessibility
import Foundation
import Readers
import Testing

/// WebDriverAgent/Appium XML page sources into element trees.
@Suite struct PageSourceReaderTests {
    @Test func elementsBecomeStops() throws {
        let roots = try PageSourceReader().read(try ReaderFixtures.data("page-source.xml"), file: "p.xml")
        let tree = AccessibilityTree(roots: roots)
        let stops = tree.stops.map { tree.nodes[$0.node].element }
        #expect(stops.map(\.label) == ["Checkout", "Total"])
        #expect(stops[0].traits == [.button, .notEnabled])
        #expect(stops[0].identifier == "checkout")
        #expect(stops[0].frame == ElementFrame(x: 16, y: 50, width: 120, height: 44))
        #expect(stops[1].identifier == nil)
    }

    @Test func theNavigationBarTitleIsAHeadingAndControlsNameTheirClass() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Sound">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Settings"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Sound" label="Sound"/>
              </XCUIElementTypeNavigationBar>
              <XCUIElementTypeSlider type="XCUIElementTypeSlider" name="Volume" label="Volume" value="50%"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let tree = AccessibilityTree(roots: try PageSourceReader().read(Data(xml.utf8), file: "p.xml"))
        let stops = tree.stops.map { tree.nodes[$0.node].element }
        #expect(stops.map(\.label) == ["Settings", "Sound", "Volume"])
        #expect(stops[1].traits == [.staticText, .header])
        #expect(stops[2].control == .slider)
    }
}
