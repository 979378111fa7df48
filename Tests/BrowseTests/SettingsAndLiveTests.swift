import Browse
import Domain
import Foundation
import Keys
import Screens
import TestSupport
import Testing
import Utterances

@Suite struct SettingsAndLiveTests {
    @Test func verbosityChangesLiveAndIsSavedInTheLibrary() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("set verbosity brief") == ["Verbosity: Brief"])
        #expect(try harness.run("next") == ["Items: 12 items"])
        #expect(try harness.library.settings.value(for: "speech.verbosity") == "brief")
    }

    @Test func settingsScreenAdjustsAndSwitchesHintsOff() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.settings))
        _ = harness.take()
        #expect(
            try harness.run("next") == [
                "Rate: 175 words a minute. Adjustable.", "Use the up and down arrow keys to adjust the value.",
            ])
        #expect(try harness.run("adjust up") == ["Rate: 200 words a minute. Adjustable."])
        #expect(harness.session.currentSettings.rate == 200)
        #expect(try harness.library.settings.value(for: "speech.rate") == "200")
        #expect(
            try harness.run("find hints\nactivate") == [
                "Hints. Switch Button. On.", "Press Enter to toggle setting.", "Hints. Switch Button. Off.",
            ])
        #expect(try harness.run("previous") == ["Language: English. Adjustable."])
        #expect(try harness.library.settings.value(for: "speech.hints") == "off")
    }

    @Test func languageSwitchesScreensAndSpeechToGerman() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("set locale de") == ["Sprache: Deutsch"])
        #expect(try harness.run("next") == ["Gegenstände: 12 Gegenstände. Taste.", "Öffnet dein Inventar."])
    }

    @Test func badSettingValuesAreErrors() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        let said = try harness.run("set rate 2000")
        #expect(said == ["set rate needs 80 to 900."])
        #expect(harness.errors == ["Line 1: “set rate” needs 80 to 900."])
        #expect(harness.earcons == [.error])
    }

    @Test func anotherConnectionsChangeIsAnnouncedAndTheFocusStays() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.items))
        try harness.run("find laptop")
        #expect(harness.session.focusedIdentifier.hasPrefix("items.row."))
        let focused = harness.session.focusedIdentifier
        _ = harness.take()
        let other = try Library(folder: harness.library.folder)
        try other.items.add(Item(name: "Aardvark Lamp"))
        #expect(try harness.session.checkForChanges())
        #expect(harness.take() == ["1 item added."])
        #expect(harness.session.focusedIdentifier == focused)
        let walked = try harness.run("first\nnext")
        #expect(
            walked == [
                "Items. Heading.", "List, 13 items.", "Aardvark Lamp: 0 dollars. Button. List Start.",
                "Opens the item.",
            ])
        #expect(try !harness.session.checkForChanges())
    }

    @Test func waitChangeReturnsAtTheFirstChange() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.tags))
        _ = harness.take()
        let other = try Library(folder: harness.library.folder)
        var sleeps = 0
        harness.clock.onSleep = {
            sleeps += 1
            if sleeps == 3 { _ = try? other.tags.add("zebra") }
        }
        #expect(try harness.run("wait-change 10") == ["1 tag added."])
        #expect(harness.clock.time < 1)
        #expect(try harness.run("last").dropFirst().first == "zebra: 0 photos. Button. List End.")
    }

    @Test func aRemovedRecordTakesTheSessionBack() throws {
        let harness = try Harness()
        let photo = try #require(try harness.library.photos.photos(.all, offset: 0, limit: 1).first)
        try harness.session.open(.screen(.photos))
        try harness.run("next\nactivate")
        #expect(harness.session.currentScreen == .photo(photo.id))
        _ = harness.take()
        try Library(folder: harness.library.folder).photos.remove(id: photo.id)
        try harness.session.checkForChanges()
        #expect(harness.session.currentScreen == .photos)
        // The photo shown is gone: the session says so and where the focus is now (the list has one photo less).
        #expect(
            harness.take() == [
                "1 photo removed.", "The focused item is gone. Focus moved.", "List, 29 items.",
                "Grandma's kitchen: Favorite, no description. Button. Image. List Start.", "Opens the photo.",
            ])
    }
}
