import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// Image headers, the bounded cache and the image folder's crash recovery.
@Suite struct ImageTests {
    static let webpLossy: [UInt8] =
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0]
        + [0, 0, 0, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01]  // 640 × 480
    static let webpLossless: [UInt8] =
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0]
        + [0x2F, 0x3F, 0xC0, 0x01, 0x00, 0, 0, 0, 0]  // 64 × 8: 63 | 7 << 14, little-endian
    static let webpExtended: [UInt8] =
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [0, 0, 0, 0]
        + [0, 0, 0, 0, 0xBF, 0x0F, 0x00, 0xD7, 0x0B, 0x00]  // 4032 × 3032
    static let gif: [UInt8] = Array("GIF89a".utf8) + [0x80, 0x02, 0xE0, 0x01, 0, 0]
    /// A JPEG with an APP1 block before the frame header.
    static let jpegWithExif: [UInt8] =
        [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x08] + Array("Exif\0\0".utf8)
        + [0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x0B, 0xD0, 0x0F, 0xC0, 0x03]

    @Test func aPhotoAddedWithItsImageIsStoredAsAddThenSetImageStoreIt() throws {
        let jpeg = TestImages.solidJPEG(width: 16, height: 8, red: 1, green: 2, blue: 3)
        func photo(_ id: String) -> Photo {
            Photo(
                id: id, title: "Pier", description: "The pier at dawn", dateTaken: LocalDateTime("2020-05-06 07:08:09"),
                isFavorite: true, size: PixelSize(width: 16, height: 8), longDescription: "Long",
                location: PhotoLocation(latitude: 51.5, longitude: -0.1), dateTakenUTCOffsetMinutes: 60,
                contentHash: "ab12")
        }
        let twoSteps = try TestLibrary.make()
        try twoSteps.photos.add(photo("p1"))
        let expected = try twoSteps.photos.setImage(twoSteps.images.stage(data: jpeg, owner: "p1"), forPhoto: "p1")
        let oneStep = try TestLibrary.make()
        let stored = try oneStep.photos.add(photo("p1"), image: oneStep.images.stage(data: jpeg, owner: "p1"))
        #expect(stored == expected)
        #expect(try oneStep.photos.photo(id: "p1") == twoSteps.photos.photo(id: "p1"))
        #expect(try oneStep.images.data(of: try #require(stored.image), owner: "p1") == jpeg)
        let row = "SELECT * FROM photos"
        let one = try Database(path: oneStep.databaseURL.path).query(row)
        #expect(one == (try Database(path: twoSteps.databaseURL.path).query(row)))
        // A second photo of the same id is refused, and its staged image goes.
        let again = try oneStep.images.stage(data: jpeg, owner: "p1")
        #expect(throws: LibraryError.alreadyExists(.photo, "p1")) { try oneStep.photos.add(photo("p1"), image: again) }
        #expect(!FileManager.default.fileExists(atPath: again.temporaryURL.path))
    }

    @Test(
        arguments: [
            (
                "png", [UInt8](TestImages.gradientPNG(width: 7, height: 5, top: (1, 2, 3), bottom: (3, 2, 1))),
                ImageHeader.Outcome.image(.png, PixelSize(width: 7, height: 5))
            ),
            (
                "jpeg", [UInt8](TestImages.solidJPEG(width: 33, height: 17, red: 200, green: 10, blue: 10)),
                .image(.jpeg, PixelSize(width: 33, height: 17))
            ),
            ("jpeg with exif", jpegWithExif, .image(.jpeg, PixelSize(width: 4032, height: 3024))),
            ("gif", gif, .image(.gif, PixelSize(width: 640, height: 480))),
            ("webp lossy", webpLossy, .image(.webp, PixelSize(width: 640, height: 480))),
            ("webp lossless", webpLossless, .image(.webp, PixelSize(width: 64, height: 8))),
            ("webp extended", webpExtended, .image(.webp, PixelSize(width: 4032, height: 3032))),
            ("text", Array("hello, world".utf8), .unsupported),
            (
                "truncated png",
                Array(
                    [UInt8](TestImages.gradientPNG(width: 1, height: 1, top: (0, 0, 0), bottom: (0, 0, 0))).prefix(20)),
                .needsMoreBytes(.png)
            ),
            ("jpeg without frame", [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02], .malformed(.jpeg)),
            ("jpeg cut in a block", [0xFF, 0xD8, 0xFF, 0xE0, 0x10, 0x00, 0x01], .needsMoreBytes(.jpeg)),
            ("zero-sized gif", Array("GIF87a".utf8) + [0, 0, 0, 0], .malformed(.gif)),
        ] as [(String, [UInt8], ImageHeader.Outcome)])
    func headersGiveFormatAndSize(name: String, bytes: [UInt8], expected: ImageHeader.Outcome) {
        #expect(ImageHeader.parse(bytes) == expected, "\(name)")
    }

    @Test func aFileThatIsNoImageIsRefusedWhenStaged() throws {
        let library = try TestLibrary.make()
        let url = library.folder.appendingPathComponent("notes.txt")
        try Data("not an image".utf8).write(to: url)
        #expect(throws: ImageError.unsupported(path: url.path)) {
            try library.images.stage(contentsOf: url, owner: "x")
        }
        let missing = library.folder.appendingPathComponent("missing.png")
        #expect(throws: ImageError.self) { try library.images.stage(contentsOf: missing, owner: "x") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).isEmpty)
    }

    @Test func theCacheStaysWithinItsCapacityDroppingTheLeastRecentlyUsed() {
        let cache = ImageCache(capacity: 100)
        cache.insert(Data(count: 40), for: "a")
        cache.insert(Data(count: 40), for: "b")
        _ = cache.data(for: "a")
        cache.insert(Data(count: 40), for: "c")
        #expect(cache.data(for: "b") == nil)
        #expect(cache.data(for: "a") != nil && cache.data(for: "c") != nil)
        #expect(cache.byteCount == 80)
        cache.insert(Data(count: 101), for: "huge")
        #expect(cache.data(for: "huge") == nil)
        #expect(cache.byteCount <= 100)
    }

    @Test func reopeningPlacesAStagedFileTheStoreRecordsAndLeavesFreshOnesAlone() throws {
        let library = try TestLibrary.make()
        let item = try library.items.add(Item(name: "Camera"))
        let png = TestImages.gradientPNG(width: 3, height: 3, top: (0, 0, 0), bottom: (0, 0, 0))
        let stored = try library.items.setImage(library.images.stage(data: png, owner: item.key), forItem: item.id)
        let final = library.images.url(of: try #require(stored.image), owner: item.key)
        // Simulate a crash after the commit, before the rename: the file is still staged.
        let staged = library.images.folder.appendingPathComponent(".\(final.lastPathComponent).staged-ABC")
        try FileManager.default.moveItem(at: final, to: staged)
        let unrelated = try library.images.stage(data: png, owner: "someone-else")
        _ = try Library(folder: library.folder, creating: .empty)
        #expect(FileManager.default.fileExists(atPath: final.path))
        #expect(!FileManager.default.fileExists(atPath: staged.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.temporaryURL.path))
    }
}
