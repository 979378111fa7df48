import Domain
import Foundation
import TestSupport
import Testing

/// Issue 40: `photos edit` is never half-done, and its temporary copies never outlive the library's next start.
@Suite struct PhotoEditEndToEndTests {
    /// A demo library and the id of its first photo (a JPEG).
    private func demoPhoto(_ name: String) throws -> (folder: URL, library: URL, id: String) {
        let (folder, library) = try CollectionProcess.workspace(name)
        let list = try CollectionProcess.lector(["photos", "list", "--json"], library: library)
        let photos = try #require(try JSONSerialization.jsonObject(with: list.standardOutput) as? [[String: Any]])
        let photo = try #require(photos.first { ($0["image"] as? [String: Any])?["format"] as? String == "jpeg" })
        return (folder, library, try #require(photo["id"] as? String))
    }

    /// The image cannot take the new alt text (its stored file is damaged: exiv2 cannot read it): the edit exits 2
    /// with one line naming the library's image (not the temporary copy it tried), and the library, its row and its
    /// image, is as it was.
    @Test func aDescriptionTheImageCannotTakeChangesNothing() throws {
        let (_, library, id) = try demoPhoto("photo-edit-fails")
        let stored = library.appendingPathComponent(Library.imagesName).appendingPathComponent("\(id).jpg")
        let size = try Data(contentsOf: stored).count
        try Data(count: size).write(to: stored)
        let before = try LibraryBytes(library)
        let edit = try CollectionProcess.lector(
            ["photos", "edit", id, "--title", "New title", "--description", "Boats at dawn"], library: library)
        #expect(edit.status == 2)
        #expect(edit.standardError.split(separator: "\n").count == 1, "\(edit.standardError)")
        #expect(edit.standardError.hasPrefix("lector: \(stored.path): "), "\(edit.standardError)")
        let temporary = library.appendingPathComponent(TemporaryFolder.name).path
        #expect(!edit.standardError.contains(temporary), "\(edit.standardError)")
        #expect(try LibraryBytes(library) == before)
        #expect(try Self.temporaryFiles(library).isEmpty)
    }

    /// exiv2 reads a text that starts with `type=` as an XMP type; such a text once failed the edit, and the same
    /// text imported failed every export. It is an alt text like any other.
    @Test func aDescriptionThatStartsWithTypeIsWrittenAndExported() throws {
        let (folder, library, id) = try demoPhoto("photo-edit-type")
        let edit = try CollectionProcess.lector(
            ["photos", "edit", id, "--description", "type=Foo bar"], library: library)
        #expect(edit.status == 0, "\(edit.standardError)")
        let out = folder.appendingPathComponent("out.jpg")
        let export = try CollectionProcess.lector(["photos", "export", id, out.path], library: library)
        #expect(export.status == 0, "\(export.standardError)")
        let read = try ProcessRunner.run("/usr/bin/exiftool", ["-s3", "-XMP-iptcCore:AltTextAccessibility", out.path])
        #expect(read.output == "type=Foo bar\n")
    }

    @Test func aDescriptionThatFitsIsWrittenIntoTheImageAndTheRow() throws {
        let (_, library, id) = try demoPhoto("photo-edit-ok")
        let edit = try CollectionProcess.lector(
            ["photos", "edit", id, "--description", "Boats at dawn"], library: library)
        #expect(edit.status == 0, "\(edit.standardError)")
        let opened = try Library(folder: library)
        let photo = try #require(try opened.photos.photo(id: opened.photos.resolve(id)))
        let image = try #require(photo.image)
        #expect(photo.description == "Boats at dawn")
        let data = try opened.images.data(of: image, owner: photo.id)
        #expect(Int64(data.count) == image.byteCount)
        #expect(data.range(of: Data("Boats at dawn".utf8)) != nil)
        #expect(try Self.temporaryFiles(library).isEmpty)
    }

    /// What a process killed during `photos edit` leaves (a staged copy in its own folder of `tmp/`, and a loose
    /// file) is gone after the next command that opens the library; the library's images are untouched.
    @Test func copiesLeftInTheTemporaryFolderAreRemovedAtTheNextStart() throws {
        let (_, library, _) = try demoPhoto("photo-edit-stale")
        let images = try LibraryBytes(library).images
        let temporary = library.appendingPathComponent(TemporaryFolder.name)
        let abandoned = temporary.appendingPathComponent("0C5E3C1A-0000-4000-8000-000000000001")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        try Data(count: 64 * 1024).write(to: abandoned.appendingPathComponent("photo-1.jpg"))
        try Data(count: 1024).write(to: abandoned.appendingPathComponent("ABC.jpg.staged-1"))
        try Data(count: 1024).write(to: temporary.appendingPathComponent("stale.tmp"))
        let list = try CollectionProcess.lector(["items", "list"], library: library)
        #expect(list.status == 0, "\(list.standardError)")
        #expect(try Self.temporaryFiles(library).isEmpty)
        #expect(try LibraryBytes(library).images == images)
    }

    /// Everything in the library's `tmp/`, recursively.
    static func temporaryFiles(_ library: URL) throws -> [String] {
        let temporary = library.appendingPathComponent(TemporaryFolder.name)
        guard FileManager.default.fileExists(atPath: temporary.path) else { return [] }
        return try FileManager.default.subpathsOfDirectory(atPath: temporary.path)
    }
}
