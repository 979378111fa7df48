import Core
import Domain
import Foundation
import TestSupport
import Testing

/// Lector's own export imports back into an empty library exactly.
@Suite struct LectorArchiveTests {
    @Test func exportThenImportReproducesTheLibraryExactly() throws {
        let source = try TestLibrary.make(DemoLibrary.creation)
        try TestLibrary.importFixture("flickr/interesting-page.json", into: source)
        try TestLibrary.importFixture("lootlogger/inventory.json", into: source)
        try source.tags.add("Unused tag")
        try source.settings.setValue("220", for: "rate")
        try source.pronunciations.add(
            PronunciationRecord(pattern: "Lector", kind: .ipa, replacement: "ˈlɛktɔɹ", language: "en", position: 2))
        let exported = JSONWriter.string(try LectorArchive.export(source))

        let target = try TestLibrary.make()
        let batch = try Importer.read(
            Array(exported.utf8), file: "export.json", format: nil, imagesFolder: source.images.folder)
        let report = try Importer.apply(batch, to: target)
        #expect(report.notices.isEmpty)
        #expect(report.images == 35)
        #expect(JSONWriter.string(try LectorArchive.export(target)) == exported)
        for photo in try TestLibrary.allPhotos(target) {
            guard let image = photo.image else { continue }
            #expect(
                try Data(contentsOf: target.images.url(of: image, owner: photo.id))
                    == Data(contentsOf: source.images.url(of: image, owner: photo.id)))
        }
        // And again: nothing changes.
        let again = try Importer.apply(batch, to: target)
        #expect(again.items.updated == 0 && again.photos.updated == 0 && again.items.added == 0)
        #expect(JSONWriter.string(try LectorArchive.export(target)) == exported)
    }

    @Test func missingImagesAreNoticedNotFatal() throws {
        let source = try TestLibrary.make(DemoLibrary.creation)
        let exported = JSONWriter.string(try LectorArchive.export(source))
        let batch = try Importer.read(Array(exported.utf8), file: "export.json", format: nil, imagesFolder: nil)
        #expect(batch.notices.count == 35)
        let target = try TestLibrary.make()
        try Importer.apply(batch, to: target)
        #expect(try TestLibrary.allPhotos(target).allSatisfy { $0.image == nil && $0.size != nil })
    }
}
