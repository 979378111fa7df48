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

    @Test func aTextWithoutElementLinesFails() {
        #expect(throws: ReaderError.self) { try XCUITestDumpReader().read("nothing here\n", file: "x.txt") }
    }
}
