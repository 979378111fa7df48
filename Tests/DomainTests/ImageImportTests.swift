import Domain
import Foundation
import TestSupport
import Testing

/// `--images DIR`: LootLogger images are found by item key, with or without an extension.
@Suite struct ImageImportTests {
    @Test func lootLoggerImagesAreFoundByItemKey() throws {
        let folder = try PackagePaths.temporaryDirectory("images-in")
        let png = TestImages.gradientPNG(width: 8, height: 6, top: (1, 1, 1), bottom: (2, 2, 2))
        let jpeg = TestImages.solidJPEG(width: 16, height: 32, red: 100, green: 50, blue: 25)
        try png.write(to: folder.appendingPathComponent("4C9E21B7-58D3-4A0F-9E61-2B7F0D3C8A15"))
        try jpeg.write(to: folder.appendingPathComponent("83d1a6f4-9e2b-4c57-b8a3-5f0c7e1d9b26.jpeg"))
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("lootlogger/inventory.json", into: library, images: folder)
        #expect(report.images == 2)
        let items = try TestLibrary.allItems(library)
        let bike = try #require(items.first { $0.name == "Road Bike" })
        #expect(
            bike.image == ImageInfo(format: .png, size: PixelSize(width: 8, height: 6), byteCount: Int64(png.count)))
        let thermos = try #require(items.first { $0.name == "Old Thermos" })
        #expect(thermos.image?.format == .jpeg)
        #expect(try Data(contentsOf: library.images.url(of: #require(thermos.image), owner: thermos.key)) == jpeg)
        #expect(items.filter { $0.image != nil }.count == 2)

        // Again: nothing changes, the files stay.
        let again = try TestLibrary.importFixture("lootlogger/inventory.json", into: library, images: folder)
        #expect(again.items == .init(unchanged: 8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).sorted() == [
                "4C9E21B7-58D3-4A0F-9E61-2B7F0D3C8A15.png", "83D1A6F4-9E2B-4C57-B8A3-5F0C7E1D9B26.jpg",
            ])
    }

    @Test func withoutTheOptionNoImagesAreTaken() throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("lootlogger/inventory.json", into: library)
        #expect(report.images == 0)
    }

    @Test func aBrokenImageStopsTheImportNamingTheFile() throws {
        let folder = try PackagePaths.temporaryDirectory("images-bad")
        let bad = folder.appendingPathComponent("4C9E21B7-58D3-4A0F-9E61-2B7F0D3C8A15.png")
        try Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0, 0, 0, 0, 0,
        ]).write(to: bad)
        let library = try TestLibrary.make()
        let error = try #require(throws: ImportError.self) {
            try TestLibrary.importFixture("lootlogger/inventory.json", into: library, images: folder)
        }
        #expect(error.problem == .image(.malformed(path: bad.path, format: .png)))
        #expect(error.path == "$[0]")
        #expect(try library.items.count() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).isEmpty)
    }
}
