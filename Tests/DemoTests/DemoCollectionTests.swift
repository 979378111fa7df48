import Core
import Demo
import Domain
import Foundation
import TestSupport
import Testing

/// The demo collection a new library starts with, including its deliberate flaws.
@Suite struct DemoCollectionTests {
    /// A demo library made from scratch in a temporary folder.
    static func fresh() throws -> Library {
        let folder = try PackagePaths.temporaryDirectory("demo").appendingPathComponent("library")
        return try Library(folder: folder, creating: .demo)
    }

    static func allItems(_ library: Library) throws -> [Item] {
        try library.items.items(sortedBy: .name, offset: 0, limit: 100_000)
    }

    static func allPhotos(_ library: Library) throws -> [Photo] {
        try library.photos.photos(.all, offset: 0, limit: 100_000)
    }

    @Test func hasADozenItemsInEveryCategorySomeWithPhotos() throws {
        let library = try Self.fresh()
        let items = try Self.allItems(library)
        #expect(items.count == 12)
        #expect(Set(items.map(\.category)) == Set(Category.allCases))
        let withImages = items.filter { $0.image != nil }
        #expect(withImages.count == 5)
        #expect(Set(withImages.compactMap { $0.image?.format }) == [.jpeg, .png])
        for item in withImages {
            let image = try #require(item.image)
            let url = library.images.url(of: image, owner: item.key)
            #expect(try ImageStore.info(ofFileAt: url) == image)
        }
    }

    @Test func hasAFewDozenPhotosWithTagsFavoritesAndTheDeliberateFlaws() throws {
        let library = try Self.fresh()
        let photos = try Self.allPhotos(library)
        #expect(photos.count == 30)
        #expect(try library.photos.count(.favorites) >= 5)
        #expect(try library.tags.count() >= 10)
        let untitled = photos.filter { $0.accessibilityLabel.isEmpty }
        #expect(untitled.count == 1)
        #expect(untitled.first?.size != nil && untitled.first?.dateTaken != nil)
        #expect(photos.filter { $0.title == "IMG_0042.JPG" && $0.description == nil }.count == 1)
        #expect(photos.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } })
        for photo in photos {
            let image = try #require(photo.image)
            #expect(photo.size == image.size)
            #expect(FileManager.default.fileExists(atPath: library.images.url(of: image, owner: photo.id).path))
        }
    }

    /// The ids docs/demo-library.md names for the audit.
    @Test func theDeliberateFlawsHaveTheDocumentedIDs() throws {
        let library = try Self.fresh()
        let untitled = try #require(try library.photos.photo(id: "4DE42E90-94BB-4790-BB4F-C24C404E4898"))
        #expect(untitled.title.isEmpty && untitled.description == nil)
        let cameraFile = try #require(try library.photos.photo(id: "A1D25DA9-BAAD-4D6F-A908-80B129953667"))
        #expect(cameraFile.title == "IMG_0042.JPG" && cameraFile.description == nil)
        let japanese = try #require(try library.photos.photo(id: "C365FACB-22FC-4E1D-B4BD-A5CA8A5A7E13"))
        #expect(japanese.accessibilityLabel == "東京タワーの夜景")
        #expect(try library.tags.count() == 14)
        #expect(try Self.allPhotos(library).filter { $0.description != nil }.count == 9)
    }

    @Test func isTheSameInEveryNewLibrary() throws {
        let first = JSONWriter.string(try LectorArchive.export(Self.fresh()))
        let second = JSONWriter.string(try LectorArchive.export(Self.fresh()))
        #expect(first == second)
    }

    @Test func idsAreDistinctInTheirFirstFourCharacters() throws {
        let library = try Self.fresh()
        let ids = try Self.allItems(library).map(\.key) + Self.allPhotos(library).map(\.id)
        for id in ids.prefix(12) { #expect(try library.items.resolve(String(id.prefix(8))).uuidString == id) }
        for id in ids.dropFirst(12) { #expect(try library.photos.resolve(String(id.prefix(8))) == id) }
    }
}
