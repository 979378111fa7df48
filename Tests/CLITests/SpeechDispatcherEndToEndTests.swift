import Foundation
import TestSupport
import Testing

/// `--output speechd` against a real speech-dispatcher the test starts on a private socket (espeak-ng module,
/// ALSA `null`): what the server receives, a key cancelling, and the notice when no server answers.
@Suite(.serialized) struct SpeechDispatcherEndToEndTests {
    @Test func theServerReceivesSSMLWithEscapedTextOverridesAndMappedProsody() throws {
        let daemon = try SpeechDispatcherDaemon()
        let library = daemon.folder.appendingPathComponent("library").path
        let environment = ["SPEECHD_ADDRESS": daemon.address]
        for (word, kind, value) in [("wrld", "--say", "world"), ("Nguyen", "--espeak", "w'In")] {
            let added = try ProcessRunner.lector(["pronounce", "add", word, kind, value, "-q", "--library", library])
            #expect(added.status == 0, "\(added.standardError)")
        }
        let spoken = try ProcessRunner.lector(
            [
                "speak", "Tom & Jerry's wrld, Nguyen.", "--output", "speechd", "--rate", "900", "--pitch", "99",
                "--volume", "50", "--library", library,
            ],
            environment: environment)
        #expect(spoken.status == 0, "\(spoken.standardError)")
        #expect(spoken.output.isEmpty && spoken.standardError.isEmpty, "\(spoken.output)\(spoken.standardError)")
        let lines = daemon.received()
        let said = #"<speak>Tom and Jerry&apos;s <sub alias="world">wrld</sub>, Nguyen.</speak>"#
        #expect(lines.contains(said), "\(lines)")
        for setting in [
            "SET SELF SSML_MODE on", "SET SELF PUNCTUATION none", "SET SELF RATE 100", "SET SELF PITCH 100",
            "SET SELF VOLUME 0", "SET SELF LANGUAGE en", "SET SELF PRIORITY MESSAGE",
        ] {
            #expect(
                lines.firstIndex(of: setting).map { $0 < (lines.firstIndex(of: said) ?? 0) } == true,
                "\(setting): \(lines)")
        }
        // The user's module and voice are kept: Lector never names either unless --voice is given.
        #expect(!lines.contains { $0.contains("OUTPUT_MODULE") || $0.contains("SYNTHESIS_VOICE") }, "\(lines)")

