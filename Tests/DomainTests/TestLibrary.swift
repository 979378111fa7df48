import Domain
import Foundation
import TestSupport

/// A fresh library in a temporary folder.
enum TestLibrary {
    static func make(_ creation: Library.Creation = .empty) throws -> Library {
        let folder = try PackagePaths.temporaryDirectory("domain").appendingPathComponent("library")
        return try Library(folder: folder, creating: creation)
    }

    static var fixtures: URL { PackagePaths.fixtures }

    /// Reads a fixture of `Tests/Fixtures` and imports it.
    @discardableResult
    static func importFixture(_ path: String, into library: Library, format: ImportFormat? = nil, images: URL? = nil)
        throws -> ImportReport
    {
        let url = fixtures.appendingPathComponent(path)
        let batch = try Importer.read(contentsOf: url, file: path, format: format, imagesFolder: images)
        return try Importer.apply(batch, to: library)
    }

    /// Every item in name order.
    static func allItems(_ library: Library) throws -> [Item] {
        try library.items.items(sortedBy: .name, offset: 0, limit: 100_000)
    }

    /// Every photo in display order.
    static func allPhotos(_ library: Library, _ filter: PhotoFilter = .all) throws -> [Photo] {
        try library.photos.photos(filter, offset: 0, limit: 100_000)
    }
}
