import Domain
import Foundation
import Screens
import TestSupport
import Testing

@testable import Browse

/// The editor part alone: each save or switch is one transaction whose outcome is a value; nothing is said.
@Suite struct EditorPartTests {
    static let words = Result {
        ScreenStrings(strings: try NarrationFixture.strings("en"), timeZone: TimeZone(identifier: "UTC")!)
    }

    static func firstItem(_ library: Library) throws -> Item {
        try #require(try library.items.items(sortedBy: .name, offset: 0, limit: 1).first)
    }

    @Test func aValidNameIsSavedInTheLibrary() throws {
        let library = try DemoLibrary.open()
        let item = try Self.firstItem(library)
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .updated(.done) = try editor.save(.itemName(item.id), "  Renamed  ", words: try Self.words.get())
        else {
            Issue.record("the name was not saved")
            return
        }
        #expect(try library.items.item(id: item.id)?.name == "Renamed")
    }

    @Test func anEmptyNameIsRefusedWithAMessageAndNothingChanges() throws {
        let library = try DemoLibrary.open()
        let item = try Self.firstItem(library)
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .invalid(let message) = try editor.save(.itemName(item.id), "   ", words: try Self.words.get())
        else {
            Issue.record("an empty name was taken")
            return
        }
        #expect(message == (try Self.words.get()).text(.browseErrorEmptyName))
        #expect(try library.items.item(id: item.id)?.name == item.name)
    }

    @Test func aNewItemIsAddedAndItsIdGiven() throws {
        let library = try DemoLibrary.open()
        let before = try library.items.count()
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .added(let id?, .done) = try editor.save(.newItem, "Lamp", words: try Self.words.get()) else {
            Issue.record("no item was added")
            return
        }
        #expect(try library.items.count() == before + 1)
        #expect(try library.items.item(id: id)?.name == "Lamp")
    }

    @Test func theSearchTextIsTrimmedAndTheLibraryLeftAlone() throws {
        let editor = Editor(library: try DemoLibrary.open(), homeDirectory: nil)
        guard case .search(let text) = try editor.save(.search, "  market \n", words: try Self.words.get()) else {
            Issue.record("the search text was not given back")
            return
        }
        #expect(text == "market")
        #expect(try editor.initialText(.search, searchText: "old") == "old")
    }

    @Test func aChangeOfAnItemThatIsGoneSaysGone() throws {
        let library = try DemoLibrary.open()
        let item = try Self.firstItem(library)
        try library.items.remove(id: item.id)
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .updated(.gone) = try editor.save(.itemSerialNumber(item.id), "X1", words: try Self.words.get())
        else {
            Issue.record("the loss was not noticed")
            return
        }
        guard case .lost = try editor.save(.itemValue(item.id), "12", words: try Self.words.get()) else {
            Issue.record("the loss was not noticed before the change")
            return
        }
        guard case .lost = try editor.stepCategory(of: item.id, up: true) else {
            Issue.record("the loss was not noticed before the step")
            return
        }
    }

    @Test func theFavoriteSwitchFlipsInOneTransaction() throws {
        let library = try DemoLibrary.open()
        let photo = try #require(try library.photos.photos(.all, offset: 0, limit: 1).first)
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .done = editor.toggle(.favorite(photo: photo.id)) else {
            Issue.record("the switch did not commit")
            return
        }
        #expect(try library.photos.photo(id: photo.id)?.isFavorite == !photo.isFavorite)
    }

    @Test func theCategoryStepsAndStopsAtTheEnd() throws {
        let library = try DemoLibrary.open()
        var item = try Self.firstItem(library)
        item.category = .other
        try library.items.update(item)
        let editor = Editor(library: library, homeDirectory: nil)
        guard case .atEnd = try editor.stepCategory(of: item.id, up: true) else {
            Issue.record("stepped past the last category")
            return
        }
        guard case .stepped(.done) = try editor.stepCategory(of: item.id, up: false) else {
            Issue.record("did not step down")
            return
        }
        #expect(try library.items.item(id: item.id)?.category == .book)
    }

    @Test(arguments: [("~", "/home/u"), ("~/a.jpg", "/home/u/a.jpg"), ("~x/a.jpg", "~x/a.jpg"), ("/tmp/a", "/tmp/a")])
    func aTildeIsTheHomeFolder(path: String, expanded: String) {
        #expect(Editor.expandingTilde(path, home: "/home/u") == expanded)
    }
}
