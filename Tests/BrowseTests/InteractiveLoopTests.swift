import Browse
import Domain
import Foundation
import Keys
import Screens
import TestSupport
import Testing
import Utterances

@Suite struct InteractiveLoopTests {
    static func loop(_ harness: Harness, _ keys: [Key]) -> InteractiveLoop {
        InteractiveLoop(
            session: harness.session, keys: ScriptedKeys(keys), lines: harness.lines, output: harness.output)
    }

    @Test func arrowsEnterAndEscapeBrowse() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try Self.loop(harness, [.right, .right, .enter, .escape]).run()
        #expect(
            harness.take() == [
                "Items: 12 items. Button.", "Opens your inventory.", "Photos: 30 photos. Button.",
                "Opens the photo grid.",
                "Photos. Heading.", "Photos: 30 photos. Button.", "Opens the photo grid.",
            ])
    }

    @Test func helpModeSaysWhatKeysDoWithoutDoingIt() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try Self.loop(harness, [.character("?"), .right, .character("/"), .character("?"), .right]).run()
        #expect(
            harness.take() == [
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
        try Self.loop(harness, [.character("r"), .character("b"), .character("/"), .character(":"), .character(":")])
            .run()
        let said = harness.take()
        #expect(
            Array(said.prefix(5)) == ["Buttons"] + Self.findOpens("") + [
                "Tags: 14 tags. Button.", "Opens the list of tags.",
            ])
        #expect(said.contains("Settings. Heading."))
        #expect(said.filter { $0 == "Command. Text Field. Is editing." }.count == 2)
        #expect(said.last == "Unknown command bogus . Type help for the commands.")
        #expect(harness.lines.prompts.first?.prompt == "Find: ")
        #expect(harness.lines.completions.prefix(4) == ["tags", "tag/beach", "tag/Café", "tag/cat"])
        #expect(harness.lines.completions.count == 15)
    }

    @Test func thePromptEchoesWhatEachKeyDid() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        harness.lines.events = [
            .inserted("q", line: "q", cursor: 1), .inserted(" ", line: "q ", cursor: 2), .deleted(" "),
            .moved(to: "q"), .moved(to: nil), .jumped(line: "q", cursor: 0),
            .jumped(line: "red fox jumps", cursor: 7), .jumped(line: "red fox jumps", cursor: 8),
        ]
        harness.lines.edits = [.cancelled]
        try Self.loop(harness, [.character("/")]).run()
        // Home says the line, a word move the word it reached.
        #expect(
            harness.take()
                == Self.findOpens("") + ["q", "Space", "Space", "q", "Blank", "q", "fox", "jumps", "Cancelled."])
    }

    @Test func typingEchoByWordsSaysAWordAtItsEnd() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = try harness.session.perform(.set(.typingEcho, "words"))
        _ = harness.take()
        harness.lines.events = [
            .inserted("o", line: "o", cursor: 1), .inserted("k", line: "ok", cursor: 2),
            .inserted(" ", line: "ok ", cursor: 3),
        ]
        harness.lines.edits = [.cancelled]
        try Self.loop(harness, [.character("/")]).run()
        #expect(harness.take() == Self.findOpens("") + ["ok", "Cancelled."])
    }

    @Test func unboundKeysAndPageOutsideAListPlayOneEarconEach() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        try Self.loop(harness, [.insert, .function(1), .modified(.right, .control), .pageDown]).run()
        #expect(harness.take().isEmpty)
        #expect(harness.session.focusIndex == 0)
        #expect(harness.earcons.suffix(4) == [.noAction, .noAction, .noAction, .noAction])
    }

    /// What the find prompt says as it opens, with the text it is pre-filled with: description, then hint.
    static func findOpens(_ text: String) -> [String] {
        [
            text.isEmpty ? "Find. Text Field. Is editing." : "Find: \(text). Text Field. Is editing.",
            "Press Enter to save or Escape to cancel.",
        ]
    }

    /// Find announces itself as it opens, and opens empty each time (issue 41: the last search's words were
    /// pre-filled, so typing ran two searches together).
    @Test func theFindPromptAnnouncesItselfAndOpensEmpty() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        harness.lines.edits = [.saved("tags"), .cancelled]
        try Self.loop(harness, [.character("/"), .character("/")]).run()
        let said = harness.take()
        #expect(Array(said.prefix(2)) == Self.findOpens(""))
        #expect(Array(said.suffix(3)) == Self.findOpens("") + ["Cancelled."])
        #expect(harness.lines.prompts.map(\.initial) == ["", ""])
    }

    /// The `:` command line speaks like every prompt (issue 41: it said nothing): "Command" as it opens, what each
    /// key did, the words Tab could complete, and "Cancelled" on Escape.
    @Test func theCommandLineSpeaksLikeEveryPrompt() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        harness.lines.events = [.inserted("s", line: "s", cursor: 1), .deleted("s"), .replaced(line: "screen tags")]
        harness.lines.commandLines = [nil]
        try Self.loop(harness, [.character(":")]).run()
        let said = harness.take()
        #expect(
            said == [
                "Command. Text Field. Is editing.", "Press Enter to save or Escape to cancel.", "s", "s",
                "screen tags", "Cancelled.",
            ], "\(said)")
    }

    @Test func tabSaysTheWordItCompletedOrTheWordsItCouldBe() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = harness.take()
        harness.session.sayCompletion(["search "])
        #expect(harness.take() == ["search"])
        harness.session.sayCompletion(["search ", "settings "])
        #expect(harness.take() == ["search", "settings"])
        harness.session.sayCompletion([])
        #expect(harness.take().isEmpty)
        #expect(harness.earcons.last == .noAction)
    }

    @Test func pageDownAndPageUpMoveTenRowsInAList() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        _ = try harness.run("next")
        let first = harness.session.focusIndex
        _ = harness.take()
        try Self.loop(harness, [.pageDown]).run()
        #expect(harness.session.focusIndex == first + 10)
        #expect(harness.take().count <= 2)
        try Self.loop(harness, [.pageDown]).run()
        #expect(harness.session.focusIndex == first + 11)  // the last row: a page stops at the list's end
        try Self.loop(harness, [.pageUp]).run()
        #expect(harness.session.focusIndex == first + 1)
        try Self.loop(harness, [.pageUp]).run()
        #expect(harness.session.focusIndex == first)
    }

    @Test func readValueSaysTheValueOrThatThereIsNone() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        _ = harness.take()
        try Self.loop(harness, [.character("v")]).run()
        #expect(harness.take() == ["No value."])
        _ = try harness.run("find bicycle")
        _ = harness.take()
        try Self.loop(harness, [.character("v")]).run()
        #expect(harness.take() == ["540 dollars"])
    }

    @Test func endOfInputLeaves() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        try Self.loop(harness, [.endOfInput, .right]).run()
        #expect(harness.session.focusIndex == 0)
    }

    /// `w`, where am I: the screen, then the focused element with its place in the list, at any verbosity (issue 41).
    @Test func whereAmISaysTheScreenTheElementAndItsPlaceAtAnyVerbosity() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        _ = try harness.session.perform(.set(.verbosity, "brief"))
        for _ in 0..<3 { _ = try harness.run("next") }
        _ = harness.take()
        try Self.loop(harness, [.character("w")]).run()
        let said = harness.take()
        #expect(said.count == 2, "\(said)")
        #expect(said.first == "Items screen.", "\(said)")
        #expect(said.last?.hasSuffix(" of 12.") == true, "\(said)")
        #expect(KeyMap.help(for: .character("w")) == .keysWhereAmI)
    }

    /// Shift-s spells the focused value (a serial number), letters and digits one by one and other characters by
    /// their names, as the issue's example says (issue 41).
    @Test func shiftSSpellsTheValueLetterByLetter() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        harness.lines.edits = [.saved("WTU-88213")]
        _ = try harness.run("next\nactivate\nfind serial\nactivate")
        _ = harness.take()
        try Self.loop(harness, [.character("S")]).run()
        #expect(harness.take() == ["W T U dash 8 8 2 1 3"])
        #expect(KeyMap.help(for: .character("S")) == .keysSpell)
    }

    /// Shift-s pressed again within half a second spells with the spelling alphabet; a third press, or a press
    /// after the half second, spells plainly again; `spell phonetic` asks for the alphabet (issue 41).
    @Test func shiftSTwiceQuicklySpellsWithTheSpellingAlphabet() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        harness.lines.edits = [.saved("WTU-88213")]
        _ = try harness.run("next\nactivate\nfind serial\nactivate")
        _ = harness.take()
        let plain = "W T U dash 8 8 2 1 3"
        let phonetic = "Whiskey Tango Uniform dash 8 8 2 1 3"
        try Self.loop(harness, [.character("S"), .character("S"), .character("S")]).run()
        #expect(harness.take() == [plain, phonetic, plain])
        harness.clock.time += 0.6
        try Self.loop(harness, [.character("S")]).run()
        #expect(harness.take() == [plain])
        harness.clock.time += 0.2
        try Self.loop(harness, [.character("S")]).run()
        #expect(harness.take() == [phonetic])
        #expect(try harness.run("spell\nspell\nspell phonetic") == [plain, plain, phonetic])
    }

    /// Table mode in the items list (issue 41): Shift-t turns it on and says the first column's cell; Right and Left
    /// move by column (header, then cell), Down and Up by row (the cell of the same column), Shift-r reads the row,
    /// `w` says row and column; it ends when the focus leaves the list; outside a table it says so.
    @Test func tableModeMovesByColumnAndRowInTheItemsList() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.items))
        _ = harness.take()
        try Self.loop(harness, [.character("T")]).run()
        #expect(harness.take() == ["Not in a table."])
        _ = try harness.run("next")
        let firstRow = harness.session.focusIndex
        _ = harness.take()
        try Self.loop(harness, [.character("T"), .right, .down, .left, .up]).run()
        let said = harness.take()
        #expect(said.count == 6, "\(said)")
        #expect(said.first == "Table mode.", "\(said)")
        #expect(said.dropFirst().first?.hasPrefix("Name: ") == true, "\(said)")
        #expect(said.dropFirst(2).first?.hasPrefix("Value: ") == true, "\(said)")
        #expect(said.dropFirst(3).first?.hasSuffix("dollars") == true, "\(said)")
        #expect(said.dropFirst(4).first?.hasPrefix("Name: ") == true, "\(said)")
        #expect(harness.session.focusIndex == firstRow)
        try Self.loop(harness, [.character("R")]).run()
        let row = harness.take()
        #expect(
            row.map { $0.split(separator: ":").first.map(String.init) ?? "" } == [
                "Name", "Value", "Category", "Date Created", "Serial Number",
            ], "\(row)")
        try Self.loop(harness, [.left]).run()
        #expect(harness.take().isEmpty)
        #expect(harness.earcons.last == .boundary)
        try Self.loop(harness, [.down, .right, .character("w")]).run()
        let whereAmI = harness.take()
        #expect(whereAmI.dropFirst(3).first == "Row 2 of 12, column Value.", "\(whereAmI)")
        #expect(harness.session.focusIndex == firstRow + 1)
        try Self.loop(harness, [.character("T")]).run()
        #expect(harness.take() == ["Table mode off."])
        try Self.loop(harness, [.right]).run()
        #expect(harness.session.focusIndex == firstRow + 2)  // Right moves by element again
        _ = harness.take()
        let script = try harness.run("next column\ntable off\ntable row\nnext")
        #expect(script.first?.hasPrefix("Value: ") == true, "\(script)")
        #expect(script.dropFirst().first == "Table mode off.", "\(script)")
        #expect(script.count == 9, "\(script)")  // the five cells, then the next row as an element, and its hint
        #expect(harness.session.focusIndex == firstRow + 3)
    }

    /// The review cursor reads the focused element's text by word and character without moving the focus, from
    /// its start after `t` or on another element (issue 41).
    @Test func theReviewCursorMovesThroughTheTextWithoutMovingTheFocus() throws {
        let harness = try Harness(interactive: true)
        try harness.session.open(.screen(.home))
        _ = try harness.run("next")
        let focus = harness.session.focusIndex
        _ = harness.take()
        let keys: [Key] = [
            .character("t"), .character("o"), .character("o"), .character("o"), .character("o"), .character("O"),
            .character("k"), .character("k"), .character("K"),
        ]
        try Self.loop(harness, keys).run()
        #expect(harness.take() == ["Items 12 items", "Items", "12", "items", "12", "2", "Space", "2"])
        #expect(harness.earcons.last == .noAction)  // the fourth word move found no word after "items"
        #expect(harness.session.focusIndex == focus)
        _ = try harness.run("next")
        _ = harness.take()
        try Self.loop(harness, [.character("k")]).run()
        #expect(harness.take() == ["P"])  // the next element's text, from its start
    }
}
