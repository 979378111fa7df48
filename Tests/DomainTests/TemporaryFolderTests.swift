import Domain
import Foundation
import TestSupport
import Testing

/// The library's `tmp/` (issue 40): temporary copies live there, and what no open library holds is deleted when a
/// library opens.
@Suite struct TemporaryFolderTests {
    @Test func anOpeningRemovesWhatNoOneHoldsAndKeepsWhatAnOpenLibraryIsUsing() throws {
        let folder = try PackagePaths.temporaryDirectory("temporary-folder").appendingPathComponent("library")
        let first = try Library(folder: folder, creating: .empty)
        let inUse = try first.temporaryFolder.newFile(named: "copy-")
        try Data(count: 100).write(to: inUse)
        let staged = try first.images.stage(
            data: TestImages.solidJPEG(width: 8, height: 8, red: 1, green: 2, blue: 3), owner: "x")
        #expect(staged.temporaryURL.deletingLastPathComponent() == inUse.deletingLastPathComponent())

        let parent = folder.appendingPathComponent(TemporaryFolder.name)
        let abandoned = parent.appendingPathComponent("left-by-a-killed-process")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        try Data(count: 100).write(to: abandoned.appendingPathComponent("photo.jpg"))
        try Data(count: 100).write(to: parent.appendingPathComponent("loose.tmp"))
        try #require(
            symlink(folder.appendingPathComponent(Library.imagesName).path, parent.appendingPathComponent("link").path)
                == 0)

        let second = try Library(folder: folder, creating: .empty)
        #expect(FileManager.default.fileExists(atPath: inUse.path))
        #expect(FileManager.default.fileExists(atPath: staged.temporaryURL.path))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("loose.tmp").path))
        // A link is removed, never followed: the folder it pointed to stays.
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: parent.appendingPathComponent("link").path))
                == nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(Library.imagesName).path))
        _ = second
    }

    @Test func aStagedImageWhoseCommitWentThroughIsPlacedWhenItsFolderIsAbandoned() throws {
        let folder = try PackagePaths.temporaryDirectory("temporary-recover").appendingPathComponent("library")
        let png = TestImages.gradientPNG(width: 3, height: 3, top: (0, 0, 0), bottom: (0, 0, 0))
        let (item, image) = try Self.itemWithImage(png, in: folder)
        let final = folder.appendingPathComponent(Library.imagesName).appendingPathComponent(
            image.fileName(owner: item.key))
        // A crash after the commit, before the rename: the file is still staged, in a folder no one holds.
        let abandoned = folder.appendingPathComponent(TemporaryFolder.name).appendingPathComponent("killed")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: final, to: abandoned.appendingPathComponent(final.lastPathComponent + ".staged-ABC"))
        let reopened = try Library(folder: folder, creating: .empty)
        #expect(try reopened.images.data(of: image, owner: item.key) == png)
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
    }

    /// An item with `png` as its image, in a library at `folder` that is closed again.
    private static func itemWithImage(_ png: Data, in folder: URL) throws -> (Item, ImageInfo) {
        let library = try Library(folder: folder, creating: .empty)
        let item = try library.items.add(Item(name: "Camera"))
        let stored = try library.items.setImage(library.images.stage(data: png, owner: item.key), forItem: item.id)
        return (item, try #require(stored.image))
    }
}
