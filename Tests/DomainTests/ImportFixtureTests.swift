import Core
import Domain
import Foundation
import TestSupport
import Testing

/// The fixtures of `Tests/Fixtures` import with the right counts, names, values, dates and tags, and twice changes nothing.
@Suite struct ImportFixtureTests {
    @Test(arguments: ["lootlogger/inventory.plist", "lootlogger/inventory.json"])
    func lootLoggerFixturesGiveEightItems(path: String) throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture(path, into: library)
        #expect(report.format == .lootlogger)
        #expect(report.items == .init(added: 8))
        #expect(report.notices.isEmpty)

        let key = try #require(UUID(uuidString: "4C9E21B7-58D3-4A0F-9E61-2B7F0D3C8A15"))
        let bike = try #require(try library.items.item(id: key))
        #expect(bike.name == "Road Bike")
        #expect(bike.value == Money(minorUnits: 145_000, currency: "USD"))
        #expect(bike.serialNumber == "WTU-88213-K")
        #expect(bike.category == .other)
        #expect(Timestamp.iso8601(bike.dateCreated) == "2024-06-03T07:15:00.000Z")

        let names = try TestLibrary.allItems(library).map(\.name)
        #expect(
            names == [
                "Crème brûlée torch", "Dune", "Hiking Boots", "Kindle Paperwhite", "Old Thermos", "Rain Jacket",
                "Road Bike",
                "Sony A7 IV",
            ])
        let thermos = try #require(try TestLibrary.allItems(library).first { $0.name == "Old Thermos" })
        #expect(thermos.category == .other)
        #expect(thermos.serialNumber == nil)
        #expect(thermos.value.minorUnits == 0)
        let jacket = try #require(try TestLibrary.allItems(library).first { $0.name == "Rain Jacket" })
        #expect(jacket.value.minorUnits == 9_550)
        #expect(jacket.category == .clothing)
        #expect(Timestamp.iso8601(jacket.dateCreated) == "2024-06-06T12:05:30.000Z")
        let boots = try #require(try TestLibrary.allItems(library).first { $0.name == "Hiking Boots" })
        #expect(boots.serialNumber == nil)  // a blank serial number is none
    }

    @Test func plistAndJSONFixturesAreTheSameCollection() throws {
        let fromPlist = try TestLibrary.make()
        try TestLibrary.importFixture("lootlogger/inventory.plist", into: fromPlist)
        let fromJSON = try TestLibrary.make()
        try TestLibrary.importFixture("lootlogger/inventory.json", into: fromJSON)
        #expect(try TestLibrary.allItems(fromPlist) == TestLibrary.allItems(fromJSON))
    }

    @Test func flickrFixtureGivesTwentyFourPhotosWithTags() throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        #expect(report.format == .flickr)
        #expect(report.photos == .init(added: 24))
        #expect(try library.photos.count(.all) == 24)

        let first = try #require(try library.photos.photo(id: "49120000000"))
        #expect(first.title == "Morning fog on the lake")
        #expect(first.description == "Described for listeners: a lake under morning fog")
        #expect(first.accessibilityLabel == first.description)
        #expect(first.dateTaken?.description == "2021-05-01 06:40:00")
        #expect(first.remoteURL == "https://live.staticflickr.com/65535/49120000000_x_z.jpg")
        #expect(first.size == PixelSize(width: 480, height: 640))
        #expect(try library.photos.tags(ofPhoto: "49120000000").isEmpty)

        let untitled = try #require(try library.photos.photo(id: "49120004219"))
        #expect(untitled.title.isEmpty)
        #expect(untitled.accessibilityLabel.isEmpty)
        #expect(untitled.size == PixelSize(width: 640, height: 480))
        #expect(try library.photos.tags(ofPhoto: "49120004219") == ["autumn", "family", "lake"])
        #expect(try library.photos.photo(id: "49120029533")?.title == "富士山と桜")
        #expect(try library.photos.photo(id: "49120067504")?.title == "بيروت عند الغروب")

        let tags = try library.tags.all()
        #expect(
            tags.map(\.name) == [
                "autumn", "cat", "city", "family", "food", "garden", "lake", "market", "night", "sea", "snow", "spring",
                "tram",
                "travel", "winter",
            ])
        #expect(try library.tags.tag(named: "sea")?.photoCount == 6)
        #expect(try library.photos.count(.tag("CITY")) == 7)
    }

    /// Flickr writes HTML character references into titles and tags and HTML into descriptions: what is kept is
    /// the text a listener hears and a terminal shows.
    @Test func flickrMarkupIsDecodedAndDescriptionsKeepOnlyTheirText() throws {
        let library = try TestLibrary.make()
        let report = try TestLibrary.importFixture("flickr/markup-page.json", into: library)
        #expect(report.photos == .init(added: 2))
        let pier = try #require(try library.photos.photo(id: "51000000001"))
        #expect(pier.title == "Fish & Chips at Tom's \u{2013} Café \"Mar\"")
        #expect(pier.description == "Taken at <dawn> & the pier")
        #expect(try library.photos.tags(ofPhoto: "51000000001") == ["café", "pier"])
        let explore = try #require(try library.photos.photo(id: "51000000002"))
        #expect(explore.title == "a < b & c")
        #expect(
            explore.description
                == "EXPLORE #5\n\nFirst line\nsecond\u{A0}line\nNew paragraph with emphasis.\n\n\u{2026} more")
    }

    @Test func flickrPlainTextIsKeptAsItIs() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        let data = try Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("flickr/interesting-page.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let photos = try #require((root["photos"] as? [String: Any])?["photo"] as? [[String: Any]])
        #expect(photos.count == 24)
        for raw in photos {
            let id = try #require(raw["id"] as? String)
            let photo = try #require(try library.photos.photo(id: id))
            #expect(photo.title == raw["title"] as? String)
            let description = (raw["description"] as? [String: Any])?["_content"] as? String
            #expect(photo.description == ((description?.isEmpty ?? true) ? nil : description), "\(id)")
        }
    }

    @Test func flickrPhotosAreNewestFirstThenByID() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        let photos = try TestLibrary.allPhotos(library)
        #expect(photos.first?.id == "49120088599")  // 2021-05-22
        #expect(photos.last?.id == "49120000000")  // 2021-05-01 06:40, before the 15:45 photo of that day
        let dates = photos.compactMap { $0.dateTaken }
        #expect(dates == dates.sorted(by: >))
    }

    @Test(arguments: ["lootlogger/inventory.plist", "lootlogger/inventory.json", "flickr/interesting-page.json"])
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
            try TestLibrary.importFixture("flickr/stat-fail.json", into: TestLibrary.make())
        }
        #expect(error.problem == .flickrFailure(code: 98, message: "Invalid auth token"))
        #expect(error.file == "flickr/stat-fail.json")
    }

    @Test func reimportKeepsLocalFavoritesAndTags() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        try library.photos.setFavorite(true, photo: "49120000000")
        try library.photos.tag(photo: "49120000000", with: ["Mine"])
        let report = try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        #expect(report.photos.unchanged == 24)
        #expect(try library.photos.photo(id: "49120000000")?.isFavorite == true)
        #expect(try library.photos.tags(ofPhoto: "49120000000") == ["Mine"])
    }
}
