import Browse
import Domain
import Foundation
import Keys
import Screens
import TestSupport
import Testing
import Utterances

@Suite struct ScriptLineTests {
    @Test(arguments: [
        ("next", BrowseCommand.next), ("previous", .previous), ("read-all", .readAll), ("repeat", .repeatLast),
        ("rotor headings", .rotor(.headings)), ("next heading", .move(.headings, forward: true)),
        ("previous button", .move(.buttons, forward: false)), ("find  two words", .find("two words")),
        ("adjust down", .adjust(up: false)), ("type  spaced ", .type(" spaced ")), ("set rate 220", .set(.rate, "220")),
        ("set typing-echo words", .set(.typingEcho, "words")),
        ("set locale de", .set(.locale, "de")), ("screen tag/beach", .screen(.tag("beach"))),
        ("wait 0.5", .wait(seconds: 0.5)), ("wait-change 10", .waitChange(seconds: 10)), ("quit", .quit),
        ("spell", .spell(.plain)), ("spell phonetic", .spell(.phonetic)), ("table", .table(.mode(nil))),
        ("table off", .table(.mode(false))), ("table row", .table(.wholeRow)),
        ("next column", .table(.column(forward: true))), ("previous row", .table(.row(forward: false))),
    ])
    func parses(line: String, command: BrowseCommand) {
        #expect(ScriptLine.parse(line) == .success(command))
    }

    @Test func blankLinesAndCommentsAreSkipped() {
        #expect(ScriptLine.parse("   ") == .success(nil))
        #expect(ScriptLine.parse("# a comment") == .success(nil))
    }

    @Test(arguments: [
        ("jump", ScriptError.unknownCommand("jump")),
        ("adjust sideways", .invalidArgument(command: "adjust", allowed: "up, down")),
        ("wait soon", .invalidArgument(command: "wait", allowed: "SECONDS")),
        ("spell loudly", .invalidArgument(command: "spell", allowed: "phonetic")),
        ("screen itemz", .unknownScreen("itemz")),
        (
            "next chapter",
            .invalidArgument(
                command: "next", allowed: "heading, button, image, link, form-field, element, page, column, row")
        ),
    ])
    func rejects(line: String, error: ScriptError) {
        #expect(ScriptLine.parse(line) == .failure(error))
    }

    @Test func completionOffersCommandsScreensAndValues() {
        #expect(CommandCompletion.candidates(for: "re", tags: [], languages: []) == ["read-all", "repeat", "review"])
        #expect(CommandCompletion.candidates(for: "review w", tags: [], languages: []) == ["word"])
        #expect(CommandCompletion.candidates(for: "review word p", tags: [], languages: []) == ["previous"])
        #expect(CommandCompletion.candidates(for: "copy ", tags: [], languages: []) == ["last"])
        #expect(CommandCompletion.candidates(for: "screen h", tags: [], languages: []) == ["home", "history"])
        #expect(
            CommandCompletion.candidates(for: "set verbosity ", tags: [], languages: []) == [
                "brief", "normal", "verbose",
            ])
        #expect(
            CommandCompletion.candidates(for: "screen tag/b", tags: ["beach", "Boat"], languages: []) == [
                "tag/beach", "tag/Boat",
            ])
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
