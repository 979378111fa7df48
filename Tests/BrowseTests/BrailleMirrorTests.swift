import Braille
import Browse
import Keys
import Testing

/// A display in memory: what was shown, and keys to press.
private final class FakeDisplay: BrailleDisplay {
    let width: Int
    var shown: [String] = []
    var keys: [BrailleKey] = []
    var failing = false

    init(width: Int) {
        self.width = width
    }

    func show(cells: String) throws(BrailleError) {
        if failing { throw BrailleError(kind: .display, function: "brlapi_writeDots", message: "gone") }
        shown.append(cells)
    }

    func nextKey() throws(BrailleError) -> BrailleKey? {
        keys.isEmpty ? nil : keys.removeFirst()
    }
}

/// `browse --braille`: the focused element's brief form on the display, panned by its keys; routing activates.
@Suite struct BrailleMirrorTests {
    static func cells(_ text: String, table: String = "en-ueb-g1.ctb") throws -> String {
        try BrailleTranslator(table: BrailleTable(name: table)).translate(text)
    }

    @Test func theFocusedElementsBriefFormIsShownOnEveryMove() throws {
        let display = FakeDisplay(width: 40)
        let harness = try Harness { $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil)) }
        try harness.session.open(.screen(.home))
        try harness.run("next\nnext")
        let expected: [String] = [
            try Self.cells("Lector hdg"), try Self.cells("Items 12 items btn"), try Self.cells("Photos 30 photos btn"),
        ]
        #expect(display.shown == expected)
    }

    @Test func panKeysMoveAlongTheLineAndARoutingKeyActivates() throws {
        let display = FakeDisplay(width: 8)
        let mirror = BrailleMirror(display: display, tables: BrailleTables(chosen: nil))
        let harness = try Harness { $0.braille = mirror }
        try harness.session.open(.screen(.home))
        try harness.run("next")
        let line = try Self.cells("Items 12 items btn")
        let first = String(line.prefix(8))
        #expect(display.shown.last == first)
        display.keys = [.panRight, .panRight, .panLeft]
        #expect(try harness.session.pollBraille() == false)
        let second = String(line.dropFirst(8).prefix(8))
        let third = String(line.dropFirst(16))
        let panned: [String] = [second, third, second]
        #expect(Array(display.shown.suffix(3)) == panned)
        _ = harness.take()
        display.keys = [.route(column: 2)]
        var interrupted = false
        #expect(try harness.session.pollBraille(interrupt: { interrupted = true }))
        #expect(interrupted)
        #expect(harness.session.currentScreen == .items)
        #expect(harness.take().first == "Items. Heading.")
        let heading = String(try Self.cells("Items hdg").prefix(8))
        #expect(display.shown.last == heading)
    }

    @Test func theChosenTableIsUsedAndAFailingDisplayIsDroppedWhileSpeechGoesOn() throws {
        let display = FakeDisplay(width: 40)
        let mirror = BrailleMirror(display: display, tables: BrailleTables(chosen: BrailleTable(name: "de-g2.ctb")))
        let harness = try Harness { $0.braille = mirror }
        try harness.session.open(.screen(.home))
        let german: [String] = [try Self.cells("Lector hdg", table: "de-g2.ctb")]
        #expect(display.shown == german)
        _ = harness.take()
        display.failing = true
        let said = try harness.run("next")
        #expect(said == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(!mirror.isShowing)
        #expect(mirror.failure?.function == "brlapi_writeDots")
    }

    // MARK: - Prompts, messages, line keys (issue 41)

    static func loop(_ harness: Harness, _ keys: [Key]) -> InteractiveLoop {
        InteractiveLoop(
            session: harness.session, keys: ScriptedKeys(keys), lines: harness.lines, output: harness.output)
    }

    @Test func aPromptShowsItsLineWithTheCursorUnderItsCellThenTheElementReturns() throws {
        let display = FakeDisplay(width: 40)
        let harness = try Harness(interactive: true) {
            $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil))
        }
        try harness.session.open(.screen(.home))
        harness.lines.lines = [
            .init(line: "", cursor: 0), .init(line: "ab", cursor: 2), .init(line: "ab", cursor: 1),
            .init(line: "ab", cursor: 1),
        ]
        harness.lines.edits = [.cancelled]
        display.shown = []
        try Self.loop(harness, [.character("/")]).run()
        // Find: as lou_translate writes it (⠠⠋⠊⠝⠙⠒⠀), then the line, dots 7 and 8 added under the cursor's cell
        // (after the line's end: a cell of its own); the same line and cursor twice are written once.
        let expected: [String] = [
            "⠠⠋⠊⠝⠙⠒⠀⣀", "⠠⠋⠊⠝⠙⠒⠀⠁⠃⣀", "⠠⠋⠊⠝⠙⠒⠀⠁⣃",
            try Self.cells("Lector hdg"), try Self.cells("Cancelled."),
        ]
        #expect(display.shown == expected)
    }

    @Test func aLongPromptLineIsPannedToTheCursor() throws {
        let display = FakeDisplay(width: 8)
        let mirror = BrailleMirror(display: display, tables: BrailleTables(chosen: nil))
        let harness = try Harness(interactive: true) { $0.braille = mirror }
        try harness.session.open(.screen(.home))
        harness.lines.lines = [.init(line: "abcdefghij", cursor: 10)]
        harness.lines.edits = [.saved("zzz")]
        try Self.loop(harness, [.character("/")]).run()
        let line = try BrailleTranslator(table: .englishUEB).translate("Find: abcdefghij", cursor: 16)
        #expect(line.cursor == 17)
        #expect(display.shown.contains(String(line.marked.dropFirst(16))))
    }

    @Test func aMessageFlashesThenTheElementReturnsAfterItsTime() throws {
        let display = FakeDisplay(width: 40)
        let harness = try Harness { $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil)) }
        try harness.session.open(.screen(.home))
        _ = harness.take()
        #expect(try harness.run("find zzz") == ["Not found."])
        let message = try Self.cells("Not found.")
        #expect(display.shown.last == message)
        harness.clock.time += BrailleMirror.flashSeconds - 0.1
        try harness.session.pollBraille()
        #expect(display.shown.last == message)
        harness.clock.time += 0.1
        try harness.session.pollBraille()
        #expect(display.shown.last == (try Self.cells("Lector hdg")))
    }

    @Test func aKeyEndsTheMessageAndDoesNothingElse() throws {
        let display = FakeDisplay(width: 40)
        let harness = try Harness(interactive: true) {
            $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil))
        }
        try harness.session.open(.screen(.home))
        let element = try Self.cells("Lector hdg")
        // A display key during the message: the element returns, the focus stays.
        harness.lines.edits = [.cancelled]
        try Self.loop(harness, [.character("/")]).run()
        #expect(display.shown.last == (try Self.cells("Cancelled.")))
        display.keys = [.lineDown]
        try harness.session.pollBraille()
        #expect(display.shown.last == element)
        #expect(harness.session.focusIndex == 0)
        // A keyboard key that does nothing (Insert) during the message: the element returns.
        harness.lines.edits = [.cancelled]
        try Self.loop(harness, [.character("/"), .insert]).run()
        #expect(display.shown.last == element)
        #expect(harness.session.focusIndex == 0)
    }

    @Test func lineKeysMoveAsTheArrowKeysAndTopAndBottomToTheEnds() throws {
        let display = FakeDisplay(width: 40)
        let harness = try Harness { $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil)) }
        try harness.session.open(.screen(.home))
        _ = harness.take()
        display.keys = [.lineDown]
        try harness.session.pollBraille()
        #expect(harness.take() == ["Items: 12 items. Button.", "Opens your inventory."])
        #expect(display.shown.last == (try Self.cells("Items 12 items btn")))
        display.keys = [.bottom]
        try harness.session.pollBraille()
        let last = harness.session.focusIndex
        #expect(last > 1)
        display.keys = [.top, .lineDown, .lineUp]
        try harness.session.pollBraille()
        #expect(harness.session.focusIndex == 0)
        #expect(harness.take().suffix(3) == ["Items: 12 items. Button.", "Opens your inventory.", "Lector. Heading."])
        #expect(display.shown.last == (try Self.cells("Lector hdg")))
    }

    @Test func panningPastTheEndShowsTheNextElementAndBackPastTheStartThePreviousOnesEnd() throws {
        let display = FakeDisplay(width: 8)
        let harness = try Harness { $0.braille = BrailleMirror(display: display, tables: BrailleTables(chosen: nil)) }
        try harness.session.open(.screen(.home))
        try harness.run("next")
        let items = try Self.cells("Items 12 items btn")
        let photos = try Self.cells("Photos 30 photos btn")
        display.keys = [.panRight, .panRight, .panRight]
        try harness.session.pollBraille()
        #expect(harness.session.focusIndex == 2)
        #expect(display.shown.last == String(photos.prefix(8)))
        display.keys = [.panLeft]
        try harness.session.pollBraille()
        #expect(harness.session.focusIndex == 1)
        #expect(display.shown.last == String(items.dropFirst(16)))
        display.keys = [.panLeft]
        try harness.session.pollBraille()
        #expect(display.shown.last == String(items.dropFirst(8).prefix(8)))
    }
}
