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

    /// Minimized: exiv2 reads a text that starts with `type=` as an XMP type, so writing this alt text fails.
    /// The edit exits 2, and the library (its row and its image) is as it was: the export still works.
    @Test func aDescriptionTheImageCannotTakeChangesNothing() throws {
        let (folder, library, id) = try demoPhoto("photo-edit-fails")
        let before = try LibraryBytes(library)
        let edit = try CollectionProcess.lector(
            ["photos", "edit", id, "--title", "New title", "--description", "type=Foo bar"], library: library)
        #expect(edit.status == 2)
        #expect(edit.standardError.split(separator: "\n").count == 1, "\(edit.standardError)")
        #expect(try LibraryBytes(library).images == before.images)
        let show = try CollectionProcess.lector(["photos", "show", id, "--json"], library: library)
        let shown = try #require(try JSONSerialization.jsonObject(with: show.standardOutput) as? [String: Any])
        #expect(shown["description"] as? String != "type=Foo bar")
        #expect(shown["title"] as? String != "New title")

        let export = try CollectionProcess.lector(
            ["photos", "export", id, folder.appendingPathComponent("out.jpg").path], library: library)
        #expect(export.status == 0, "\(export.standardError)")
        #expect(try Self.temporaryFiles(library).isEmpty)
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
