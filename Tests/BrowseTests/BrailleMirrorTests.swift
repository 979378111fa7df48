import Braille
import Browse
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
        display.keys = [.panRight, .panRight, .panRight, .panLeft]
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
}