        let voiced = try ProcessRunner.lector(
            ["speak", "Hello", "--output", "speechd", "--voice", "English (Great Britain)", "--library", library],
            environment: environment)
        #expect(voiced.status == 0, "\(voiced.standardError)")
        let after = daemon.received().dropFirst(lines.count)
        #expect(after.contains("SET SELF SYNTHESIS_VOICE English (Great Britain)"), "\(after)")
        #expect(after.contains("<speak>Hello</speak>"), "\(after)")
    }

    @Test func aKeyInBrowseCancelsTheServersSpeechBeforeTheNextElementIsSaid() throws {
        let tmux = try #require(TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs it)")
        let daemon = try SpeechDispatcherDaemon()
        let command = [
            "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
            "SPEECHD_ADDRESS=\(daemon.address)", "XDG_STATE_HOME=\(daemon.folder.path)", PackagePaths.binary.path,
            "browse", "-q", "--output", "speechd", "--library", daemon.folder.appendingPathComponent("library").path,
        ].map { "'\($0)'" }.joined(separator: " ")
        let pane = try TerminalEndToEndTests.Pane(tmux: tmux, command: command + "; echo browse-exited-$?")
        let heading = try #require(
            daemon.waitForLine { $0 == "<speak>Lector. Heading.</speak>" }, "\(daemon.received())")
        try pane.send("Right")
        let cancel = try #require(daemon.waitForLine(after: heading) { $0 == "CANCEL SELF" }, "\(daemon.received())")
        let next = try #require(
            daemon.waitForLine(after: cancel) { $0 == "<speak>Items: 12 items. Button.</speak>" },
            "\(daemon.received())")
        #expect(daemon.waitForLine(after: next) { $0 == "<speak>Opens your inventory.</speak>" } != nil)
        // One cancel for the key, however many times the key interrupts inside Lector.
        #expect(daemon.received()[heading..<next].filter { $0 == "CANCEL SELF" }.count == 1, "\(daemon.received())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    @Test func ctrlCStopsTheOutputModuleInTheMiddleOfALongUtterance() throws {
        let tmux = try #require(TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs it)")
        let daemon = try SpeechDispatcherDaemon()
        // About 3,000 words: many minutes of speech, which the espeak-ng module is still synthesizing when the key
        // comes (the ALSA null device plays whatever it gets at once, so only a long message is still speaking).
        let text = (0..<300).map { "The quick brown fox jumps over the lazy dog number \($0)." }.joined(separator: " ")
        // The text goes through a file: tmux limits the length of a pane's command.
        let file = daemon.folder.appendingPathComponent("long.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let command =
            [
                "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "LANG=C.UTF-8",
                "SPEECHD_ADDRESS=\(daemon.address)", PackagePaths.binary.path, "speak",
            ].map { "'\($0)'" }.joined(separator: " ")
            + " \"$(cat '\(file.path)')\" --output speechd --library '\(daemon.folder.appendingPathComponent("library").path)'"
        let pane = try TerminalEndToEndTests.Pane(tmux: tmux, command: command + "; echo speak-exited-$?")
        let said = try #require(
            daemon.waitForLine { $0.hasPrefix("<speak>The quick brown fox jumps over the lazy dog number 0.") },
            "\(daemon.received())")
        try pane.send("C-c")
        #expect(daemon.waitForLine(after: said) { $0 == "CANCEL SELF" } != nil, "\(daemon.received())")
        #expect(pane.waitFor("speak-exited-130"), "\(pane.capture())")
        // The module was stopped while speaking, and the message never reached its end.
        #expect(daemon.wait { daemon.log().contains("Event from output module while speaking: |703 STOP") })
        #expect(!daemon.log().contains("|702 END"))
    }

    @Test func aRateSetInBrowseReachesTheServerBeforeWhatIsSaidNext() throws {
        let daemon = try SpeechDispatcherDaemon()
        let outcome = try ProcessRunner.lector(
            [
                "browse", "--script", "-", "--output", "speechd", "--library",
                daemon.folder.appendingPathComponent("library").path,
            ],
            input: Data("set rate 300\nset pitch 25\nnext\n".utf8), environment: ["SPEECHD_ADDRESS": daemon.address])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = daemon.received()
        let rate = try #require(lines.firstIndex(of: "SET SELF RATE 17"), "\(lines)")
        let pitch = try #require(lines.firstIndex(of: "SET SELF PITCH -50"), "\(lines)")
        let next = try #require(lines.firstIndex(of: "<speak>Items: 12 items. Button.</speak>"), "\(lines)")
        #expect(rate < next && pitch < next)
        // Script mode prints each utterance too, as with every output that does not print the text itself.
        #expect(outcome.output.contains("Items: 12 items. Button."), "\(outcome.output)")
    }

    @Test func withoutAServerOneNoticeAndTheTextForm() throws {
        let folder = try PackagePaths.temporaryDirectory("speechd-missing")
        let socket = folder.appendingPathComponent("none.sock").path
        let spoken = try ProcessRunner.lector(
            [
                "speak", "Hello there", "--output", "speechd", "--library",
                folder.appendingPathComponent("library").path,
            ],
            environment: ["SPEECHD_ADDRESS": "unix_socket:" + socket])
        #expect(spoken.status == 0, "\(spoken.standardError)")
        #expect(spoken.output == "Hello there\n")
        #expect(
            spoken.standardError
                == "lector: speech-dispatcher does not answer at unix_socket:\(socket); speech is printed as text.\n")
        #expect(!FileManager.default.fileExists(atPath: socket))
    }
}
