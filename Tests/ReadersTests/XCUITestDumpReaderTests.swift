import Accessibility
import Foundation
import Readers
import Testing

/// `XCUIApplication().debugDescription` dumps into element trees.
@Suite struct XCUITestDumpReaderTests {
    static func stops() throws -> [AccessibilityElement] {
        let roots = try XCUITestDumpReader().read(
            String(decoding: try ReaderFixtures.data("home-dump.txt"), as: UTF8.self), file: "d")
        let tree = AccessibilityTree(roots: roots)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func typesBecomeTraitsAndStops() throws {
        let stops = try Self.stops()
        #expect(stops.map { $0.label ?? "-" } == ["Close, now", "Welcome", "-", "Alerts", "Buy", "Home", "Cart"])
        #expect(stops[0].traits == .button)
        #expect(stops[0].identifier == "close")
        #expect(stops[0].children.isEmpty)
        #expect(stops[1].traits == .staticText)
        #expect(stops[2].traits == .textEntry)
        #expect(stops[2].value == "Search items")
        #expect(stops[3].traits == [.button, .switchButton])
        #expect(stops[3].value == "1")
        #expect(stops[4].traits == [.button, .notEnabled])
        #expect(stops[5].traits == [.selected, .tab])
        #expect(stops[6].traits == .tab)
    }

    @Test func framesAndLinesAreKept() throws {
        let close = try #require(try Self.stops().first)
        #expect(close.frame == ElementFrame(x: 16, y: 50, width: 30, height: 30))
        #expect(close.source?.line == 6)
    }

    static func settingsStops() throws -> [AccessibilityElement] {
        let roots = try XCUITestDumpReader().read(
            String(decoding: try ReaderFixtures.data("settings-dump.txt"), as: UTF8.self), file: "s")
        let tree = AccessibilityTree(roots: roots)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func theNavigationBarTitleIsAHeading() throws {
        let stops = try Self.settingsStops()
        let title = try #require(stops.first { $0.label == "Sound" })
        #expect(title.traits == [.staticText, .header])
        // The back button is titled like the previous screen: no heading.
        #expect(stops.first { $0.identifier == "BackButton" }?.traits == .button)
    }

    @Test(arguments: [
        ("bar named by its title", "NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Sound'", true),
        ("bar with another identifier", "NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'bar'", true),
        ("bar without identifier", "NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 44.0}}", true),
        ("plain group", "Other, 0x2, {{0.0, 47.0}, {390.0, 44.0}}", false),
    ])
    func aStaticTextInANavigationBarIsItsTitle(_ name: String, bar: String, isHeading: Bool) throws {
        let dump =
            "Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  \(bar)\n"
            + "    StaticText, 0x3, {{170.0, 58.0}, {50.0, 20.0}}, label: 'Sound'\n"
            + "  Button, 0x4, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Play'\n"
        let tree = AccessibilityTree(roots: try XCUITestDumpReader().read(dump, file: "d"))
        let text = try #require(tree.stops.map { tree.nodes[$0.node].element }.first { $0.label == "Sound" })
        #expect(text.traits.contains(.header) == isHeading)
    }

    @Test func anUntitledBarWithTwoTextsHasNoHeading() throws {
        let dump = """
            NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 74.0}}
              StaticText, 0x3, {{170.0, 50.0}, {50.0, 20.0}}, label: 'Choose a photo'
              StaticText, 0x4, {{170.0, 80.0}, {50.0, 20.0}}, label: 'Photos'
            """
        let roots = try XCUITestDumpReader().read(dump, file: "d")
        #expect(roots.first?.children.count == 2)
        #expect(roots.first?.children.allSatisfy { !$0.traits.contains(.header) } == true)
    }

    @Test func controlTypesNameTheirUIKitClass() throws {
        let stops = try Self.settingsStops()
        let byLabel = Dictionary(stops.map { ($0.label ?? $0.value ?? "", $0.control) }) { first, _ in first }
        #expect(byLabel["Volume"] == .slider)
        #expect(byLabel["Vibrate"] == .switch)
        #expect(byLabel["Repeats"] == .stepper)
        #expect(byLabel["page 1 of 3"] == .pageControl)
        #expect(byLabel["Notes"] == .textView)
        #expect(byLabel["Settings"] == .some(nil))
    }

    @Test func aTextWithoutElementLinesFails() {
        #expect(throws: ReaderError.self) { try XCUITestDumpReader().read("nothing here\n", file: "x.txt") }
    }
}
