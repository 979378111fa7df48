import Foundation
import TestSupport
import Testing

/// `--output braille`, `--braille-table` and `browse --braille` through the built binary, against liblouis's
/// `lou_translate` and a BRLTTY the test starts (TTY driver on a tmux pane; Virtual driver with the test as display).
@Suite(.serialized) struct BrailleEndToEndTests {
    static let texts: [(locale: String, table: String, text: String)] = [
        ("en", "en-ueb-g1.ctb", "Photos: 3 photos. Price $12.50, 20% off."),
        ("de", "de-g1.ctb", "Grüße aus Köln: 3 Äpfel, Straße."),
        ("es", "es-g1.ctb", "¿Dónde está la cigüeña? 3 fotos."),
        ("fr", "fr-bfu-comp6.utb", "Où est l’œuvre ? À côté, 3 photos."),
        ("ar", "ar-ar-g1.utb", "الصور ٣ والإعدادات"),
    ]

    func lector(_ arguments: [String], folder: URL, environment: [String: String] = [:]) throws -> ProcessOutcome {
        try ProcessRunner.lector(
            ["--library", folder.appendingPathComponent("library").path] + arguments, environment: environment)
    }

    @Test(arguments: 0..<texts.count) func outputBrailleEqualsLouTranslateWithTheLocalesTable(_ index: Int) throws {
        let (locale, table, text) = Self.texts[index]
        let folder = try PackagePaths.temporaryDirectory("braille")
        let outcome = try lector(["-q", "--locale", locale, "--output", "braille", "speak", text], folder: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let expected = try BRLTTYDaemon.reference(text, table: table)
        #expect(!expected.isEmpty)
        #expect(outcome.output == expected + "\n")
    }

    /// `--braille-grade 2`: each language's contracted table; Japanese, which liblouis has none for, keeps its table.
    @Test(arguments: [
        ("en", "en-ueb-g2.ctb", "The knowledge of the people"),
        ("de", "de-g2.ctb", "Die Einstellungen der Sprache werden gespeichert."),
        ("es", "es-g2.ctb", "Las fotos de la biblioteca están guardadas."),
        ("fr", "fr-bfu-g2.ctb", "Les paramètres de la parole sont enregistrés."),
        ("ar", "ar-ar-g2.ctb", "الصور والإعدادات في المكتبة"),
        ("ja", "ja-kantenji.utb", "しゃしん ボタン"),
    ])
    func gradeTwoUsesTheLanguagesContractedTable(_ locale: String, _ table: String, _ text: String) throws {
        let folder = try PackagePaths.temporaryDirectory("braille")
        let outcome = try lector(
            ["-q", "--locale", locale, "--output", "braille", "--braille-grade", "2", "speak", text], folder: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.output == (try BRLTTYDaemon.reference(text, table: table)) + "\n")
    }

    @Test func brailleTablePicksTheTable() throws {
        let folder = try PackagePaths.temporaryDirectory("braille")
        let text = "The knowledge of the people"
        let outcome = try lector(
            ["-q", "--output", "braille", "--braille-table", "en-ueb-g2.ctb", "speak", text], folder: folder)
        #expect(outcome.output == (try BRLTTYDaemon.reference(text, table: "en-ueb-g2.ctb")) + "\n")
        #expect(outcome.output != (try BRLTTYDaemon.reference(text, table: "en-ueb-g1.ctb")) + "\n")
    }

    @Test func elementsPrintTheirBriefFormInTheirLanguagesTable() throws {
        let folder = try PackagePaths.temporaryDirectory("braille")
        let tree = folder.appendingPathComponent("tree.json")
        try """
        {"label": "Home", "traits": ["header"], "children": [
          {"label": "Photos", "value": "3 photos", "hint": "Opens the grid.", "traits": ["button"]},
          {"label": "Wi-Fi", "value": "1", "traits": ["button", "switchButton"]},
          {"label": "Einstellungen", "traits": ["link"], "language": "de"},
          {"label": "Password", "value": "secret", "traits": ["textEntry", "secureTextField"]}
        ]}
        """.write(to: tree, atomically: true, encoding: .utf8)
        let outcome = try lector(["-q", "--output", "braille", "speak", "--element", tree.path], folder: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let expected = [
            try BRLTTYDaemon.reference("Home hdg", table: "en-ueb-g1.ctb"),
            try BRLTTYDaemon.reference("Photos 3 photos btn", table: "en-ueb-g1.ctb"),
            try BRLTTYDaemon.reference("Wi-Fi sw on", table: "en-ueb-g1.ctb"),
            try BRLTTYDaemon.reference("Einstellungen lnk", table: "de-g1.ctb"),
            try BRLTTYDaemon.reference("Password pwd", table: "en-ueb-g1.ctb"),
        ]
        #expect(outcome.output == expected.joined(separator: "\n") + "\n")
    }

    @Test func aMissingTableFailsWithOneLineAndExit2() throws {
        let folder = try PackagePaths.temporaryDirectory("braille")
        let outcome = try lector(
            ["--output", "braille", "--braille-table", "no-such.ctb", "speak", "Hello"], folder: folder)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.standardError
                == "lector: Braille table “no-such.ctb” is missing or does not compile (liblouis looks in /usr/share/liblouis/tables).\n"
        )
    }

    @Test func withoutBRLTTYOneNoticeAndSpeechGoesOn() throws {
        let folder = try PackagePaths.temporaryDirectory("braille")
        let number = BRLTTYDaemon.freeNumber()
        let outcome = try ProcessRunner.lector(
            [
                "--library", folder.appendingPathComponent("library").path, "--empty", "--output", "text", "browse",
                "--braille", "--script", "-",
            ],
            input: Data("next\nnext\nquit\n".utf8),
            environment: ["BRLAPI_HOST": "127.0.0.1:\(number)", "BRLAPI_AUTH": "none"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let notices = outcome.standardError.split(separator: "\n").filter { $0.contains("No braille display") }
        #expect(notices.count == 1, "\(outcome.standardError)")
        #expect(
            notices.first?.hasPrefix("lector: No braille display (brlapi_openConnection: 127.0.0.1:\(number)") == true)
        #expect(outcome.output.contains("Items: 0 items. Button.\n"))
        #expect(outcome.output.contains("Photos: 0 photos. Button.\n"))
    }

    /// The TTY driver draws the display on a tmux pane: the focused element's braille appears there, and the
    /// pane's Right arrow (the TTY driver's FWINRT) pans it.
    @Test func theFocusedElementsBrailleIsOnTheTTYDriversPaneAndPans() throws {
        let tmux = try #require(TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs it)")
        let folder = try PackagePaths.temporaryDirectory("braille-tty")
        let pane = try TerminalEndToEndTests.Pane(tmux: tmux, command: "sleep 100000")
        let tty = pane.run(["display-message", "-p", "-t", "browse", "#{pane_tty}"]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try #require(tty.hasPrefix("/dev/"), "no pane tty: \(tty)")
        let number = BRLTTYDaemon.freeNumber()
        let daemon = try BRLTTYDaemon.command(
            folder: folder, number: number, driver: "tt", device: tty,
            parameters: "term=xterm,charset=UTF-8,lines=1,columns=12")
        try #require(pane.run(["new-window", "-d", "-t", "browse", daemon]).status == 0)
        try #require(BRLTTYDaemon.waitForAPI(number: number), "BRLTTY did not start: \(Self.log(folder))")
        // The driver is up once it has drawn BRLTTY's own screen (its text has no cells in the empty table).
        try #require(pane.waitFor("\u{28FF}"), "the TTY driver drew nothing: \(pane.capture())\n\(Self.log(folder))")
        let browse = try RunningProcess(
            lector: [
                "--library", folder.appendingPathComponent("library").path, "--empty", "-q", "--output", "text",
                "browse", "--braille", "--script", "-",
            ],
            environment: ["BRLAPI_HOST": "127.0.0.1:\(number)", "BRLAPI_AUTH": "none"])
        browse.write("next\n")
        let cells = try BRLTTYDaemon.reference("Items 0 items btn", table: "en-ueb-g1.ctb")
        let first = String(cells.prefix(12))
        let second = String(cells.dropFirst(12).prefix(12))
        #expect(pane.waitFor(first), "\(pane.capture())\n\(browse.standardError)")
        try pane.send("Right")
        let end = Date().addingTimeInterval(10)
        while !pane.capture().contains(second), Date() < end {
            browse.write("wait 0.1\n")
            usleep(100_000)
        }
        #expect(pane.capture().contains(second), "\(pane.capture())")
        #expect(!pane.capture().contains(first))
        browse.write("quit\n")
        try browse.closeInput()
        #expect(browse.wait() == 0, "\(browse.standardError)")
        #expect(browse.standardOutput.contains("Items: 0 items. Button."))
    }

    /// BRLTTY's Virtual driver with the test as the display: the focused element's dots arrive as BRLTTY writes
    /// them, and a routing key pressed on the display goes through BRLTTY and BrlAPI and activates the element.
    @Test func aRoutingKeyOnTheDisplayActivatesTheFocusedElement() throws {
        let tmux = try #require(TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs it)")
        let folder = try PackagePaths.temporaryDirectory("braille-vr")
        let socket = folder.appendingPathComponent("display.sock").path
        let number = BRLTTYDaemon.freeNumber()
        let daemon = try BRLTTYDaemon.command(
            folder: folder, number: number, driver: "vr", device: "server:" + socket, parameters: nil)
        let pane = try TerminalEndToEndTests.Pane(tmux: tmux, command: daemon)
        let display = try VirtualDisplay(path: socket, cells: 20)
        try #require(BRLTTYDaemon.waitForAPI(number: number), "BRLTTY did not start: \(Self.log(folder))")
        // BrlAPI answers before the braille driver is up; a client's dots written in between are lost when
        // the driver starts and draws BRLTTY's own screen. A user's display is up before they browse.
        try #require(Self.waitUntil { !display.shown.isEmpty }, "the Virtual driver drew nothing: \(Self.log(folder))")
        let browse = try RunningProcess(
            lector: [
                "--library", folder.appendingPathComponent("library").path, "--empty", "-q", "--output", "text",
                "browse", "--braille", "--script", "-",
            ],
            environment: ["BRLAPI_HOST": "127.0.0.1:\(number)", "BRLAPI_AUTH": "none"])
        browse.write("next\n")
        let button = try BRLTTYDaemon.reference("Items 0 items btn", table: "en-ueb-g1.ctb")
        let heading = try BRLTTYDaemon.reference("Items hdg", table: "en-ueb-g1.ctb")
        #expect(
            Self.waitUntil { display.shown.last == button },
            "\(display.shown)\n\(browse.standardError)\n\(Self.log(folder))")
        display.send("route 3")
        #expect(
            Self.waitUntil {
                browse.write("wait 0.1\n"); return display.shown.last == heading
            }, "\(display.shown)")
        browse.write("quit\n")
        try browse.closeInput()
        #expect(browse.wait() == 0, "\(browse.standardError)")
        #expect(
            browse.standardOutput.contains("Items: 0 items. Button.\nOpens your inventory.\nItems. Heading."),
            "\(browse.standardOutput)")
        _ = pane
    }

    static func waitUntil(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            if condition() { return true }
            usleep(100_000)
        } while Date() < end
        return false
    }

    static func log(_ folder: URL) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("brltty.log"), encoding: .utf8)) ?? ""
    }
}
