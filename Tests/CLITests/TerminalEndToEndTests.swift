import Benchmarks
import Foundation
import TestSupport
import Testing

/// `lector browse` in a real terminal: tmux runs it in a pane, keys go in with `send-keys`, the pane is read
/// with `capture-pane -p`. Speech goes to the pane as text (`--output text`).
@Suite(.serialized) struct TerminalEndToEndTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A tmux server of its own (a private socket), so the test touches no other session.
    final class Pane {
        let socket = "lector-test-\(UUID().uuidString.prefix(8))"
        let tmux: String

        init(tmux: String, command: String) throws {
            self.tmux = tmux
            let started = run(["new-session", "-d", "-s", "browse", "-x", "160", "-y", "60", command]).status
            guard started == 0 else { throw Failure(message: "tmux new-session exited with \(started)") }
            // Keep the pane readable after lector exits; nothing is left running for kill-server to wait for.
            run(["set-option", "-t", "browse", "remain-on-exit", "on"])
        }

        /// Runs tmux through posix_spawn and waitpid, output through a file: the server tmux forks keeps the
        /// descriptors it inherits (a pipe would never end), and Foundation's Process does not always see the
        /// client exit.
        @discardableResult
        func run(_ arguments: [String]) -> (status: Int32, output: String) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            guard let pid = CleanSpawn.start([tmux, "-L", socket, "-f", "/dev/null"] + arguments, output: file.path)
            else {
                return (-1, "")
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return ((status >> 8) & 0xFF, output)
        }

        func send(_ keys: String...) throws {
            let status = run(["send-keys", "-t", "browse"] + keys).status
            guard status == 0 else { throw Failure(message: "tmux send-keys exited with \(status)") }
        }

        /// The pane's text, with its scrollback.
        func capture() -> String {
            run(["capture-pane", "-p", "-t", "browse", "-S", "-200"]).output
        }

        /// Waits until the pane shows `text` `count` times; false after the timeout.
        func waitFor(_ text: String, count: Int = 1, timeout: Double = 10) -> Bool {
            let end = Date().addingTimeInterval(timeout)
            repeat {
                if capture().components(separatedBy: text).count - 1 >= count { return true }
                usleep(50_000)
            } while Date() < end
            return false
        }

        deinit {
            run(["kill-server"])
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    @Test func keysMoveActivateGoBackAndHelpModeDescribesKeys() throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let command = [
            "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
            "XDG_STATE_HOME=\(folder.path)", PackagePaths.binary.path, "browse", "-q", "--output", "text",
            "--library", folder.appendingPathComponent("library").path,
        ].map { "'\($0)'" }.joined(separator: " ")
        let pane = try Pane(tmux: tmux, command: command + "; echo browse-exited-$?")
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."))
        try pane.send("Right")
        #expect(pane.waitFor("Photos: 30 photos. Button."))
        try pane.send("Enter")
        #expect(pane.waitFor("Photos. Heading."))
        try pane.send("Escape")
        #expect(pane.waitFor("Photos: 30 photos. Button.", count: 2))
        try pane.send("?")
        #expect(pane.waitFor("Keyboard help on."))
        try pane.send("/")
        #expect(pane.waitFor("Find. Type text, then press Enter."))
        try pane.send("?")
        #expect(pane.waitFor("Keyboard help off."))
        try pane.send("/")
        #expect(pane.waitFor("Find:"))
        try pane.send("settings", "Enter")
        #expect(pane.waitFor("Settings. Button."))
        try pane.send(":")
        #expect(pane.waitFor(":", count: 2))  // the command line's prompt (the first ":" is "Find:")
        try pane.send("screen sea", "Tab")
        usleep(200_000)
        try pane.send("Enter")
        #expect(pane.waitFor("Search. Heading."))
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        // Typing echo says the letters of "settings" as they are typed (one or several at a time, as readline
        // gets them), printed into the prompt's line: those lines are left out, and the prompt's line is compared by
        // its start.
        let lines = pane.capture().split(separator: "\n").map(String.init)
            .filter { !"settings".contains($0.trimmingCharacters(in: .whitespaces)) }.map {
                $0.hasPrefix("Find: s") ? "Find: s" : $0
            }
        let expected = [
            "Lector. Heading.", "Items: 12 items. Button.", "Opens your inventory.", "Photos: 30 photos. Button.",
            "Opens the photo grid.", "Photos. Heading.", "Photos: 30 photos. Button.", "Opens the photo grid.",
            "Keyboard help on. Keys say what they do. Press question mark to leave.",
            "Find. Type text, then press Enter.", "Keyboard help off.", "Find. Text Field. Is editing.",
            "Press Enter to save or Escape to cancel.", "Find: s",
            "Settings. Button.",
            "Opens the speech settings.", "Command. Text Field. Is editing.",
            "Press Enter to save or Escape to cancel.",
        ]
        #expect(Array(lines.prefix(expected.count)) == expected)
        // Then the command line's typing echo (its letters, "Space") and Tab's word, "search", around readline's
        // line, and the command's result.
        // (Text speech is printed where readline's cursor is, so Tab's word follows the typed line on its line.)
        let rest = Array(lines.dropFirst(expected.count))
        #expect(rest.contains { $0.hasPrefix(":s") }, "\(rest)")
        #expect(rest.contains { $0.hasSuffix("seasearch") }, "\(rest)")
        let heading = try #require(rest.firstIndex(of: "Search. Heading."), "\(rest)")
        #expect(rest.dropFirst(heading + 1).first == "browse-exited-0", "\(rest)")
        let history = try String(contentsOf: folder.appendingPathComponent("lector/history"), encoding: .utf8)
        #expect(history == "screen search\n")
    }

    /// A browse of a fresh demo library in a pane (speech as text, plus `extra` arguments), once it has said its
    /// first screen; the pane prints `browse-exited-STATUS` when it ends.
    static func startedBrowse(_ extra: String = "") throws -> Pane {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let pane = try Pane(tmux: tmux, command: Self.browseCommand(folder) + extra + "; echo browse-exited-$?")
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        return pane
    }

    /// The command of a browse in a pane, speech printed as text.
    static func browseCommand(_ folder: URL) -> String {
        [
            "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
            "XDG_STATE_HOME=\(folder.path)", PackagePaths.binary.path, "browse", "-q", "--output", "text",
            "--library", folder.appendingPathComponent("library").path,
        ].map { "'\($0)'" }.joined(separator: " ")
    }

    @Test func unboundKeysLeaveTheFocusAndSayNothing() throws {
        let pane = try Self.startedBrowse()
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."))
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        // On the heading (outside the list), each of these is a key without a command: no Back from its ESC,
        // no sentence, the focus stays. `.` then repeats what the focus said last.
        for key in ["PageDown", "F1", "IC", "C-Right"] {
            try pane.send(key)
            usleep(150_000)
        }
        try pane.send(".")
        #expect(pane.waitFor("Items. Heading.", count: 2), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        let lines = pane.capture().split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "Items. Heading."))
        #expect(
            Array(lines[start...].prefix(3)) == ["Items. Heading.", "Items. Heading.", "browse-exited-0"],
            "\(lines)")
        #expect(!lines.contains { $0.contains("does nothing") })
    }

    @Test func typedCharactersInAPromptAreHeard() throws {
        let pane = try Self.startedBrowse()
        try pane.send("/")
        #expect(pane.waitFor("Find:"), "\(pane.capture())")
        try pane.send("q")
        usleep(300_000)
        try pane.send("BSpace")
        usleep(300_000)
        try pane.send("Escape")
        #expect(pane.waitFor("Cancelled."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        let lines = pane.capture().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("Find:") })
        let end = try #require(lines.firstIndex(of: "Cancelled."))
        // The echo of q is printed where readline's line is; a line of its own says the q Backspace removed.
        #expect(start < end)
        #expect(lines[start...end].contains("q"), "\(lines)")
        #expect(lines[start].hasPrefix("Find: q"), "\(lines)")
    }

    /// Readline draws a prompt's starting text as it is: Lector makes it visible first, so a C1 control sequence
    /// (U+009B, CSI, "clear the screen") in a text the prompt starts with is shown, not obeyed (issue 40).
    @Test func aPromptsStartingTextIsShownNotObeyed() throws {
        let pane = try Self.startedBrowse()
        try pane.send(":")
        try pane.send("screen search", "Enter")
        #expect(pane.waitFor("Search. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Search. Search Field."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Search:"), "\(pane.capture())")
        // Typed by the user, the C1 control is theirs; the field's next prompt starts with it.
        try pane.send("-l", "zq\u{9B}2Jzq")
        usleep(300_000)
        try pane.send("Enter")
        #expect(pane.waitFor("No results."), "\(pane.capture())")
        try pane.send("Left")
        #expect(pane.waitFor("Search Field.", count: 2), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Search: zq<U+009B>2Jzq"), "\(pane.capture())")
        try pane.send("Escape")
        #expect(pane.waitFor("Cancelled."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    /// Find opens empty: a second search is what is typed, not the first one's text with it (issue 41: `/Evil⏎`
    /// then `/Camera⏎` looked for "EvilCamera").
    @Test func findOpensEmpty() throws {
        let pane = try Self.startedBrowse()
        try pane.send("/")
        #expect(pane.waitFor("Find:"), "\(pane.capture())")
        try pane.send("Evil", "Enter")
        #expect(pane.waitFor("Not found", count: 1), "\(pane.capture())")
        try pane.send("/")
        #expect(pane.waitFor("Find. Text Field. Is editing.", count: 2), "\(pane.capture())")
        try pane.send("Photos", "Enter")
        #expect(pane.waitFor("Photos: 30 photos. Button."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        #expect(!pane.capture().contains("EvilPhotos"), "\(pane.capture())")
    }

    /// Word moves in a prompt say the word they reach, and Ctrl-W the word it deletes (issue 41: Ctrl-Left and
    /// Ctrl-Right said the whole line). Checked in the speech log, one utterance a line.
    @Test func wordMovesInAPromptSayTheWord() throws {
        let log = try PackagePaths.temporaryDirectory("speech-log").appendingPathComponent("speech.log")
        let pane = try Self.startedBrowse(" --speech-log '\(log.path)'")
        try pane.send("/")
        #expect(pane.waitFor("Find:"), "\(pane.capture())")
        try pane.send("-l", "red fox jumps")
        usleep(400_000)
        for key in ["C-Left", "C-Left", "M-f", "C-w"] {
            try pane.send(key)
            usleep(250_000)
        }
        try pane.send("Escape")
        #expect(pane.waitFor("Cancelled."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        let said = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let typed = try #require(said.lastIndex(of: "s"), "\(said)")
        #expect(Array(said[(typed + 1)...]) == ["jumps", "fox", "fox", "fox", "Cancelled."], "\(said)")
    }

    /// `c` copies the focused element's text and Shift-c what was said last, through OSC 52: tmux, told to take the
    /// sequence (`set-clipboard on`), keeps it as its paste buffer (issue 41).
    /// Shift-s twice in one burst of keys spells with the spelling alphabet (issue 41); once, letter by letter.
    @Test func shiftSTwiceQuicklySpellsWithTheSpellingAlphabet() throws {
        let pane = try Self.startedBrowse()
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("S")
        #expect(pane.waitFor("1 2 i t e m s"), "\(pane.capture())")
        usleep(600_000)
        try pane.send("S", "S")
        #expect(pane.waitFor("1 2 India Tango Echo Mike Sierra"), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    /// Table mode in the items list, keys typed in a real terminal (issue 41): Shift-t, the arrows by column and row,
    /// Shift-r the whole row, `w` the row and column.
    @Test func tableModeReadsTheItemsListByRowAndColumn() throws {
        let pane = try Self.startedBrowse()
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Atlas of Remote Islands"), "\(pane.capture())")
        try pane.send("T")
        #expect(pane.waitFor("Name: Atlas of Remote Islands"), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Value: 25 dollars"), "\(pane.capture())")
        try pane.send("Down")
        try pane.send("w")
        #expect(pane.waitFor("Row 2 of 12, column Value."), "\(pane.capture())")
        try pane.send("R")
        #expect(pane.waitFor("Serial Number: "), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    @Test func copyPutsTheTextOnTheTerminalsClipboard() throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let pane = try Pane(tmux: tmux, command: Self.browseCommand(folder) + "; echo browse-exited-$?")
        pane.run(["set-option", "-g", "set-clipboard", "on"])
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("c")
        #expect(pane.waitFor("Copied."), "\(pane.capture())")
        #expect(pane.run(["show-buffer"]).output == "Items 12 items")
        try pane.send("Right")
        #expect(pane.waitFor("Photos: 30 photos. Button."), "\(pane.capture())")
        try pane.send("C")
        #expect(pane.waitFor("Copied.", count: 2), "\(pane.capture())")
        #expect(pane.run(["show-buffer"]).output == "Photos: 30 photos. Button.\nOpens the photo grid.")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    /// Keyboard help describes Ctrl-V, Ctrl-U, Ctrl-C and Backspace without doing anything, and out of it Backspace goes
    /// back (issue 41: readline bound the terminal's special characters into the browse keys, so Ctrl-V quoted the
    /// next key, "?" included, and Backspace did nothing).
    @Test func helpModeDescribesControlKeysAndBackspaceGoesBack() throws {
        let pane = try Self.startedBrowse()
        try pane.send("?")
        #expect(pane.waitFor("Keyboard help on."), "\(pane.capture())")
        for key in ["C-v", "C-u", "C-c", "BSpace"] {
            try pane.send(key)
            usleep(400_000)
        }
        // Ctrl-C comes as SIGINT: described between keys, speech not stopped, Lector still running.
        #expect(pane.waitFor("Stop speech."), "\(pane.capture())")
        #expect(pane.waitFor("Back to the previous screen."), "\(pane.capture())")
        try pane.send("?")
        #expect(pane.waitFor("Keyboard help off."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        try pane.send("BSpace")
        #expect(pane.waitFor("Items: 12 items. Button.", count: 2), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        #expect(pane.capture().components(separatedBy: "This key does nothing.").count == 3, "\(pane.capture())")
    }

    /// A prompt's text survives SIGTERM and SIGHUP: kept as a draft in the library, offered by the next browse,
    /// and back in the same field's prompt (issue 41: it was lost).
    @Test(arguments: [SIGTERM, SIGHUP])
    func anOpenPromptsTextIsKeptAcrossASignal(_ number: Int32) throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let pidFile = folder.appendingPathComponent("pid").path
        // A script that writes its pid, then becomes lector: the pid to signal.
        let script = folder.appendingPathComponent("run.sh")
        try "echo $$ > '\(pidFile)'\nexec \(Self.browseCommand(folder))\n".write(
            to: script, atomically: true, encoding: .utf8)
        let first = try Pane(tmux: tmux, command: "sh '\(script.path)'; echo browse-exited-$?")
        #expect(first.waitFor("Lector. Heading."), "\(first.capture())")
        for keys in [["Right"], ["Enter"], ["/"], ["Add item", "Enter"], ["Enter"]] {
            try first.send(keys[0], keys.count > 1 ? keys[1] : "")
            usleep(400_000)
        }
        #expect(first.waitFor("Name. Text Field. Is editing."), "\(first.capture())")
        try first.send("-l", "Bicy")
        usleep(500_000)
        let pid = try #require(
            Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, number)
        #expect(first.waitFor("browse-exited-\(128 + number)"), "\(first.capture())")

        let second = try Pane(tmux: tmux, command: Self.browseCommand(folder) + "; echo browse-exited-$?")
        #expect(
            second.waitFor("Text you had not saved is kept for Name: open that field to go on."), "\(second.capture())")
        for keys in [["Right"], ["Enter"], ["/"], ["Add item", "Enter"], ["Enter"]] {
            try second.send(keys[0], keys.count > 1 ? keys[1] : "")
            usleep(400_000)
        }
        #expect(second.waitFor("Your unsaved text is back."), "\(second.capture())")
        #expect(second.waitFor("Name: Bicy"), "\(second.capture())")
        try second.send("Escape")
        try second.send("C-d")
        #expect(second.waitFor("browse-exited-0"), "\(second.capture())")
        // Used once: the draft is gone.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("library/draft.json").path))
    }

    /// Enter on a button that asks for a text announces the prompt it opens, as find does (issue 41: Add Item
    /// opened "Name:" in silence).
    @Test func aButtonThatOpensAPromptAnnouncesIt() throws {
        let pane = try Self.startedBrowse()
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        try pane.send("/")
        #expect(pane.waitFor("Find:"), "\(pane.capture())")
        try pane.send("Add item", "Enter")
        #expect(pane.waitFor("Add Item. Button."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Name. Text Field. Is editing."), "\(pane.capture())")
        #expect(pane.waitFor("Press Enter to save or Escape to cancel.", count: 2), "\(pane.capture())")
        try pane.send("Escape")
        #expect(pane.waitFor("Cancelled."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    /// In text mode and in audio mode (where the speech viewer would otherwise show).
    @Test(arguments: [["--output", "text"], ["--output", "audio", "--audio-device", "null"]])
    func curtainShowsNothingButTheShell(output: [String]) throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let words =
            [
                "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
                "XDG_STATE_HOME=\(folder.path)", PackagePaths.binary.path, "browse", "--curtain",
            ] + output + ["--library", folder.appendingPathComponent("library").path]
        let command = words.map { "'\($0)'" }.joined(separator: " ")
        let pane = try Pane(tmux: tmux, command: "echo started; " + command + "; echo browse-exited-$?")
        #expect(pane.waitFor("started"))
        // Nothing is printed under the curtain, so wait until browse has made its library (keys sent
        // before readline owns the terminal would be echoed by the terminal itself).
        let database = folder.appendingPathComponent("library/library.sqlite").path
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: database) { usleep(50_000) }
        usleep(700_000)
        try pane.send("Right")
        try pane.send("/")
        usleep(200_000)
        try pane.send("items", "Enter")
        usleep(200_000)
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        let lines = pane.capture().split(separator: "\n").map(String.init).filter { !$0.hasPrefix("Pane is dead") }
        // Nothing Lector says may reach the screen, and the terminal echoes nothing either: echo is off for the
        // whole session, so "/" typed between two reads is not printed.
        let printed = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(printed == ["started", "browse-exited-0"], "\(lines)")
    }

    @Test func speechViewerShowsTheFocusedElementOnOneLineInAudioMode() throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let command = [
            "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
            "XDG_STATE_HOME=\(folder.path)", PackagePaths.binary.path, "browse", "-q", "--output", "audio",
            "--audio-device", "null", "--library", folder.appendingPathComponent("library").path,
        ].map { "'\($0)'" }.joined(separator: " ")
        let pane = try Pane(tmux: tmux, command: "echo started; " + command + "; echo browse-exited-$?")
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Photos: 30 photos. Button."), "\(pane.capture())")
        // One line, redrawn in place: the earlier elements are gone from it and nothing scrolled.
        let shown = pane.capture().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        #expect(shown == ["started", "Photos: 30 photos. Button."], "\(shown)")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    @Test func pageDownAndPageUpMoveTenRowsInTheItemsList() throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let pane = try Pane(tmux: tmux, command: Self.browseCommand(folder) + "; echo browse-exited-$?")
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."))
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Opens the item."), "\(pane.capture())")
        let rows = pane.capture().split(separator: "\n").map(String.init)
        let hint = try #require(rows.lastIndex(of: "Opens the item."), "\(rows)")
        let firstRow = rows[hint - 1]
        #expect(rows[hint - 2] == "List, 12 items.", "\(rows)")
        try pane.send("PageDown")
        #expect(pane.waitFor("Opens the item.", count: 2), "\(pane.capture())")
        try pane.send("PageUp")
        #expect(pane.waitFor(firstRow, count: 2), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        // The eleventh row is the one ten on: the same row a script's `next page` reaches.
        let script = try ProcessRunner.lector(
            ["browse", "items", "-q", "--output", "text", "--library", folder.appendingPathComponent("library").path],
            input: Data("next\nnext page\n".utf8))
        let said = script.output.split(separator: "\n").map(String.init)
        let rowIndex = try #require(said.firstIndex(of: firstRow), "\(said)")
        try #require(said.count > rowIndex + 2, "\(said)")
        let eleventh = said[rowIndex + 2]
        #expect(eleventh != firstRow && eleventh.hasSuffix(". Button."), "\(said)")
        let lines = pane.capture().split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: firstRow))
        #expect(
            Array(lines[start...].prefix(5)) == [firstRow, "Opens the item.", eleventh, "Opens the item.", firstRow],
            "\(lines)")
    }

    /// In audio mode the viewer's line is cleared for a prompt: the prompt starts in the first column of a line that
    /// holds no viewer text, and the viewer comes back after it.
    @Test func aPromptStartsOnALineOfItsOwnInAudioMode() throws {
        let tmux = try #require(Self.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let command = [
            "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
            "XDG_STATE_HOME=\(folder.path)", PackagePaths.binary.path, "browse", "-q", "--output", "audio",
            "--audio-device", "null", "--library", folder.appendingPathComponent("library").path,
        ].map { "'\($0)'" }.joined(separator: " ")
        let pane = try Pane(tmux: tmux, command: "echo started; " + command + "; echo browse-exited-$?")
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("/")
        // (tmux drops a line's trailing spaces: the prompt "Find: " is captured as "Find:".)
        #expect(pane.waitFor("Find:"), "\(pane.capture())")
        let shown = pane.capture().split(separator: "\n").map(String.init)
        let prompt = try #require(shown.first { $0.contains("Find:") }, "\(shown)")
        #expect(prompt.hasPrefix("Find:"), "\(shown)")
        #expect(!prompt.contains("Button") && !prompt.contains("Is editing"), "\(shown)")
        try pane.send("Escape")
        #expect(pane.waitFor("Cancelled."), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    @Test func speechViewerStaysOffWhenStandardOutputIsNotATerminal() throws {
        let folder = try PackagePaths.temporaryDirectory("terminal")
        let outcome = try ProcessRunner.lector(
            [
                "browse", "-q", "--output", "audio", "--audio-device", "null", "--library",
                folder.appendingPathComponent("library").path,
            ], input: Data("next\n".utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.output.contains("\u{1B}[K"))
    }
}
