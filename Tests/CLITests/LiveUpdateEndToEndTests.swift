import Domain
import Foundation
import TestSupport
import Testing

/// Two processes on one library: a script-mode session waits for a change while another process adds an item.
@Suite(.serialized) struct LiveUpdateEndToEndTests {
    @Test func waitingSessionAnnouncesAnItemAddedByAnotherProcess() throws {
        let folder = try PackagePaths.temporaryDirectory("live").appendingPathComponent("library")
        let session = try RunningProcess(lector: ["browse", "items", "--library", folder.path, "--output", "text"])
        session.write("wait-change 10\nfirst\nnext\n")
        try session.closeInput()
        #expect(session.waitForOutput(containing: "Items. Heading."), "\(session.standardError)")
        // The session has its library open and waits; another process adds an item.
        let added = try ProcessRunner.lector(Self.addItem(folder))
        #expect(added.status == 0, "\(added.standardError)")
        #expect(session.wait() == 0, "\(session.standardError)")
        let lines = session.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Items. Heading.", "1 item added.", "Items. Heading.", "List, 13 items.",
                "Aardvark Lamp: 12 dollars. Button. List Start.",
                "Opens the item.",
            ])
    }

    @Test func removingTheFocusedItemElsewhereSaysWhereTheFocusWent() throws {
        let folder = try PackagePaths.temporaryDirectory("live").appendingPathComponent("library")
        let session = try RunningProcess(lector: ["browse", "items", "--library", folder.path, "--output", "text"])
        session.write("next\nwait-change 10\n")
        try session.closeInput()
        #expect(session.waitForOutput(containing: "Opens the item."), "\(session.standardError)")
        // Another process removes the focused item, the first by name.
        let listed = try ProcessRunner.lector(["items", "list", "--json", "--library", folder.path])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        let atlas = try #require(items.first { ($0["name"] as? String) == "Atlas of Remote Islands" }?["id"] as? String)
        let removed = try ProcessRunner.lector(["items", "remove", atlas, "--library", folder.path])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(session.wait() == 0, "\(session.standardError)")
        let lines = session.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Items. Heading.", "List, 12 items.", "Atlas of Remote Islands: 25 dollars. Button. List Start.",
                "Opens the item.", "1 item removed.", "The focused item is gone. Focus moved.",
            ] + Array(lines.suffix(2)))
        #expect(lines.count == 8)
        #expect(lines.dropLast().last?.hasSuffix("Button. List Start.") == true, "\(lines)")
        #expect(lines.last == "Opens the item.")
    }

    /// Adds "Aardvark Lamp" to the library in another process.
    static func addItem(_ folder: URL) -> [String] {
        ["items", "add", "--name", "Aardvark Lamp", "--value", "12", "--library", folder.path]
    }
}
