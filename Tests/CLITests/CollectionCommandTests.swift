import Core
import Demo
import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

/// `items`, `photos` and `tags` run in process: output, exit codes and messages.
@Suite struct CollectionCommandTests {
    /// Runs lector in process against `library`; returns status, stdout and stderr.
    private func run(_ arguments: [String], library: URL) -> (CLI.ExitStatus, String, String) {
        let out = RecordingStream()
        let err = RecordingStream()
        let context = ProcessContext(
            arguments: ["--library", library.path] + arguments,
            variables: ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path], executablePath: nil,
            standardOutput: out, standardError: err, rawOutput: .nullDevice)
        return (Lector.run(context), out.text, err.text)
    }

    private func emptyLibrary() throws -> URL {
        try PackagePaths.temporaryDirectory("cli-collection").appendingPathComponent("library")
    }

    @Test func aNewLibraryGetsTheDemoUnlessEmptyIsGiven() throws {
        let demo = try emptyLibrary()
        let (status, out, err) = run(["items", "list"], library: demo)
        #expect(status == .success)
        #expect(out.split(separator: "\n").count == 12)
        #expect(err == "lector: Created a new library with the demo collection in \(demo.path).\n")
        let empty = try emptyLibrary()
        #expect(run(["--empty", "items", "list"], library: empty).1 == "No items.\n")
        #expect(run(["-q", "--empty", "photos", "list"], library: try emptyLibrary()).2.isEmpty)
    }

    @Test func addShowEditRemoveAnItem() throws {
        let library = try emptyLibrary()
        let (status, out, _) = run(
            ["--empty", "items", "add", "--name", "Lamp", "--value", "19.5", "--category", "other"], library: library)
        #expect(status == .success)
        let key = try #require(out.split(separator: " ").last.map { String($0.dropLast(2)) })
        #expect(out == "Added “Lamp” with the key \(key).\n")
        #expect(
            run(["items", "edit", String(key.prefix(6)), "--value", "20", "--serial", "L-1"], library: library).1
                == "Changed “Lamp”.\n")
        let json = run(["items", "show", String(key.prefix(4)), "--json"], library: library).1
        let node = try JSONReader().read(json)
        guard case .object(let object) = node.value else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(object["name"]?.value == .string("Lamp"))
        #expect(object["serialNumber"]?.value == .string("L-1"))
        #expect(
            object["value"].map { JSONWriter.string($0.value, pretty: false) }
                == #"{"minorUnits":2000,"currency":"USD"}"#)
        let text = run(["items", "show", key], library: library).1
        #expect(text.contains("Value: $20.00\n"))
        #expect(text.contains("Serial number: L-1\n"))
        #expect(text.hasSuffix("Photo: No photo\n"))
        #expect(run(["items", "remove", key], library: library).1 == "Removed “Lamp”.\n")
        let (missing, _, err) = run(["items", "show", key], library: library)
        #expect(missing == .failure)
        #expect(err == "lector: No item has the key “\(key)”.\n")
    }

    @Test func anItemPhotoIsSetFromAFileAndCleared() throws {
        let library = try emptyLibrary()
        let out = run(["--empty", "items", "add", "--name", "Camera"], library: library).1
        let key = try #require(out.split(separator: " ").last.map { String($0.dropLast(2)) })
        let picture = library.deletingLastPathComponent().appendingPathComponent("camera.jpg")
        try JPEGEncoder.solid(width: 64, height: 48, color: .init(red: 9, green: 9, blue: 9)).write(to: picture)
        let (status, set, _) = run(["items", "photo", key, "set", picture.path], library: library)
        #expect(status == .success)
        #expect(set.hasPrefix("“Camera” has a photo now: JPEG, 64 by 48, landscape, "))
        #expect(FileManager.default.fileExists(atPath: library.appendingPathComponent("images/\(key).jpg").path))
        #expect(run(["items", "photo", key, "clear"], library: library).1 == "Removed the photo of “Camera”.\n")
        #expect(!FileManager.default.fileExists(atPath: library.appendingPathComponent("images/\(key).jpg").path))
        let notImage = library.deletingLastPathComponent().appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: notImage)
        let (bad, _, err) = run(["items", "photo", key, "set", notImage.path], library: library)
        #expect(bad == .failure)
        #expect(err == "lector: \(notImage.path) is not a JPEG, PNG, GIF or WebP image.\n")
    }

    @Test func photosAndTags() throws {
        let library = try emptyLibrary()
        let fixture = PackagePaths.fixtures.appendingPathComponent("flickr/interesting-page.json").path
        #expect(
            run(["--empty", "import", fixture], library: library).1
                == "Photos: 24 added, 0 updated, 0 unchanged.\n15 new tags.\n")
        #expect(
            run(["photos", "tag", "49120000000", "Beach", "sea"], library: library).1
                == "Tagged photo “Morning fog on the lake” with Beach and sea.\n")
        #expect(
            run(["photos", "favorite", "49120000000", "on"], library: library).1
                == "Photo “Morning fog on the lake” is a favorite.\n")
        #expect(
            run(["photos", "list", "--favorites"], library: library).1
                == "Morning fog on the lake  May 1, 2021  (favorite)  49120000000\n")
        #expect(run(["photos", "list", "--tag", "beach"], library: library).1.split(separator: "\n").count == 1)
        #expect(run(["photos", "edit", "49120004219", "--title", "Night sky"], library: library).0 == .success)
        #expect(run(["photos", "show", "49120004219"], library: library).1.contains("Title: Night sky\n"))
        #expect(
            run(["tags", "rename", "beach", "Shore"], library: library).1 == "Renamed the tag “Beach” to “Shore”.\n")
        #expect(run(["tags", "list"], library: library).1.contains("Shore  1 photo\n"))
        #expect(run(["tags", "add", "SHORE"], library: library).2 == "lector: The tag “Shore” exists already.\n")
        #expect(
            run(["photos", "remove", "49120000000"], library: library).1 == "Removed photo “Morning fog on the lake”.\n"
        )
        #expect(
            run(["tags", "list", "--json"], library: library).1.contains("\"name\": \"Shore\",\n    \"photos\": 0"))
        #expect(run(["tags", "remove", "shore"], library: library).1 == "Removed the tag “Shore”.\n")
        let (status, _, err) = run(["photos", "list", "--tag", "nothing"], library: library)
        #expect(status == .failure)
        #expect(err == "lector: There is no tag “nothing”.\n")
    }

    @Test(arguments: [
        (["items", "show", "49"], "lector: “49” is too short to find a record: type at least 4 characters.\n"),
        (
            ["photos", "show", "4912"],
            "lector: “4912” is the beginning of several photo ids (49120000000, 49120004219, 49120008438, 49120012657, 49120016876, …). Type more characters.\n"
        ),
        (["items", "add", "--name", "  "], "lector: The name is empty.\n"),
    ])
    func badIDsAndValuesAreExit2(arguments: [String], message: String) throws {
        let library = try emptyLibrary()
        let fixture = PackagePaths.fixtures.appendingPathComponent("flickr/interesting-page.json").path
        _ = run(["--empty", "import", fixture], library: library)
        let (status, out, err) = run(arguments, library: library)
        #expect(status == .failure)
        #expect(out.isEmpty)
        #expect(err == message)
    }

    @Test(arguments: [
        ["items"], ["items", "frob"], ["items", "add"], ["items", "list", "--sort", "size"],
        ["photos", "favorite", "x", "maybe"],
        ["tags", "rename", "a"], ["items", "add", "--name", "A", "--value", "1.2.3"], ["import"], ["export", "a", "b"],
    ])
    func badUsageIsExit64(arguments: [String]) throws {
        let (status, _, err) = run(arguments, library: try emptyLibrary())
        #expect(status == .usage)
        #expect(err.contains("\nUsage: lector \(arguments[0])"))
    }

    @Test func germanOutputIsLocalized() throws {
        let library = try emptyLibrary()
        _ = run(
            [
                "--empty", "items", "add", "--name", "Lampe", "--value", "1234.5", "--currency", "EUR", "--category",
                "book",
            ], library: library)
        let out = run(["--locale", "de-DE", "items", "list"], library: library).1
        #expect(out.hasPrefix("Lampe  1.234,50\u{A0}€  Buch  "))
        #expect(run(["--locale", "de", "tags", "list"], library: library).1 == "Keine Schlagwörter.\n")
    }
}
