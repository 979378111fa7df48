import Domain
import Foundation
import Testing
import TestSupport

/// `--images DIR`: LootLogger images are found by item key, with or without an extension.
@Suite struct ImageImportTests {
    @Test func lootLoggerImagesAreFoundByItemKey() throws {
        let folder = try PackagePaths.temporaryDirectory("images-in")
        let png = PNGEncoder.gradient(width: 8, height: 6, top: .init(red: 1, green: 1, blue: 1), bottom: .init(red: 2, green: 2, blue: 2))
        let jpeg = JPEGEncoder.solid(width: 16, height: 32, color: .init(red: 100, green: 50, blue: 25))
        try png.write(to: folder.appendingPathComponent("6513270E-269E-0D37-F2A7-4DE452E6B438"))
        try jpeg.write(to: folder.appendingPathComponent("d23f0824-128b-2f33-0c5c-7fd0a6a3a450.jpeg"))
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("lootlogger/items.json", into: library, images: folder)
        #expect(report.images == 2)
        let items = try TestLibrary.allItems(library)
        let macBook = try #require(items.first { $0.name == "MacBook Pro" })
        #expect(macBook.image == ImageInfo(format: .png, size: PixelSize(width: 8, height: 6), byteCount: Int64(png.count)))
        let spork = try #require(items.first { $0.name == "Rusty Spork" })
        #expect(spork.image?.format == .jpeg)
        #expect(try Data(contentsOf: library.images.url(of: #require(spork.image), owner: spork.key)) == jpeg)
        #expect(items.filter { $0.image != nil }.count == 2)

        // Again: nothing changes, the files stay.
        let again = try TestLibrary.importFixture("lootlogger/items.json", into: library, images: folder)
        #expect(again.items == .init(unchanged: 8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).sorted() == [
            "6513270E-269E-0D37-F2A7-4DE452E6B438.png", "D23F0824-128B-2F33-0C5C-7FD0A6A3A450.jpg",
        ])
    }

    @Test func withoutTheOptionNoImagesAreTaken() throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("lootlogger/items.json", into: library)
        #expect(report.images == 0)
    }

    @Test func aBrokenImageStopsTheImportNamingTheFile() throws {
        let folder = try PackagePaths.temporaryDirectory("images-bad")
        let bad = folder.appendingPathComponent("6513270E-269E-0D37-F2A7-4DE452E6B438.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0, 0, 0, 0, 0]).write(to: bad)
        let library = try TestLibrary.make()
        let error = try #require(throws: ImportError.self) {
            try TestLibrary.importFixture("lootlogger/items.json", into: library, images: folder)
        }
        #expect(error.problem == .image(.malformed(path: bad.path, format: .png)))
        #expect(error.path == "$[0]")
        #expect(try library.items.count() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).isEmpty)
    }
}
