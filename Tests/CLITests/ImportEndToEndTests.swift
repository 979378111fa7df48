import Domain
import Foundation
import TestSupport
import Testing

/// `lector import` and `lector export` as a user runs them.
@Suite struct ImportEndToEndTests {
    @Test func lootLoggerFixturesListWithNamesValuesAndDates() throws {
        let (_, library) = try CollectionProcess.workspace("e2e-loot")
        let first = try CollectionProcess.lector(
            ["--empty", "import", CollectionProcess.fixture("lootlogger/inventory.plist")], library: library)
        #expect(first.status == 0)
        #expect(first.output == "Items: 8 added, 0 updated, 0 unchanged.\n")
        let second = try CollectionProcess.lector(
            ["import", CollectionProcess.fixture("lootlogger/inventory.json")], library: library)
        #expect(second.output == "Items: 0 added, 0 updated, 8 unchanged.\n")
        let list = try CollectionProcess.lector(["items", "list", "--sort", "value"], library: library)
        #expect(
            list.output.split(separator: "\n").prefix(2) == [
                "Sony A7 IV  $2,498.00  Electronics  Jun 17, 2024  5A82F3C6",
                "Road Bike  $1,450.00  Other  Jun 3, 2024  4C9E21B7",
            ])
        let show = try CollectionProcess.lector(["items", "show", "C0B4"], library: library)
        #expect(show.output.contains("Name: Crème brûlée torch\n"))
        #expect(show.output.contains("Date created: Jun 14, 2024 at 4:20\u{202F}PM\n"))
    }

    @Test func flickrFixtureAndItsFailure() throws {
        let (_, library) = try CollectionProcess.workspace("e2e-flickr")
        let imported = try CollectionProcess.lector(
            ["--empty", "import", CollectionProcess.fixture("flickr/interesting-page.json")], library: library)
        #expect(imported.status == 0)
        #expect(imported.output == "Photos: 24 added, 0 updated, 0 unchanged.\n15 new tags.\n")
        let again = try CollectionProcess.lector(
            ["import", CollectionProcess.fixture("flickr/interesting-page.json"), "--format", "flickr"],
            library: library)
        #expect(again.output == "Photos: 0 added, 0 updated, 24 unchanged.\n")
        let show = try CollectionProcess.lector(["photos", "show", "49120029533"], library: library)
        #expect(show.output.contains("Title: 富士山と桜\n"))
        #expect(show.output.contains("Date taken: May 8, 2021 at 5:55\u{202F}AM\n"))

        let failed = try CollectionProcess.lector(
            ["import", CollectionProcess.fixture("flickr/stat-fail.json")], library: library)
        #expect(failed.status == 2)
        #expect(failed.output.isEmpty)
        #expect(
            failed.standardError.hasSuffix("/stat-fail.json:1:1: Flickr answered with error 98: Invalid auth token\n"))
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        let name: String
        let content: String
        let message: String
        var testDescription: String { name }
    }

    static let malformed: [Malformed] = [
        Malformed(
            name: "truncated JSON",
            content: "{\"photos\": {\"photo\": [\n  {\"id\": \"1\", \"title\": \"A\"},\n  {\"id\": \"2\", \"ti",
            message: "bad.json:3:18: the file ends in the middle of a value"),
        Malformed(
            name: "wrong type",
            content:
                "{\"photos\": {\"photo\": [\n  {\"id\": \"1\", \"title\": \"A\"},\n  {\"id\": \"2\", \"title\": 42}\n]}}",
            message: "bad.json:3:24: $.photos.photo[1].title: expected text, found a number"),
        Malformed(
            name: "duplicate id",
            content:
                "{\"photos\": {\"photo\": [\n  {\"id\": \"1\", \"title\": \"A\"},\n  {\"id\": \"1\", \"title\": \"B\"}\n]}}",
            message: "bad.json:3:3: $.photos.photo[1]: the id “1” appears twice; first at 2:3 ($.photos.photo[0])"),
    ]

    @Test(arguments: malformed)
    func malformedFilesAreExit2NamingThePlaceAndChangeNothing(_ testCase: Malformed) throws {
        let (folder, library) = try CollectionProcess.workspace("e2e-bad")
        _ = try CollectionProcess.lector(
            ["--empty", "import", CollectionProcess.fixture("flickr/interesting-page.json")], library: library)
        let database = library.appendingPathComponent("library.sqlite")
        let before = try Data(contentsOf: database)
        let bad = folder.appendingPathComponent("bad.json")
        try Data(testCase.content.utf8).write(to: bad)
        let outcome = try ProcessRunner.lector(["--library", library.path, "import", "bad.json"], directory: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "lector: \(testCase.message)\n")
        #expect(try Data(contentsOf: database) == before)
        #expect(!FileManager.default.fileExists(atPath: library.appendingPathComponent("library.sqlite-wal").path))
    }

    @Test func aBadLastPhotoCreatesNoLibraryWhereThereWasNone() throws {
        let (folder, library) = try CollectionProcess.workspace("e2e-bad-new")
        let photos = (0..<500).map { "  {\"id\": \"\($0 + 1)\", \"title\": \"Photo \($0)\", \"tags\": \"a b\"}" }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(
            ("{\"photos\": {\"photo\": [\n" + photos.joined(separator: ",\n")
                + ",\n  {\"id\": \"9999\", \"title\": 7}\n]}}").utf8
        )
        .write(to: bad)
        let outcome = try ProcessRunner.lector(["--library", library.path, "import", "bad.json"], directory: folder)
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "lector: bad.json:502:27: $.photos.photo[500].title: expected text, found a number\n")
        #expect(!FileManager.default.fileExists(atPath: library.path))
        try Data(("{\"photos\": {\"photo\": [\n" + photos.joined(separator: ",\n") + "\n]}}").utf8).write(
            to: folder.appendingPathComponent("good.json"))
        let imported = try CollectionProcess.lector(
            ["--empty", "import", folder.appendingPathComponent("good.json").path], library: library)
        #expect(imported.status == 0)
        #expect(imported.output == "Photos: 500 added, 0 updated, 0 unchanged.\n2 new tags.\n")
    }

    @Test func exportThenImportIntoAnEmptyLibraryReproducesItExactly() throws {
        let (folder, source) = try CollectionProcess.workspace("e2e-roundtrip")
        _ = try CollectionProcess.lector(
            ["import", CollectionProcess.fixture("flickr/interesting-page.json")], library: source)
        _ = try CollectionProcess.lector(
            ["import", CollectionProcess.fixture("lootlogger/inventory.plist")], library: source)
        _ = try CollectionProcess.lector(["photos", "favorite", "49120000000", "on"], library: source)
        let first = folder.appendingPathComponent("first.json")
        let exported = try CollectionProcess.lector(["export", first.path], library: source)
        #expect(exported.output == "Exported 20 items and 54 photos to \(first.path).\n")

        let target = folder.appendingPathComponent("target")
        let imported = try CollectionProcess.lector(
            ["--empty", "-q", "import", first.path, "--images", source.appendingPathComponent("images").path],
            library: target)
        #expect(imported.status == 0)
        #expect(imported.standardError.isEmpty)
        let second = try CollectionProcess.lector(["export"], library: target)
        #expect(second.standardOutput == (try Data(contentsOf: first)))
        let images = try FileManager.default.contentsOfDirectory(atPath: target.appendingPathComponent("images").path)
        #expect(images.count == 35)
    }
}
