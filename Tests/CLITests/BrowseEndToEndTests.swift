import Domain
import Foundation
import TestSupport
import Testing

/// `lector browse` in script mode, run as a process over a fresh demo library: transcripts of a walk through
/// every screen, in English and German, and the store afterwards.
@Suite(.serialized) struct BrowseEndToEndTests {
    /// home → items → an item → edit its name and category → back → sort → photos → a photo → its tags →
    /// toggle a tag → back … → tags → a tag → settings → search → history.
    static func walk(newName: String, search: String) -> String {
        """
        next
        activate
        next
        activate
        next
        activate
        type \(newName)
        next
        next
        next
        next
        adjust up
        back
        last
        adjust up
        back
        next
        activate
        next
        activate
        next
        next
        next
        activate
        next
        activate
        back
        back
        back
        next
        activate
        next
        activate
        back
        back
        next
        activate
        next
        adjust up
        back
        screen search
        next
        activate
        type \(search)
        screen history
        next
        back
        quit
        next
        """
    }

    @Test(arguments: [("en", "Atlas of Far Islands", "night"), ("de", "Atlas der fernen Inseln", "Nacht")])
    func scriptWalksEveryScreenAndTheStoreKeepsTheEdits(language: String, newName: String, search: String) throws {
        let folder = try PackagePaths.temporaryDirectory("browse").appendingPathComponent("library")
        let outcome = try ProcessRunner.lector(
            ["browse", "--library", folder.path, "--output", "text", "--locale", language, "-q"],
            input: Data(Self.walk(newName: newName, search: search).utf8), environment: ["TZ": "UTC"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        try Snapshot.assert(outcome.output, named: "browse-walk-\(language)")

        let library = try Library(folder: folder)
        let items = try library.items.items(sortedBy: .name, offset: 0, limit: 50)
        let renamed = try #require(items.first { $0.name == newName })
        #expect(renamed.category == .other)
        #expect(!items.contains { $0.name == "Atlas of Remote Islands" })
        let photo = try #require(try library.photos.photos(.all, offset: 0, limit: 1).first)
        #expect(try library.photos.tags(ofPhoto: photo.id) == ["sunset"])
        #expect(try library.settings.value(for: "speech.rate") == "200")
    }

    @Test func unknownCommandsGoToStderrAndTheSessionGoesOn() throws {
        let folder = try PackagePaths.temporaryDirectory("browse").appendingPathComponent("library")
        let outcome = try ProcessRunner.lector(
            ["browse", "--library", folder.path, "--output", "text", "-q"],
            input: Data("jump\nnext\nset rate fast\n".utf8))
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError == """
                lector: Line 1: Unknown command “jump”. Type help for the commands.
                lector: Line 3: “set rate” needs 80 to 900.

                """)
        #expect(outcome.output.hasPrefix("Lector. Heading.\nItems: 12 items. Button.\nOpens your inventory.\n"))
    }

    @Test func scriptFileCurtainAndStartScreen() throws {
        let folder = try PackagePaths.temporaryDirectory("browse")
        let script = folder.appendingPathComponent("walk.txt")
        try Data("next\nread-all\n".utf8).write(to: script)
        let library = folder.appendingPathComponent("library").path
        let outcome = try ProcessRunner.lector([
            "browse", "tags", "--script", script.path, "--library", library, "--output", "text",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.output.hasPrefix(
                "Tags. Heading.\nList, 14 items.\nbeach: 3 photos. Button. List Start.\nOpens the photos with this tag.\n"
            ))
        #expect(outcome.output.hasSuffix("travel: 9 photos. Button. List End.\n"))
        let quiet = try ProcessRunner.lector([
            "browse", "tags", "--script", script.path, "--library", library, "--output", "text", "--curtain",
        ])
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty)
        let missing = try ProcessRunner.lector(["browse", "--script", "/nonexistent/walk.txt", "--library", library])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("lector: Cannot read the script /nonexistent/walk.txt"))
        let badScreen = try ProcessRunner.lector(["browse", "nowhere", "--library", library], input: Data())
        #expect(badScreen.status == 64)
    }

    @Test func wavOutputAlsoEchoesEachUtterance() throws {
        let folder = try PackagePaths.temporaryDirectory("browse")
        let wav = folder.appendingPathComponent("walk.wav")
        let outcome = try ProcessRunner.lector(
            ["browse", "--library", folder.appendingPathComponent("library").path, "--output", "wav:\(wav.path)"],
            input: Data("next\n".utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.output == "Lector. Heading.\nItems: 12 items. Button.\nOpens your inventory.\n")
        let size = try FileManager.default.attributesOfItem(atPath: wav.path)[.size] as? Int ?? 0
        #expect(size > 22050)
    }

    @Test func savedSettingsBeatDefaultsAndOptionsBeatSavedSettings() throws {
        let library = try PackagePaths.temporaryDirectory("browse").appendingPathComponent("library").path
        let base = ["browse", "--library", library, "--output", "text", "-q"]
        let saved = try ProcessRunner.lector(base, input: Data("set verbosity brief\nset locale de\n".utf8))
        #expect(saved.status == 0, "\(saved.standardError)")
        #expect(saved.output == "Lector. Heading.\nVerbosity: Brief\nSprache: Deutsch\n")
        let later = try ProcessRunner.lector(base, input: Data("next\n".utf8))
        #expect(later.output == "Lector\nGegenstände: 12 Gegenstände\n")
        let overridden = try ProcessRunner.lector(
            base + ["--verbosity", "normal", "--locale", "en"], input: Data("next\n".utf8))
        #expect(overridden.output == "Lector. Heading.\nItems: 12 items. Button.\nOpens your inventory.\n")
    }
}
