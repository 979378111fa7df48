import Benchmarks
import Foundation
import TestSupport
import Testing

/// Voice commands in an interactive session (issue 17): the built binary in a real terminal (tmux), recording
/// from a PulseAudio server of the test's own whose microphone is a FIFO the test says the commands into (the
/// espeak-ng command, sox); and the Voice commands setting saved in the library like the other settings.
@Suite(.serialized) struct VoiceInteractiveEndToEndTests {
    typealias Pane = TerminalEndToEndTests.Pane

    /// `lector browse --output text` in a pane, with `environment` and `extra` arguments after `browse`.
    static func browseCommand(_ folder: URL, environment: [String: String], _ extra: [String]) -> String {
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return
            ([
                "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
                "XDG_STATE_HOME=\(folder.path)",
            ] + variables
            + [
                PackagePaths.binary.path, "-q", "--output", "text", "--library",
                folder.appendingPathComponent("library").path, "browse",
            ]
            + extra).map { "'\($0)'" }.joined(separator: " ") + "; echo browse-exited-$?"
    }

    @Test func aSpokenQuitEndsTheInteractiveSessionWithoutAKey() throws {
        let tmux = try #require(
            TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("voice-interactive")
        let wav = try VoiceEndToEndTests.speech(
            [("show photos", false), ("quit", false)], voice: "en-us", rate: 150, in: folder)
        let raw = folder.appendingPathComponent("said.raw")
        try VoiceEndToEndTests.tool("sox", [wav.path, "-t", "raw", "-e", "signed-integer", "-b", "16", "-L", raw.path])
        let pulse = try PulseAudioDaemon()
        let pane = try Pane(
            tmux: tmux, command: Self.browseCommand(folder, environment: pulse.environment, ["--listen"]))
        #expect(pane.waitFor("Listening."), "\(pane.capture())")
        try pulse.say(try Data(contentsOf: raw))
        #expect(pane.waitFor("Photos. Heading.", timeout: 30), "\(pane.capture())")
        // No key is sent: the spoken quit ends browse.
        #expect(pane.waitFor("browse-exited-0", timeout: 30), "\(pane.capture())")
        let lines = pane.capture().split(separator: "\n").map(String.init)
        // A new library: each command is said back as heard before it runs (issue 42's say-heard, first hour).
        #expect(
            Array(lines.prefix(6)) == [
                "Lector. Heading.", "Listening.", "show photos", "Photos. Heading.", "quit", "browse-exited-0",
            ],
            "\(lines)")
    }

    @Test func withoutACaptureDeviceOneNoticeAndKeysKeepWorking() throws {
        let tmux = try #require(
            TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("voice-no-microphone")
        let nowhere = ["PULSE_SERVER": "unix:" + folder.appendingPathComponent("no-server.sock").path]
        let pane = try Pane(tmux: tmux, command: Self.browseCommand(folder, environment: nowhere, ["--listen"]))
        #expect(pane.waitFor("Keys keep working."), "\(pane.capture())")
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("l")
        #expect(pane.waitFor("Not listening."), "\(pane.capture())")
        // Turned on again by the key: there is still no microphone, and it says so, not "Listening." (issue 41).
        try pane.send("l")
        #expect(pane.waitFor("No microphone", count: 2), "\(pane.capture())")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
        #expect(pane.capture().components(separatedBy: "No microphone").count == 3, "\(pane.capture())")
        #expect(!pane.capture().contains("Listening."), "\(pane.capture())")
    }

    @Test func listenOnIsSavedAndTheNextSessionShowsItOn() throws {
        let (_, library) = try CollectionProcess.workspace("voice-setting")
        let turnedOn = try CollectionProcess.lector(
            ["-q", "--output", "text", "browse", "--script", "-"], library: library,
            input: Data("listen on\n".utf8))
        #expect(turnedOn.status == 0, "\(turnedOn.standardError)")
        #expect(turnedOn.output.contains("Listening."), "\(turnedOn.output)")
        let next = try CollectionProcess.lector(
            ["-q", "--output", "text", "browse", "settings", "--script", "-"], library: library,
            input: Data("find voice\nlisten\nprevious\nnext\n".utf8))
        #expect(next.status == 0, "\(next.standardError)")
        let lines = next.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Voice commands. Switch Button. On."), "\(lines)")
        #expect(lines.contains("Not listening."), "\(lines)")
        #expect(lines.contains("Voice commands. Switch Button. Off."), "\(lines)")
    }

    @Test func listenForOneRunIsNotSaved() throws {
        let (_, library) = try CollectionProcess.workspace("voice-option")
        // Script mode has no microphone; --listen still says the setting is on for the run, and saves nothing.
        let run = try CollectionProcess.lector(
            ["-q", "--output", "text", "browse", "settings", "--listen", "--script", "-"],
            library: library, input: Data("find voice\n".utf8))
        #expect(run.output.contains("Voice commands. Switch Button. On."), "\(run.output)")
        let after = try CollectionProcess.lector(
            ["-q", "--output", "text", "browse", "settings", "--script", "-"], library: library,
            input: Data("find voice\n".utf8))
        #expect(after.output.contains("Voice commands. Switch Button. Off."), "\(after.output)")
    }
}
