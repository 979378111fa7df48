import Browse
import Domain
import Foundation
import Screens
import TestSupport
import Testing
import Utterances

@Suite struct NavigationTests {
    @Test func homeOpensOnTheHeadingAndNextWalksTheButtons() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        #expect(harness.take() == ["Lector. Heading."])
        #expect(try harness.run("next") == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(harness.session.focusedIdentifier == "home.items")
    }

    @Test func previousAtTheStartPlaysTheBoundaryAndRepeatsTheElement() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("previous") == ["Lector. Heading."])
        #expect(harness.earcons == [.boundary])
        #expect(
            try harness.run("last\nnext") == [
                "Settings. Button.", "Opens the speech settings.", "Settings. Button.", "Opens the speech settings.",
            ])
        #expect(harness.earcons == [.boundary, .boundary])
    }

    @Test func firstAndLastSayTheElementWithoutAnEarconWhenAlreadyThere() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("first") == ["Lector. Heading."])
        #expect(harness.earcons.isEmpty)
    }

    @Test func activateOpensAndBackReturnsToTheSameElement() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("next\nactivate").suffix(1) == ["Items. Heading."])
        #expect(harness.earcons == [.activation])
        #expect(harness.session.currentScreen == .items)
        #expect(try harness.run("back") == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(harness.session.currentScreen == .home)
        #expect(try harness.run("back") == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(harness.earcons == [.activation, .boundary])
    }

    @Test func rotorMovesByHeadingAndSaysNotFoundWithTheNoElementEarcon() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.photos))
        _ = harness.take()
        #expect(
            try harness.run("last") == [
                "Show: All photos. Adjustable.", "Use the up and down arrow keys to adjust the value.",
            ])
        #expect(try harness.run("next heading") == ["Not found."])
        #expect(harness.earcons == [.noElement])
        #expect(try harness.run("previous heading") == ["Photos. Heading."])
        let rotor = try harness.run("rotor images\nadjust down")
        #expect(
            rotor == [
                "Images", "List, 30 items.",
                "The sun sinks into a calm bay, the sky orange above dark water.: Favorite. Button. Image. List Start.",
                "Opens the photo.",
            ])
        let image = try harness.run("next image")
        #expect(image == ["Grandma's kitchen: Favorite, no description. Button. Image.", "Opens the photo."])
        #expect(harness.session.focusIndex == 2)
    }

    @Test func findJumpsToTheNextMatchAndWraps() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.items))
        _ = harness.take()
        #expect(
            try harness.run("find bicycle") == ["List, 12 items.", "Bicycle: 540 dollars. Button.", "Opens the item."])
        #expect(try harness.run("find items") == ["Items. Heading."])
        #expect(try harness.run("find nothing like it") == ["Not found."])
        #expect(harness.earcons == [.noElement])
    }

    @Test func readAllSaysTheDescriptionsToTheEndWithoutHints() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        let said = try harness.run("next\nnext\nread-all")
        #expect(
            said.suffix(3) == [
                "Photos: 30 photos. Button.", "Tags: 14 tags. Button.", "Settings. Button.",
            ])
    }

    @Test func repeatSaysTheLastThingAgainWithItsHint() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        #expect(try harness.run("next\nrepeat").suffix(2) == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(try harness.run("find nothing\nrepeat") == ["Not found.", "Not found."])
    }

    @Test func historyListsWhatWasSaidNewestFirstAndDoesNotRecordItself() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try harness.run("next")
        #expect(try harness.run("history") == ["List, 3 items.", "Opens your inventory. List Start."])
        #expect(try harness.run("next\nnext") == ["Items: 12 items. Button.", "Lector. Heading. List End."])
        #expect(try harness.run("back") == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(harness.session.historyLines.first?.text == "Opens your inventory.")
    }

    @Test func helpNamesTheCommandsAndUnknownCommandsGoToTheErrors() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        let said = try harness.run("help\nfrobnicate\nscreen nowhere\nnext")
        #expect(said.first?.hasPrefix("Commands: next, previous,") == true)
        #expect(
            harness.errors == [
                "Line 2: Unknown command “frobnicate”. Type help for the commands.",
                "Line 3: No screen is called “nowhere”. Screens: home, items, item/ID, photos, photo/ID, photo/ID/tags, tags, tag/NAME, search, history, settings.",
            ])
        #expect(said.last == "Opens your inventory.")
    }

    @Test func quitEndsTheScript() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("quit\nnext").isEmpty)
    }
}

/// Positions and counts in lists, where VoiceOver gives them.
@Suite struct ListPositionTests {
    @Test func enteringAListSaysItsCountOnceAndVerboseSaysEachRowsPosition() throws {
        let harness = try Harness()
        try harness.session.open(.screen(.items))
        #expect(harness.take() == ["Items. Heading."])
        let entered = try harness.run("next")
        #expect(entered.first == "List, 12 items.")
        #expect(entered.dropFirst().first?.hasSuffix("Button. List Start.") == true, "\(entered)")
        // Moving inside the list does not say the count again, nor (at normal verbosity) the position.
        let inside = try harness.run("next")
        #expect(!inside.contains { $0.hasPrefix("List,") })
        #expect(!inside.contains { $0.contains(" of 12.") }, "\(inside)")
        _ = try harness.run("set verbosity verbose")
        let third = try harness.run("next")
        #expect(third.first?.hasSuffix(" 3 of 12.") == true, "\(third)")
        // Add Item and the sort control follow the list; going back into the list from it says the count again.
        let last = try harness.run("last\nprevious\nprevious")
        #expect(last.contains { $0.hasSuffix("List End. 12 of 12.") }, "\(last)")
        #expect(last.filter { $0 == "List, 12 items." }.count == 1, "\(last)")
        // Leaving the list and coming back into it says the count again.
        let back = try harness.run("first\nnext")
        #expect(back.filter { $0 == "List, 12 items." }.count == 1, "\(back)")
        #expect(back.contains { $0.hasSuffix("List Start. 1 of 12.") }, "\(back)")
    }
}
