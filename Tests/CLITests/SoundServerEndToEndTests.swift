import Benchmarks
import Foundation
import TestSupport
import Testing

/// Speech heard at a real sound server (issue 41): a PulseAudio server of the test's own whose only sink is a null
/// sink, its monitor recorded as it plays (``MonitorRecording``); the built binary plays there through libpcaudio, as
/// on a desktop. What is checked is what a listener hears: sound after `speak` and after a key, and silence after a
/// stop. How soon is `lector bench`'s (`LECTOR_BENCH_ONLY=sound`).
@Suite(.serialized) struct SoundServerEndToEndTests {
    typealias Pane = TerminalEndToEndTests.Pane

    /// Samples of the word "Camera" at 22,050 Hz that are audible: at least a tenth of a second of it.
    static let audibleWord = MonitorRecording.sampleRate / 10

    @Test func speakIsHeardAtTheServer() throws {
        let server = try PulseAudioDaemon()
        let recording = try MonitorRecording(server: server)
        let start = MonitorRecording.now()
        let outcome = try ProcessRunner.lector(["speak", "Camera", "-q"], environment: server.environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        let sound = try #require(recording.waitForSound(after: start, timeout: 10), "nothing was heard")
        // The process drains the device before it ends: the whole word has been played by now.
        #expect(recording.waitForSilence(lasting: 0.2, timeout: 10))
        #expect(recording.audibleSamples(from: sound, to: MonitorRecording.now()) >= Self.audibleWord)
    }

    /// A browse in audio mode to the test's server, in a tmux pane, once its first screen has been heard.
    static func audioBrowse(_ server: PulseAudioDaemon, _ recording: MonitorRecording) throws -> Pane {
        let tmux = try #require(
            TerminalEndToEndTests.tmux, "tmux is not installed (scripts/setup installs the Debian package)")
        let folder = try PackagePaths.temporaryDirectory("sound-server")
        let variables = server.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let command =
            ([
                "env", "LECTOR_LOCALIZATIONS=\(PackagePaths.localizations.path)", "TZ=UTC", "LANG=C.UTF-8",
                "XDG_STATE_HOME=\(folder.path)",
            ] + variables + [
                PackagePaths.binary.path, "browse", "-q", "--output", "audio", "--library",
                folder.appendingPathComponent("library").path,
            ]).map { "'\($0)'" }.joined(separator: " ") + "; echo browse-exited-$?"
        let start = MonitorRecording.now()
        let pane = try Pane(tmux: tmux, command: command)
        #expect(pane.waitFor("Lector. Heading."), "\(pane.capture())")
        #expect(recording.waitForSound(after: start, timeout: 10) != nil, "the first screen was not heard")
        #expect(recording.waitForSilence(lasting: 0.5, timeout: 10))
        return pane
    }

    @Test func aKeyInABrowseIsHeardAtTheServer() throws {
        let server = try PulseAudioDaemon()
        let recording = try MonitorRecording(server: server)
        let pane = try Self.audioBrowse(server, recording)
        let key = MonitorRecording.now()
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        let sound = try #require(recording.waitForSound(after: key, timeout: 10), "the key's element was not heard")
        #expect(recording.waitForSilence(lasting: 0.5, timeout: 10))
        #expect(recording.audibleSamples(from: sound, to: MonitorRecording.now()) >= Self.audibleWord)
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }

    /// Read all on the Items list says twelve rows, far longer than the wait here; the stop key silences the server,
    /// and it stays silent.
    @Test func theStopKeySilencesTheServerDuringReadAll() throws {
        let server = try PulseAudioDaemon()
        let recording = try MonitorRecording(server: server)
        let pane = try Self.audioBrowse(server, recording)
        try pane.send("Right")
        #expect(pane.waitFor("Items: 12 items. Button."), "\(pane.capture())")
        try pane.send("Enter")
        #expect(pane.waitFor("Items. Heading."), "\(pane.capture())")
        #expect(recording.waitForSilence(lasting: 0.5, timeout: 10))
        let readAll = MonitorRecording.now()
        try pane.send("a")
        let sound = try #require(recording.waitForSound(after: readAll, timeout: 10), "read all was not heard")
        #expect(recording.waitUntilRecorded(sound + 1))
        #expect(recording.audibleSamples(from: sound, to: sound + 1) > 0)
        try pane.send("s")
        // Uninterrupted, read all would go on for many seconds with no second of silence in it.
        #expect(recording.waitForSilence(lasting: 1, timeout: 5), "the server did not fall silent after the stop")
        let silent = MonitorRecording.now()
        #expect(recording.waitUntilRecorded(silent + 1))
        #expect(recording.audibleSamples(from: silent, to: silent + 1) == 0, "speech came back after the stop")
        try pane.send("C-d")
        #expect(pane.waitFor("browse-exited-0"), "\(pane.capture())")
    }
}
