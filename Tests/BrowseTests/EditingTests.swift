import Browse
import Domain
import Foundation
import Screens
import TestSupport
import Testing
import Utterances

@Suite struct EditingTests {
    static func camera(_ library: Library) throws -> Item {
        try #require(try library.items.items(sortedBy: .name, offset: 0, limit: 20).first { $0.name == "Camera" })
    }

    @Test func scriptModeEditsTheNameWithTypeInOneTransaction() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.item(camera.id)))
        _ = harness.take()
        #expect(
            try harness.run("next\nactivate") == [
                "Name: Camera. Text Field.", "Press Enter to edit.", "Name: Camera. Text Field. Is editing.",
                "Press Enter to save or Escape to cancel.",
            ])
        #expect(try harness.run("type Film Camera") == ["Name: Film Camera. Text Field.", "Press Enter to edit."])
        #expect(harness.earcons == [.activation])
        #expect(try harness.library.items.item(id: camera.id)?.name == "Film Camera")
        #expect(try harness.run("first") == ["Film Camera. Heading."])
    }

    @Test func backWhileEditingCancelsAndTypeWithoutEditingIsAnError() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.item(camera.id)))
        _ = harness.take()
        #expect(try harness.run("next\nactivate\nback").last == "Cancelled.")
        #expect(harness.session.currentScreen == .item(camera.id))
        #expect(try harness.run("type Nope") == ["Nothing is being edited."])
        #expect(harness.earcons == [.error])
        #expect(try harness.library.items.item(id: camera.id)?.name == "Camera")
    }

    @Test func interactiveEditingPromptsWithTheValueAndSavesOrCancels() throws {
        let harness = try Harness(interactive: true)
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.item(camera.id)))
        harness.lines.edits = [.saved("1,049.50"), .cancelled, .saved("lots")]
        try harness.session.perform(.last)
        try harness.session.perform(.previous)  // Choose Photo … back to Value below
        for _ in 0..<5 { try harness.session.perform(.previous) }
        #expect(harness.session.focusedIdentifier == "item.value")
        _ = harness.take()
        try harness.session.perform(.activate)
        #expect(harness.lines.prompts.last?.prompt == "Value: ")
        #expect(harness.lines.prompts.last?.initial == "849.00")
        #expect(try harness.library.items.item(id: camera.id)?.value.minorUnits == 104_950)
        #expect(harness.take().suffix(2) == ["Value: 1,049 dollars and 50 cents. Text Field.", "Press Enter to edit."])
        try harness.session.perform(.activate)
        #expect(harness.take().last == "Cancelled.")
        try harness.session.perform(.activate)
        #expect(harness.take().last == "Not an amount: lots. Type a number such as 12.50.")
        #expect(try harness.library.items.item(id: camera.id)?.value.minorUnits == 104_950)
    }

    @Test func emptyNameIsRefused() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.item(camera.id)))
        _ = harness.take()
        #expect(try harness.run("next\nactivate\ntype   ").last == "A name cannot be empty.")
        #expect(try harness.library.items.item(id: camera.id)?.name == "Camera")
    }

    @Test func categoryAdjustsInTheStoreAndStopsAtTheEnd() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.item(camera.id)))
        _ = harness.take()
        try harness.run("next\nnext\nnext\nnext\nnext")
        #expect(harness.session.focusedIdentifier == "item.category")
        #expect(try harness.run("adjust up") == ["Category: Clothing. Adjustable."])
        #expect(try harness.library.items.item(id: camera.id)?.category == .clothing)
        #expect(
            try harness.run("adjust down\nadjust down") == [
                "Category: Electronics. Adjustable.", "Category: Electronics. Adjustable.",
            ])
        #expect(harness.earcons == [.boundary])
    }

    @Test func addItemCreatesItAndOpensIt() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.items))
        _ = harness.take()
        let said = try harness.run("find add item\nactivate\ntype Kayak")
        #expect(said.suffix(1) == ["Kayak. Heading."])
        #expect(try harness.library.items.count() == 13)
        guard case .item(let id) = harness.session.currentScreen else { throw ScreenError.stale }
        #expect(try harness.library.items.item(id: id)?.name == "Kayak")
        #expect(try harness.run("back").first == "Add Item. Button.")
    }

    @Test func deleteNeedsASecondActivation() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.items))
        try harness.run("find camera\nactivate\nlast")
        _ = harness.take()
        #expect(try harness.run("activate") == ["Press Enter again to delete Camera."])
        #expect(try harness.library.items.item(id: camera.id) != nil)
        #expect(try harness.run("activate") == ["Camera deleted."])
        #expect(try harness.library.items.item(id: camera.id) == nil)
        #expect(harness.session.currentScreen == .items)
        #expect(try harness.library.items.count() == 11)
    }

    /// A voice command never completes a destructive action (issue 42): "open" on Delete Item, said twice, asks
    /// each time and deletes nothing; "confirm" said then deletes; Enter confirms too; "confirm" with nothing
    /// waiting says so.
    @Test func aSpokenDeleteWaitsForEnterOrConfirm() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try harness.session.open(.screen(.items))
        try harness.run("find camera\nactivate\nlast")
        _ = harness.take()
        let ask = "Delete Item: press Enter, or say confirm."
        #expect(try harness.session.performSpoken(.activate, phrase: "open"))
        #expect(harness.take() == [ask])
        #expect(try harness.session.performSpoken(.activate, phrase: "open"))
        #expect(harness.take() == [ask])
        #expect(try harness.library.items.item(id: camera.id) != nil)
        #expect(try harness.session.performSpoken(.confirm, phrase: "confirm"))
        #expect(harness.take() == ["Camera deleted."])
        #expect(try harness.library.items.item(id: camera.id) == nil)
        #expect(try harness.session.performSpoken(.confirm, phrase: "confirm"))
        #expect(harness.take() == ["Nothing to confirm."])

        try harness.run("find laptop\nactivate\nlast")
        _ = harness.take()
        #expect(try harness.session.performSpoken(.activate, phrase: "open"))
        #expect(harness.session.awaitsSpokenConfirmation)
        #expect(harness.take() == ["Delete Item: press Enter, or say confirm."])
        let deleted = try harness.run("activate")
        #expect(deleted == ["Laptop deleted."], "\(deleted)")
        #expect(try harness.library.items.count() == 10)
    }

    /// A spoken "open" on Remove Photo asks too, where a key removes at once.
    @Test func aSpokenRemovePhotoWaitsForConfirm() throws {
        let harness = try Harness()
        let camera = try Self.camera(harness.library)
        try #require(camera.image != nil)
        try harness.session.open(.screen(.item(camera.id)))
        try harness.run("find remove photo")
        _ = harness.take()
        #expect(try harness.session.performSpoken(.activate, phrase: "open"))
        #expect(harness.take() == ["Remove Photo: press Enter, or say confirm."])
        #expect(try harness.library.items.item(id: camera.id)?.image != nil)
        _ = try harness.session.performSpoken(.next, phrase: "next")
        _ = harness.take()
        #expect(try harness.session.performSpoken(.confirm, phrase: "confirm"))
        #expect(harness.take() == ["Nothing to confirm."])  // moving on dropped the request
        #expect(try harness.library.items.item(id: camera.id)?.image != nil)
    }

    @Test func tagsOfAPhotoToggleAndAddTagCreatesOne() throws {
        let harness = try Harness()
        let photo = try #require(try harness.library.photos.photos(.all, offset: 0, limit: 1).first)
        try harness.session.open(.screen(.photoTags(photo.id)))
        _ = harness.take()
        #expect(
            try harness.run("find beach") == [
                "List, 14 items.", "Selected: beach. Button. List Start.", "Toggles selection.",
            ])
        #expect(try harness.run("activate") == ["beach. Button. List Start.", "Toggles selection."])
        #expect(try harness.library.photos.tags(ofPhoto: photo.id) == ["sunset"])
        #expect(try harness.run("activate").first == "Selected: beach. Button. List Start.")
        #expect(
            try harness.run("last\nactivate\ntype Holiday").suffix(2) == [
                "Selected: Holiday. Button.", "Toggles selection.",
            ])
        #expect(try harness.library.photos.tags(ofPhoto: photo.id) == ["beach", "Holiday", "sunset"])
    }

    @Test func favoriteSwitchToggles() throws {
        let harness = try Harness()
        let photo = try #require(try harness.library.photos.photos(.all, offset: 0, limit: 1).first)
        try harness.session.open(.screen(.photo(photo.id)))
        _ = harness.take()
        #expect(
            try harness.run("last\nactivate") == [
                "Favorite. Switch Button. On.", "Press Enter to toggle setting.", "Favorite. Switch Button. Off.",
                "Press Enter to toggle setting.",
            ])
        #expect(try harness.library.photos.photo(id: photo.id)?.isFavorite == false)
    }

    @Test func searchFieldTakesTextAndListsResults() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.search))
        _ = harness.take()
        #expect(try harness.run("next\nactivate\ntype boots").suffix(1) == ["1 result"])
        #expect(
            try harness.run("next") == [
                "List, 1 item.", "Rain Boots: 64 dollars and 95 cents. Button. List Start.", "Opens the item.",
            ])
    }
}
