import Accessibility
import Foundation
import Readers
import Testing

/// Every tree format nests at most `TreeReader.maximumDepth` (200) levels (issue 40): a 5,000-level XCUITest
/// dump once crashed `inspect --tree` and `audit --tree` (stack overflow in the walks over the tree).
@Suite struct TreeDepthLimitTests {
    /// An XCUITest dump whose `Other` elements nest `levels` deep above one static text.
    static func dump(levels: Int) -> Data {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'App'", "Element subtree:"]
        for depth in 0..<levels {
            lines.append(String(repeating: " ", count: 2 * depth) + "Other, 0x\(depth + 2), {{0.0, 0.0}, {9.0, 9.0}}")
        }
        lines.append(
            String(repeating: " ", count: 2 * levels) + "StaticText, 0x9, {{0.0, 0.0}, {9.0, 9.0}}, label: 'deep'")
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// A page source whose `Other` elements nest `levels` deep above one static text.
    static func pageSource(levels: Int) -> Data {
        let open = String(
            repeating: "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" visible=\"true\">\n", count: levels)
        let close = String(repeating: "</XCUIElementTypeOther>\n", count: levels)
        let text = "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"deep\" visible=\"true\"/>\n"
        return Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n" + open + text + close + "</AppiumAUT>\n").utf8)
    }

    static func depth(_ element: AccessibilityElement) -> Int {
        1 + (element.children.map(depth).max() ?? -1)
    }

    @Test func aDumpAtTheLimitIsRead() throws {
        // Levels 0…199 of Other and the text at level 200.
        let read = try TreeReader().read(Self.dump(levels: 200), file: "ok.txt")
        #expect(read.format == .xcuitest)
        #expect(read.screens.count == 1)
    }

    @Test func aDumpOneLevelDeeperIsRefusedAtItsLine() {
        // The text sits at level 201, on line 2 + 201 + 1 = 204, indented 402 spaces.
        #expect(throws: ReaderError(file: "deep.txt", line: 204, column: 403, problem: .tooDeep(limit: 200))) {
            _ = try XCUITestDumpReader().read(String(decoding: Self.dump(levels: 201), as: UTF8.self), file: "deep.txt")
        }
    }

    @Test func aPageSourceDeeperThanTheLimitIsRefusedAtItsFirstElementBelowIt() throws {
        #expect(throws: Never.self) { _ = try TreeReader().read(Self.pageSource(levels: 200), file: "ok.xml") }
        #expect {
            _ = try TreeReader().read(Self.pageSource(levels: 201), file: "deep.xml")
        } throws: { error in
            guard case .reader(let reader) = error as? TreeReaderError else { return false }
            // The text element is the first below the limit: line 2 + 201 + 1.
            return reader.problem == .tooDeep(limit: 200) && reader.line == 204 && reader.file == "deep.xml"
        }
    }
}
