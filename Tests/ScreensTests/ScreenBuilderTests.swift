import Accessibility
import Domain
import Foundation
import Screens
import TestSupport
import Testing

@Suite struct ScreenBuilderTests {
    @Test func homeHasTheHeadingAndFourButtonsWithCounts() throws {
        let library = try DemoLibrary.open()
        let screen = try ScreenFixture.builder(library).build(.home, state: ScreenState())
        let stops = try ScreenFixture.stops(screen)
        #expect(stops.map(\.element.element.label) == ["Lector", "Items", "Photos", "Tags", "Settings"])
        #expect(stops[0].element.element.traits == .header)
        #expect(stops[1].element.element.value == "12 items")
        #expect(stops[2].element.element.value == "30 photos")
        #expect(stops[1].element.action == .open(.items))
        #expect(stops.allSatisfy { $0.context == .none })
    }

    @Test func itemRowsAreSortedAndSayTheirValueAsMoney() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library)
        let screen = try builder.build(.items, state: ScreenState())
        let stops = try ScreenFixture.stops(screen)
        #expect(stops.count == 1 + 12 + 2)
        let first = stops[1]
        #expect(first.element.element.label == "Atlas of Remote Islands")
        #expect(first.element.element.value == "$25.00")
        #expect(first.element.spokenValue == "25 dollars")
        #expect(first.element.element.hint == "Opens the item.")
        #expect(first.context == .listStart)
        #expect(stops[12].context == .listEnd)
        #expect(stops[13].element.element.label == "Add Item")
        #expect(stops[14].element.element.value == "Name")
        #expect(stops[14].element.element.traits == .adjustable)

        var byValue = ScreenState()
        byValue.itemSort = .value
        let sorted = try ScreenFixture.stops(try builder.build(.items, state: byValue))
        #expect(sorted[1].element.element.label == "Laptop")
        #expect(sorted[1].element.spokenValue == "1,299 dollars and 99 cents")
        #expect(sorted[14].element.element.value == "Value")
    }

    /// The items and photos lists are tables for table mode (issue 41): column headers from the tables, each row's
    /// cells in both channels (money and dates spoken), an empty cell where a field is empty.
    @Test func itemAndPhotoListsAreTablesWithCellsInBothChannels() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library)
        let items = try builder.build(.items, state: ScreenState())
        let (list, start) = try #require(items.list(containing: 1))
        #expect(start == 1)
        #expect(list.columns.map(\.display) == ["Name", "Value", "Category", "Date Created", "Serial Number"])
        let cells = try list.rows.cells(at: 0)
        #expect(cells.map(\.display).prefix(3) == ["Atlas of Remote Islands", "$25.00", "Book"])
        #expect(cells[1].speech == "25 dollars")
        #expect(cells[3].display != cells[3].speech)  // a date, spoken in words
        let serials = try (0..<list.rows.count).map { try list.rows.cells(at: $0)[4].display }
        #expect(serials.contains("CN-4032-3024") && serials.contains(""))

        let photos = try builder.build(.photos, state: ScreenState())
        let (photoList, photoStart) = try #require(photos.list(containing: 1))
        #expect(photoList.columns.map(\.display) == ["Title", "Date Taken", "Tags"])
        let rows = try (0..<photoList.rows.count).map { try photoList.rows.cells(at: $0) }
        let first = try #require(try library.photos.photos(.all, offset: 0, limit: 1).first)
        #expect(rows[0][0].display == first.title)
        let tags = try library.photos.tags(ofPhoto: first.id)
        #expect(rows[0][2].display == tags.formatted(.list(type: .and).locale(Locale(identifier: "en"))))
        #expect(rows.contains { $0[2].display.contains(" and ") })  // a photo with several tags
        #expect(photoStart == 1)
        #expect(try builder.build(.home, state: ScreenState()).list(containing: 1) == nil)
    }

    @Test func itemScreenHasItsFieldsAndDimsRemovePhotoWithoutOne() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library)
        let items = try library.items.items(sortedBy: .name, offset: 0, limit: 20)
        let camera = try #require(items.first { $0.name == "Camera" })
        let stops = try ScreenFixture.stops(try builder.build(.item(camera.id), state: ScreenState()))
        #expect(
            stops.map(\.element.element.identifier) == [
                "item.heading", "item.name", "item.serial-number", "item.value", "item.date-created", "item.category",
                "item.photo", "item.choose-photo", "item.remove-photo", "item.delete",
            ])
        #expect(stops[1].element.element.traits == .textEntry)
        #expect(stops[2].element.element.value == "CN-4032-3024")
        #expect(stops[3].element.spokenValue == "849 dollars")
        #expect(stops[4].element.element.value == "Jan 4, 2024 at 10:37\u{202F}AM")
        #expect(stops[4].element.spokenValue == "January fourth, 2024 at 10:37\u{202F}AM")
        #expect(stops[5].element.element.value == "Electronics")
        #expect(stops[6].element.element.label == "Photo of Camera, 640 by 480")
        #expect(stops[6].element.element.traits == .image)
        #expect(!stops[8].element.element.traits.contains(.notEnabled))

        let coat = try #require(items.first { $0.name == "Winter Coat" })
        let coatStops = try ScreenFixture.stops(try builder.build(.item(coat.id), state: ScreenState()))
        #expect(coatStops[6].element.element.label == "No photo")
        #expect(coatStops[8].element.element.traits == [.button, .notEnabled])
        #expect(coatStops[8].element.action == .none)
    }

    @Test func untitledPhotoKeepsAnEmptyLabelAndSaysNoDescriptionDateAndSize() throws {
        let library = try DemoLibrary.open()
        let stops = try ScreenFixture.stops(try ScreenFixture.builder(library).build(.photos, state: ScreenState()))
        let untitled = try #require(stops.first { $0.element.element.label == "" })
        #expect(untitled.element.element.value == "no description, Taken Apr 22, 2024, 480 by 640")
        #expect(untitled.element.spokenValue == "no description, Taken April twenty-second, 2024, 480 by 640")
        #expect(untitled.element.element.traits == [.image, .button])
        let favorite = try #require(stops.first { $0.element.element.label?.hasPrefix("The sun sinks") == true })
        #expect(favorite.element.element.value == "Favorite")
        #expect(stops.last?.element.element.identifier == "photos.filter")
    }

    @Test func photoScreenHasImageDateTagsAndFavoriteSwitch() throws {
        let library = try DemoLibrary.open()
        let photo = try ScreenFixture.firstRecords(library).photo
        let stops = try ScreenFixture.stops(
            try ScreenFixture.builder(library).build(.photo(photo.id), state: ScreenState()))
        #expect(stops[0].element.element.label == "Sunset over the bay")
        #expect(stops[1].element.element.value == "640 by 480, landscape")
        #expect(stops[2].element.spokenValue == "June first, 2024 at 8:41\u{202F}PM")
        #expect(stops[3].element.element.value == "2 tags")
        #expect(stops[4].element.element.value == "1")
        #expect(stops[4].element.element.traits == [.button, .switchButton])
    }

    @Test func tagsOfAPhotoAreSelectedWhenItHasThem() throws {
        let library = try DemoLibrary.open()
        let photo = try ScreenFixture.firstRecords(library).photo
        let stops = try ScreenFixture.stops(
            try ScreenFixture.builder(library).build(.photoTags(photo.id), state: ScreenState()))
        let selected = stops.filter { $0.element.element.traits.contains(.selected) }.map(\.element.element.label)
        #expect(selected == ["beach", "sunset"])
        #expect(stops.last?.element.element.label == "Add Tag")
        #expect(stops[1].element.element.hint == "Toggles selection.")
    }

    @Test func germanScreensUseGermanWordsAndMoney() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library, language: "de")
        let home = try ScreenFixture.stops(try builder.build(.home, state: ScreenState()))
        #expect(home[1].element.element.label == "Gegenstände")
        #expect(home[1].element.element.value == "12 Gegenstände")
        let items = try ScreenFixture.stops(try builder.build(.items, state: ScreenState()))
        #expect(items[1].element.spokenValue == "25 Dollar")
        #expect(items[13].element.element.label == "Gegenstand hinzufügen")
    }

    @Test func searchFindsItemsAndPhotos() throws {
        let library = try DemoLibrary.open()
        var state = ScreenState()
        state.searchText = "market"
        let stops = try ScreenFixture.stops(try ScreenFixture.builder(library).build(.search, state: state))
        #expect(stops[1].element.element.value == "market")
        #expect(stops[2].element.element.label == "2 results")
        #expect(stops.count == 3 + 2)
        state.searchText = "c"
        let both = try ScreenFixture.stops(try ScreenFixture.builder(library).build(.search, state: state))
        #expect(both.contains { $0.element.identifier.text.hasPrefix("search.item.") })
        #expect(both.contains { $0.element.identifier.text.hasPrefix("search.photo.") })
        state.searchText = "zzzz"
        let none = try ScreenFixture.stops(try ScreenFixture.builder(library).build(.search, state: state))
        #expect(none.last?.element.element.label == "No results.")
    }

    @Test func historyListsNewestFirstAndFocusesIt() throws {
        let library = try DemoLibrary.empty()
        var state = ScreenState()
        state.history = [HistoryLine(text: "Newest.", language: "en"), HistoryLine(text: "Älter.", language: "de")]
        let screen = try ScreenFixture.builder(library).build(.history, state: state)
        #expect(screen.initialFocus == 1)
        let stops = try ScreenFixture.stops(screen)
        #expect(stops.map(\.element.element.label) == ["Speech History", "Newest.", "Älter."])
        #expect(stops[2].element.element.language == "de")
    }

    @Test func missingRecordsThrow() throws {
        let library = try DemoLibrary.empty()
        let builder = try ScreenFixture.builder(library)
        let id = UUID()
        #expect(throws: ScreenError.missing(.item(id))) { try builder.build(.item(id), state: ScreenState()) }
        let home = try ScreenFixture.stops(try builder.build(.items, state: ScreenState()))
        #expect(home.map(\.element.element.identifier) == ["items.heading", "items.empty", "items.add", "items.sort"])
    }
}
