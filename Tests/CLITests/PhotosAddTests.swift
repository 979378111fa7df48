import Demo
import Domain
import Foundation
import TestSupport
import Testing

/// `photos add`, `photos edit --description` and `photos export` through the built binary on a temporary library,
/// with exiftool writing the inputs and reading the outputs.
@Suite struct PhotosAddTests {
    /// JPEGs with a title and an alt text each (differing colours, so differing content), in `folder`.
    static func photos(_ count: Int, in folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let file = folder.appendingPathComponent("photo-\(index).jpg")
            try JPEGEncoder.solid(width: 8, height: 8, color: RGBColor(red: UInt8(index * 20), green: 90, blue: 10))
                .write(to: file)
            let outcome = try ProcessRunner.run(
                "/usr/bin/exiftool",
                [
                    "-q", "-overwrite_original", "-XMP-dc:Title=Photo \(index)",
                    "-XMP-iptcCore:AltTextAccessibility=Alt \(index)", file.path,
                ])
            try #require(outcome.status == 0)
            return file
        }
    }

    static func listed(_ library: URL, _ extra: [String] = []) throws -> [[String: Any]] {
        let outcome = try CollectionProcess.lector(["photos", "list", "--json"] + extra, library: library)
        return try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [[String: Any]])
    }

    @Test func aFolderIsAddedWithItsMetadataAndDuplicatesAreSkipped() throws {
        let (folder, library) = try CollectionProcess.workspace("photos-add")
        let files = try Self.photos(3, in: folder.appendingPathComponent("in"))
        let first = try CollectionProcess.lector(
            ["--empty", "photos", "add", folder.appendingPathComponent("in").path], library: library)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.output.contains("3"))
        let again = try CollectionProcess.lector(["photos", "add", files[0].path, files[1].path], library: library)
        #expect(again.status == 0)
        #expect(again.output.contains("0") && again.output.contains("2"))
        let photos = try Self.listed(library)
        #expect(photos.count == 3)
        #expect(Set(photos.compactMap { $0["description"] as? String }) == ["Alt 0", "Alt 1", "Alt 2"])
        #expect(Set(photos.compactMap { $0["title"] as? String }) == ["Photo 0", "Photo 1", "Photo 2"])
    }

    @Test func aBatchWithOneBadFileAddsNothingAndLeavesTheLibraryAsItWas() throws {
        let (folder, library) = try CollectionProcess.workspace("photos-batch")
        let files = try Self.photos(2, in: folder.appendingPathComponent("in"))
        let bad = folder.appendingPathComponent("in/broken.jpg")
        try Data("not a jpeg".utf8).write(to: bad)
        _ = try CollectionProcess.lector(["--empty", "photos", "list"], library: library)
        let before = try Data(contentsOf: library.appendingPathComponent("library.sqlite"))
        let outcome = try CollectionProcess.lector(
            ["photos", "add", files[0].path, bad.path, files[1].path], library: library)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("broken.jpg"))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(try Self.listed(library).isEmpty)
        let images = try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("images").path)
        #expect(images.isEmpty, "\(images)")
        #expect(try Data(contentsOf: library.appendingPathComponent("library.sqlite")).count == before.count)
    }

    @Test func anEditedDescriptionIsTheAltTextOfTheLibrarysFileAndOfTheExport() throws {
        let (folder, library) = try CollectionProcess.workspace("photos-edit")
        let files = try Self.photos(1, in: folder.appendingPathComponent("in"))
        #expect(
            try CollectionProcess.lector(["--empty", "photos", "add", files[0].path], library: library).status == 0)
        let id = try #require(try Self.listed(library).first?["id"] as? String)
        let edit = try CollectionProcess.lector(
            ["photos", "edit", id, "--description", "A green square, said aloud"], library: library)
        #expect(edit.status == 0, "\(edit.standardError)")
        let stored = library.appendingPathComponent("images/\(id).jpg")
        let read = try ProcessRunner.run("/usr/bin/exiftool", ["-s3", "-AltTextAccessibility", stored.path])
        #expect(read.output == "A green square, said aloud\n")
        let exported = folder.appendingPathComponent("out.jpg")
        #expect(try CollectionProcess.lector(["photos", "export", id, exported.path], library: library).status == 0)
        let readExport = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-s3", "-AltTextAccessibility", "-XMP-dc:Description", exported.path])
        #expect(readExport.output == "A green square, said aloud\nA green square, said aloud\n")
    }

    @Test func undescribedPhotosAreListedAndRemovingAPhotoRemovesItsFile() throws {
        let (folder, library) = try CollectionProcess.workspace("photos-undescribed")
        let file = folder.appendingPathComponent("plain.jpg")
        try JPEGEncoder.solid(width: 4, height: 4, color: RGBColor(red: 1, green: 2, blue: 3)).write(to: file)
        #expect(try CollectionProcess.lector(["--empty", "photos", "add", file.path], library: library).status == 0)
        let undescribed = try Self.listed(library, ["--undescribed"])
        #expect(undescribed.count == 1)
        let id = try #require(undescribed.first?["id"] as? String)
        let stored = library.appendingPathComponent("images/\(id).jpg")
        #expect(FileManager.default.fileExists(atPath: stored.path))
        #expect(try CollectionProcess.lector(["photos", "remove", id], library: library).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stored.path))
    }
}
