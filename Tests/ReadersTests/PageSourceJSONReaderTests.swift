import Accessibility
import Foundation
import Readers
import Testing

/// WebDriverAgent/Appium JSON page sources (`GET /source?format=json`) into element trees.
@Suite struct PageSourceJSONReaderTests {
    static func stops(_ roots: [AccessibilityElement]) -> [AccessibilityElement] {
        let tree = AccessibilityTree(roots: roots)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func nodesBecomeStopsAsInTheXMLPageSource() throws {
        let roots = try PageSourceJSONReader().read(try ReaderFixtures.data("page-source.json"), file: "p.json")
        let stops = Self.stops(roots)
        #expect(stops.map(\.label) == ["Checkout", "Total", "Gift wrap", "Coupon", "Home", "Cart"])
        #expect(stops[0].traits == [.button, .notEnabled])
        #expect(stops[0].identifier == "checkout")
        #expect(stops[0].frame == ElementFrame(x: 16, y: 50, width: 120, height: 44))
        #expect(stops[0].source?.line == 16)
        #expect(stops[1].identifier == nil)
        #expect(stops[1].traits == .staticText)
        #expect(stops[1].frame == ElementFrame(x: 16, y: 100, width: 100, height: 20))
        #expect(stops[2].traits == [.button, .switchButton])
        #expect(stops[2].value == "1")
        #expect(stops[3].traits == .textEntry)
        #expect(stops[3].value == "Code")
        #expect(stops[4].traits == [.tab, .selected])
        #expect(stops[5].traits == .tab)
    }

    @Test func theXMLAndJSONPageSourcesOfOneScreenAgree() throws {
        let xml = Self.stops(try PageSourceReader().read(try ReaderFixtures.data("page-source.xml"), file: "p.xml"))
        let json = Self.stops(
            try PageSourceJSONReader().read(try ReaderFixtures.data("page-source.json"), file: "p.json"))
        for (fromXML, fromJSON) in zip(xml, json) {
            #expect(fromXML.label == fromJSON.label)
            #expect(fromXML.identifier == fromJSON.identifier)
            #expect(fromXML.traits == fromJSON.traits)
            #expect(fromXML.frame == fromJSON.frame)
        }
    }

    @Test func aWrappedXMLSourceIsReadAsXML() throws {
        let json =
            #"{"value":"<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Pay\" x=\"0\" y=\"0\" width=\"80\" height=\"30\"/></AppiumAUT>","sessionId":"x"}"#
        let stops = Self.stops(try PageSourceJSONReader().read(Data(json.utf8), file: "w.json"))
        #expect(stops.map(\.label) == ["Pay"])
        #expect(stops[0].frame?.height == 30)
    }

    @Test func aTopLevelArrayHoldsManyRoots() throws {
        let json = #"[{"type":"XCUIElementTypeButton","label":"A"},{"type":"XCUIElementTypeStaticText","label":"B"}]"#
        let roots = try PageSourceJSONReader().read(Data(json.utf8), file: "a.json")
        #expect(roots.map(\.label) == ["A", "B"])
    }

    @Test func malformedJSONNamesItsLineAndColumn() {
        let text = "{\n  \"type\": \"XCUIElementTypeButton\",\n  \"label\": \"A\" \"name\": \"b\"\n}"
        #expect {
            _ = try PageSourceJSONReader().read(Data(text.utf8), file: "bad.json")
        } throws: { error in
            let error = error as? ReaderError
            return error?.problem == .malformedJSON && error?.line == 3 && error?.column == 16
        }
    }

    @Test func jsonWithoutElementTypesIsNoPageSource() {
        #expect(throws: ReaderError(file: "n.json", problem: .noPageSourceElements)) {
            _ = try PageSourceJSONReader().read(Data(#"{"value":{"label":"A","children":[]}}"#.utf8), file: "n.json")
        }
    }

    @Test func theTreeReaderDetectsAndReadsIt() throws {
        let read = try TreeReader().read(try ReaderFixtures.data("page-source.json"), file: "p.json")
        #expect(read.format == .pageSourceJSON)
        #expect(read.screens.count == 1)
        #expect(Self.stops(read.screens.map(\.root)).count == 6)
    }

    @Test func theNavigationBarTitleIsAHeadingAndControlsNameTheirClass() throws {
        let json = """
            {"type": "XCUIElementTypeApplication", "name": "Settings", "children": [
              {"type": "XCUIElementTypeNavigationBar", "name": "Sound", "children": [
                {"type": "XCUIElementTypeButton", "name": "BackButton", "label": "Settings"},
                {"type": "XCUIElementTypeStaticText", "name": "Sound", "label": "Sound"}]},
              {"type": "XCUIElementTypeSwitch", "label": "Vibrate", "value": "1",
               "rect": {"x": 300, "y": 100, "width": 51, "height": 31}}]}
            """
        let stops = Self.stops(try PageSourceJSONReader().read(Data(json.utf8), file: "p.json"))
        #expect(stops.map(\.label) == ["Settings", "Sound", "Vibrate"])
        #expect(stops[1].traits == [.staticText, .header])
        #expect(stops[2].control == .switch)
    }
}
