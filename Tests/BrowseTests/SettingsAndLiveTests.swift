import Browse
import Domain
import Foundation
import LineEditing
import Screens
import Speech
import Testing
import TestSupport

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
        #expect(try harness.run("next") == [
            "Rate: 175 words a minute. Adjustable.", "Use the up and down arrow keys to adjust the value.",
        ])
        #expect(try harness.run("adjust up") == ["Rate: 200 words a minute. Adjustable."])
        #expect(harness.session.currentSettings.rate == 200)
        #expect(try harness.library.settings.value(for: "speech.rate") == "200")
        #expect(try harness.run("find hints\nactivate") == [
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
        #expect(walked == ["Items. Heading.", "Aardvark Lamp: 0 dollars. Button. List Start.", "Opens the item."])
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
        #expect(try harness.run("last").first == "zebra: 0 photos. Button. List End.")
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
        #expect(harness.take() == ["1 photo removed."])
    }
}

@Suite struct InteractiveLoopTests {
    static func loop(_ harness: Harness, _ keys: [Key]) -> InteractiveLoop {
        InteractiveLoop(session: harness.session, keys: ScriptedKeys(keys), lines: harness.lines, output: harness.output)
    }

    @Test func arrowsEnterAndEscapeBrowse() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try Self.loop(harness, [.right, .right, .enter, .escape]).run()
        #expect(harness.take() == [
            "Items: 12 items. Button.", "Opens your inventory.", "Photos: 30 photos. Button.", "Opens the photo grid.",
            "Photos. Heading.", "Photos: 30 photos. Button.", "Opens the photo grid.",
        ])
    }

    @Test func helpModeSaysWhatKeysDoWithoutDoingIt() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try Self.loop(harness, [.character("?"), .right, .character("/"), .character("?"), .right]).run()
        #expect(harness.take() == [
            "Keyboard help on. Keys say what they do. Press question mark to leave.", "Next element.",
            "Find. Type text, then press Enter.", "Keyboard help off.", "Items: 12 items. Button.",
            "Opens your inventory.",
        ])
    }

    @Test func rotorLetterFindPromptAndCommandLine() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        harness.lines.edits = [.saved("tags")]
        harness.lines.commandLines = ["screen settings", "bogus"]
        try Self.loop(harness, [.character("r"), .character("b"), .character("/"), .character(":"), .character(":")]).run()
        let said = harness.take()
        #expect(said.prefix(3) == ["Buttons", "Tags: 14 tags. Button.", "Opens the list of tags."])
        #expect(said.contains("Settings. Heading."))
        #expect(said.last == "Unknown command bogus . Type help for the commands.")
        #expect(harness.lines.prompts.first?.prompt == "Find: ")
        #expect(harness.lines.completions.prefix(4) == ["tags", "tag/beach", "tag/Café", "tag/cat"])
        #expect(harness.lines.completions.count == 15)
    }

    @Test func endOfInputLeaves() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        try Self.loop(harness, [.endOfInput, .right]).run()
        #expect(harness.session.focusIndex == 0)
    }
}

@Suite struct ScriptLineTests {
    @Test(arguments: [
        ("next", BrowseCommand.next), ("previous", .previous), ("read-all", .readAll), ("repeat", .repeatLast),
        ("rotor headings", .rotor(.headings)), ("next heading", .move(.headings, forward: true)),
        ("previous button", .move(.buttons, forward: false)), ("find  two words", .find("two words")),
        ("adjust down", .adjust(up: false)), ("type  spaced ", .type(" spaced ")), ("set rate 220", .set(.rate, "220")),
        ("set locale de", .set(.locale, "de")), ("screen tag/beach", .screen(.tag("beach"))),
        ("wait 0.5", .wait(seconds: 0.5)), ("wait-change 10", .waitChange(seconds: 10)), ("quit", .quit),
    ])
    func parses(line: String, command: BrowseCommand) {
        #expect(ScriptLine.parse(line) == .success(command))
    }

    @Test func blankLinesAndCommentsAreSkipped() {
        #expect(ScriptLine.parse("   ") == .success(nil))
        #expect(ScriptLine.parse("# a comment") == .success(nil))
    }

    @Test(arguments: [
        ("jump", ScriptError.unknownCommand("jump")), ("adjust sideways", .invalidArgument(command: "adjust", allowed: "up, down")),
        ("wait soon", .invalidArgument(command: "wait", allowed: "SECONDS")), ("screen itemz", .unknownScreen("itemz")),
        ("next chapter", .invalidArgument(command: "next", allowed: "heading, button, image, link, form-field, element")),
    ])
    func rejects(line: String, error: ScriptError) {
        #expect(ScriptLine.parse(line) == .failure(error))
    }

    @Test func completionOffersCommandsScreensAndValues() {
        #expect(CommandCompletion.candidates(for: "re", tags: [], languages: []) == ["read-all", "repeat"])
        #expect(CommandCompletion.candidates(for: "screen h", tags: [], languages: []) == ["home", "history"])
        #expect(CommandCompletion.candidates(for: "set verbosity ", tags: [], languages: []) == ["brief", "normal", "verbose"])
        #expect(CommandCompletion.candidates(for: "screen tag/b", tags: ["beach", "Boat"], languages: []) == ["tag/beach", "tag/Boat"])
    }

    @Test func keyMapFollowsBrowseMD() {
        var map = KeyMap()
        #expect(map.action(for: .tab) == .command(.next))
        #expect(map.action(for: .shiftTab) == .command(.previous))
        #expect(map.action(for: .character(" ")) == .command(.activate))
        #expect(map.action(for: .backspace) == .command(.back))
        #expect(map.action(for: .character("H")) == .command(.move(.headings, forward: false)))
        #expect(map.action(for: .character("r")) == .rotorPrefix)
        #expect(map.action(for: .character("f")) == .command(.rotor(.formFields)))
        #expect(map.action(for: .character("f")) == .unbound)
        #expect(map.action(for: .endOfInput) == .command(.quit))
    }
}
