import Core
import Domain
import Foundation
import Testing
import TestSupport

/// The shared fixtures import with the right counts, names, values, dates and tags, and twice changes nothing.
@Suite struct ImportFixtureTests {
    @Test(arguments: ["lootlogger/items.plist", "lootlogger/items.json"])
    func lootLoggerFixturesGiveEightItems(path: String) throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture(path, into: library)
        #expect(report.format == .lootlogger)
        #expect(report.items == .init(added: 8))
        #expect(report.notices.isEmpty)

        let key = try #require(UUID(uuidString: "6513270E-269E-0D37-F2A7-4DE452E6B438"))
        let macBook = try #require(try library.items.item(id: key))
        #expect(macBook.name == "MacBook Pro")
        #expect(macBook.value == Money(minorUnits: 239_900, currency: "USD"))
        #expect(macBook.serialNumber == "C02XK1JHJG5H")
        #expect(macBook.category == .electronics)
        #expect(Timestamp.iso8601(macBook.dateCreated) == "2024-03-01T09:30:00.000Z")

        let names = try TestLibrary.allItems(library).map(\.name)
        #expect(names == [
            "Café table", "Canon EOS R6", "Fluffy Mac", "MacBook Pro", "Rusty Spork", "Shiny Bear",
            "The Left Hand of Darkness", "Winter Coat",
        ])
        let spork = try #require(try TestLibrary.allItems(library).first { $0.name == "Rusty Spork" })
        #expect(spork.category == .other)
        #expect(spork.serialNumber == nil)
        #expect(spork.value.minorUnits == 300)
        let cafe = try #require(try TestLibrary.allItems(library).first { $0.name == "Café table" })
        #expect(Timestamp.iso8601(cafe.dateCreated) == "2024-03-08T09:37:00.000Z")
    }

    @Test func plistAndJSONFixturesAreTheSameCollection() throws {
        let fromPlist = try TestLibrary.make()
        try TestLibrary.importFixture("lootlogger/items.plist", into: fromPlist)
        let fromJSON = try TestLibrary.make()
        try TestLibrary.importFixture("lootlogger/items.json", into: fromJSON)
        #expect(try TestLibrary.allItems(fromPlist) == TestLibrary.allItems(fromJSON))
    }

    @Test func flickrFixtureGivesThirtyPhotosWithTags() throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("flickr/interestingness.json", into: library)
        #expect(report.format == .flickr)
        #expect(report.photos == .init(added: 30))
        #expect(try library.photos.count(.all) == 30)

        let first = try #require(try library.photos.photo(id: "53000000000"))
        #expect(first.title == "Sunset over the bay")
        #expect(first.description == "A photo described for listeners: sunset over the bay")
        #expect(first.accessibilityLabel == first.description)
        #expect(first.dateTaken?.description == "2019-09-01 08:00:00")
        #expect(first.remoteURL == "https://live.staticflickr.com/65535/53000000000_x_z.jpg")
        #expect(first.size == PixelSize(width: 427, height: 640))
        #expect(try library.photos.tags(ofPhoto: "53000000000").isEmpty)

        let untitled = try #require(try library.photos.photo(id: "53000007919"))
        #expect(untitled.title.isEmpty)
        #expect(untitled.accessibilityLabel.isEmpty)
        #expect(untitled.size == PixelSize(width: 640, height: 427))
        #expect(try library.photos.tags(ofPhoto: "53000007919") == ["family", "night", "sunset"])
        #expect(try library.photos.photo(id: "53000055433")?.title == "東京タワー")

        let tags = try library.tags.all()
        #expect(tags.map(\.name) == [
            "architecture", "cat", "city", "dog", "family", "food", "night", "sea", "snow", "sunset", "travel",
        ])
        #expect(try library.tags.tag(named: "dog")?.photoCount == 7)
        #expect(try library.photos.count(.tag("DOG")) == 7)
    }

    @Test func flickrPhotosAreNewestFirstThenByID() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interestingness.json", into: library)
        let photos = try TestLibrary.allPhotos(library)
        #expect(photos.first?.id == "53000213813")  // 2019-09-28
        #expect(photos.last?.id == "53000000000")  // 2019-09-01 08:00, before the 12:28 photo of that day
        let dates = photos.compactMap { $0.dateTaken }
        #expect(dates == dates.sorted(by: >))
    }

    @Test(arguments: ["lootlogger/items.plist", "lootlogger/items.json", "flickr/interestingness.json"])
    func importingTwiceChangesNothing(path: String) throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture(path, into: library)
        let before = JSONWriter.string(try LectorArchive.export(library))
        let report = try TestLibrary.importFixture(path, into: library)
        #expect(report.items.added == 0 && report.items.updated == 0)
        #expect(report.photos.added == 0 && report.photos.updated == 0)
        #expect(report.tagsAdded == 0)
        #expect(report.items.unchanged + report.photos.unchanged > 0)
        #expect(JSONWriter.string(try LectorArchive.export(library)) == before)
    }

    @Test func flickrFailureCarriesFlickrsMessage() throws {
        let error = try #require(throws: ImportError.self) {
            try TestLibrary.importFixture("flickr/fail.json", into: TestLibrary.make())
        }
        #expect(error.problem == .flickrFailure(code: 100, message: "Invalid API Key (Key has invalid format)"))
        #expect(error.file == "flickr/fail.json")
    }

    @Test func reimportKeepsLocalFavoritesAndTags() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interestingness.json", into: library)
        try library.photos.setFavorite(true, photo: "53000000000")
        try library.photos.tag(photo: "53000000000", with: ["Mine"])
        let report = try TestLibrary.importFixture("flickr/interestingness.json", into: library)
        #expect(report.photos.unchanged == 30)
        #expect(try library.photos.photo(id: "53000000000")?.isFavorite == true)
        #expect(try library.photos.tags(ofPhoto: "53000000000") == ["Mine"])
    }
}
