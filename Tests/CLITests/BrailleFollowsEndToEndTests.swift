import Foundation
import TestSupport
import Testing

/// Braille follows everything speech follows (issue 41): an interactive browse with `--braille` in a tmux pane,
/// keys typed there, against a BRLTTY the test starts (Virtual driver, the test as the display): prompts with their
/// cursor, messages that flash and end, the display's line keys and panning across elements, contracted braille.
/// The cells are checked against `lou_translate`, the speech in the speech log.
@Suite(.serialized) struct BrailleFollowsEndToEndTests {
    /// A BRLTTY showing on a display of `cells` cells, and a browse of a fresh demo library on it (`--braille`,
    /// speech as text and in a speech log, plus `extra` arguments), once it has said its first screen.
    final class BrailleBrowse {
        let pane: TerminalEndToEndTests.Pane
        let display: VirtualDisplay
        let folder: URL
        let log: URL

        init(cells: Int, extra: [String] = []) throws {
            let tmux = try #require(TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs it)")
            folder = try PackagePaths.temporaryDirectory("braille-follows")
            log = folder.appendingPathComponent("speech.log")
            let socket = folder.appendingPathComponent("display.sock").path
            let number = BRLTTYDaemon.freeNumber()
            let daemon = try BRLTTYDaemon.command(
                folder: folder, number: number, driver: "vr", device: "server:" + socket, parameters: nil)
            pane = try TerminalEndToEndTests.Pane(tmux: tmux, command: daemon)
            let display = try VirtualDisplay(path: socket, cells: cells)
            self.display = display
            try #require(
                BRLTTYDaemon.waitForAPI(number: number), "BRLTTY did not start: \(BrailleEndToEndTests.log(folder))")
            try #require(
                BrailleEndToEndTests.waitUntil { !display.shown.isEmpty },
                "the Virtual driver drew nothing: \(BrailleEndToEndTests.log(folder))")
            let browse =
                "env BRLAPI_HOST=127.0.0.1:\(number) BRLAPI_AUTH=none " + TerminalEndToEndTests.browseCommand(folder)
                + " --braille --speech-log '\(log.path)' " + extra.map { "'\($0)'" }.joined(separator: " ")
                + "; echo browse-exited-$?"
            // The browse's window becomes the session's current one: keys go there, and it stays readable after
            // lector exits.
            pane.run(["set-option", "-g", "remain-on-exit", "on"])
            try #require(pane.run(["new-window", "-t", "browse", browse]).status == 0)
            let log = self.log
            try #require(
                BrailleEndToEndTests.waitUntil { FileManager.default.fileExists(atPath: log.path) },
                "browse said nothing: \(pane.capture())")
        }

        /// Waits until the display shows `cells` (the display's trailing blank cells left out on both sides).
        func shows(_ cells: String, timeout: Double = 10) -> Bool {
            var expected = cells
            while expected.last == "\u{2800}" { expected.removeLast() }
            return BrailleEndToEndTests.waitUntil(timeout: timeout) { display.shown.last == expected }
        }

        /// Every line of the speech log so far.
        var said: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Waits until the speech log's last line is `line`.
        func says(_ line: String) -> Bool {
            BrailleEndToEndTests.waitUntil { said.last == line }
        }

        /// Ends the browse with Ctrl-D (again, when it came before the terminal was in browse's mode, which drops
        /// what was typed before it); true when it exited with 0.
        func quit() throws -> Bool {
            for _ in 0..<5 {
                try pane.send("C-d")
                if pane.waitFor("browse-exited-", timeout: 4) { break }
            }
            return pane.waitFor("browse-exited-0")
        }

        var context: String { "\(display.shown.suffix(6))\n\(said.suffix(6))\n\(pane.capture())" }
    }

    /// `lou_translate`'s cells of `text` in `table`.
    static func cells(_ text: String, _ table: String = "en-ueb-g1.ctb") throws -> String {
        try BRLTTYDaemon.reference(text, table: table)
    }

    /// `cells` with dots 7 and 8 added to cell `index` (a cell of them alone after the end): the cursor.
    static func cursor(_ cells: String, at index: Int) -> String {
        var scalars = Array(cells.unicodeScalars)
        while scalars.count <= index { scalars.append("\u{2800}") }
        scalars[index] = Unicode.Scalar(scalars[index].value | 0xC0) ?? "?"
        return String(String.UnicodeScalarView(scalars))
    }

    /// Find's prompt and the `:` command line show their line as it is typed and edited, the cursor's cell with dots
    /// 7 and 8; when the prompt closes the focused element is back.
    @Test func promptsShowTheirLineAndCursorAsYouType() throws {
        let browse = try BrailleBrowse(cells: 40)
        let home = try Self.cells("Lector hdg")
        #expect(browse.shows(home), "\(browse.context)")
        try browse.pane.send("/")
        let empty = try Self.cells("Find:") + "\u{2800}"
        #expect(browse.shows(Self.cursor(empty, at: 7)), "\(browse.context)")
        try browse.pane.send("cam")
        let typed = try Self.cells("Find: cam")
        #expect(browse.shows(Self.cursor(typed, at: 10)), "\(browse.context)")
        try browse.pane.send("Left")
        #expect(browse.shows(Self.cursor(typed, at: 9)), "\(browse.context)")
        try browse.pane.send("BSpace")
        #expect(browse.shows(Self.cursor(try Self.cells("Find: cm"), at: 8)), "\(browse.context)")
        #expect(browse.says("a"), "\(browse.context)")
        try browse.pane.send("Home")
        #expect(browse.shows(Self.cursor(try Self.cells("Find: cm"), at: 7)), "\(browse.context)")
        try browse.pane.send("Enter")
        #expect(browse.says("Not found."), "\(browse.context)")
        // The command line: ":" and what is typed.
        try browse.pane.send(":")
        #expect(browse.shows(Self.cursor(try Self.cells(":"), at: 1)), "\(browse.context)")
        try browse.pane.send("next")
        #expect(browse.shows(Self.cursor(try Self.cells(":next"), at: 5)), "\(browse.context)")
        try browse.pane.send("Enter")
        #expect(browse.says("Opens your inventory."), "\(browse.context)")
        #expect(browse.shows(try Self.cells("Items 12 items btn")), "\(browse.context)")
        #expect(try browse.quit(), "\(browse.context)")
    }

    /// "Not found." and "Cancelled." are shown on the display, then the focused element comes back by itself.
    @Test func messagesFlashThenTheElementReturns() throws {
        let browse = try BrailleBrowse(cells: 40)
        let home = try Self.cells("Lector hdg")
        #expect(browse.shows(home), "\(browse.context)")
        try browse.pane.send("/")
        try browse.pane.send("zzz", "Enter")
        #expect(browse.says("Not found."), "\(browse.context)")
        let notFound = try Self.cells("Not found.")
        #expect(browse.shows(notFound), "\(browse.context)")
        #expect(browse.shows(home), "\(browse.context)")
        try browse.pane.send("/")
        try browse.pane.send("Escape")
        #expect(browse.says("Cancelled."), "\(browse.context)")
        #expect(browse.shows(try Self.cells("Cancelled.")), "\(browse.context)")
        #expect(browse.shows(home), "\(browse.context)")
        // The message came after the prompt and before the element came back.
        let shown = browse.display.shown
        let flash = try #require(shown.lastIndex(of: try Self.cells("Cancelled.")))
        #expect(shown[(flash + 1)...].contains(home))
        #expect(try browse.quit(), "\(browse.context)")
    }

    /// The display's line down and up keys move as the arrow keys, bottom and top to the last and first element;
    /// panning on past an element's end shows the next one, and back past its start the previous one's end.
    @Test func displayLineKeysMoveAndPanningCrossesElements() throws {
        let browse = try BrailleBrowse(cells: 12)
        let home = try Self.cells("Lector hdg")
        let items = try Self.cells("Items 12 items btn")
        let photos = try Self.cells("Photos 30 photos btn")
        #expect(browse.shows(home), "\(browse.context)")
        browse.display.send("LNDN")
        #expect(browse.says("Opens your inventory."), "\(browse.context)")
        #expect(browse.shows(String(items.prefix(12))), "\(browse.context)")
        browse.display.send("BOT")
        #expect(browse.says("Opens the speech settings."), "\(browse.context)")
        #expect(browse.shows(String(try Self.cells("Settings btn").prefix(12))), "\(browse.context)")
        browse.display.send("LNUP")
        #expect(browse.says("Opens the list of tags."), "\(browse.context)")
        browse.display.send("TOP")
        #expect(browse.says("Lector. Heading."), "\(browse.context)")
        #expect(browse.shows(home), "\(browse.context)")
        // Home's line fits: panning on goes to Items; its second window; then Photos.
        browse.display.send("FWINRT")
        #expect(browse.shows(String(items.prefix(12))), "\(browse.context)")
        #expect(browse.says("Opens your inventory."), "\(browse.context)")
        browse.display.send("FWINRT")
        #expect(browse.shows(String(items.dropFirst(12))), "\(browse.context)")
        browse.display.send("FWINRT")
        #expect(browse.shows(String(photos.prefix(12))), "\(browse.context)")
        #expect(browse.says("Opens the photo grid."), "\(browse.context)")
        // Back past Photos' start: Items, at its end.
        browse.display.send("FWINLT")
        #expect(browse.says("Opens your inventory."), "\(browse.context)")
        #expect(browse.shows(String(items.dropFirst(12))), "\(browse.context)")
        browse.display.send("FWINLT")
        #expect(browse.shows(String(items.prefix(12))), "\(browse.context)")
        #expect(try browse.quit(), "\(browse.context)")
    }

    /// `--braille-grade 2`: the language's contracted table (English UEB grade 2, German Kurzschrift); Japanese,
    /// without one in liblouis, stays in its only table, with no error.
    @Test(arguments: [
        ("en", "Settings btn", "en-ueb-g2.ctb", "en-ueb-g1.ctb"),
        ("de", "Einstellungen schlt", "de-g2.ctb", "de-g1.ctb"),
    ])
    func contractedBrailleUsesTheLanguagesGrade2Table(
        _ locale: String, _ brief: String, _ contracted: String, _ uncontracted: String
    ) throws {
        let browse = try BrailleBrowse(cells: 40, extra: ["--locale", locale, "--braille-grade", "2"])
        try browse.pane.send("End")
        let cells = try Self.cells(brief, contracted)
        #expect(cells != (try Self.cells(brief, uncontracted)))
        #expect(browse.shows(cells), "\(browse.context)")
        #expect(try browse.quit(), "\(browse.context)")
    }

    @Test func japaneseStaysInItsOnlyTableAtGrade2() throws {
        let browse = try BrailleBrowse(cells: 40, extra: ["--locale", "ja", "--braille-grade", "2"])
        #expect(browse.shows(try Self.cells("Lector みだし", "ja-kantenji.utb")), "\(browse.context)")
        #expect(try browse.quit(), "\(browse.context)")
        #expect(!browse.pane.capture().contains("lector:"), "\(browse.pane.capture())")
    }
}
