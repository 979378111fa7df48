import Domain
import Foundation
import TestSupport
import Testing

/// The library holds serial numbers and values: its folders are created 0700 and its files 0600, whatever
/// the process's umask.
@Suite(.serialized) struct LibraryPermissionTests {
    private static func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    @Test func aFreshLibraryIsOnlyItsOwners() throws {
        // A permissive umask, as a shared machine might have; the library must not inherit it.
        let previous = umask(0o000)
        defer { umask(previous) }
        let folder = try PackagePaths.temporaryDirectory("permissions").appendingPathComponent("library")
        let library = try Library(folder: folder, creating: DemoLibrary.creation)
        try library.items.add(Item(name: "Lamp", value: Money(minorUnits: 100)))
        #expect(try Self.mode(folder) == 0o700)
        #expect(try Self.mode(library.images.folder) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("library.sqlite")
        }
        #expect(Set(files).isSuperset(of: ["library.sqlite", "library.sqlite-wal", "library.sqlite-shm"]), "\(files)")
        for file in files {
            #expect(try Self.mode(folder.appendingPathComponent(file)) == 0o600, "\(file)")
        }
        let images = try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path)
        #expect(images.count >= 5)
        for image in images {
            #expect(try Self.mode(library.images.folder.appendingPathComponent(image)) == 0o600, "\(image)")
        }
    }

    @Test func anImageStagedLaterIsOnlyItsOwners() throws {
        let previous = umask(0o000)
        defer { umask(previous) }
        let library = try TestLibrary.make()
        let staged = try library.images.stage(
            data: TestImages.solidJPEG(width: 8, height: 8, red: 1, green: 2, blue: 3), owner: "x")
        #expect(try Self.mode(staged.temporaryURL) == 0o600)
    }
}
