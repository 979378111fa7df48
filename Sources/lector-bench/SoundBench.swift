import Benchmarks
import Foundation

/// The figures heard at a sound server: a PulseAudio server of the bench's own (``PulseAudioDaemon``, a null sink)
/// and its monitor recorded as it plays (``MonitorRecording``). `speak_first_sound_ratio`: `lector speak Camera`
/// against `espeak-ng Camera`, alternated, from the spawn to the first audible sample; `key_to_first_sound_ms`: a
/// `lector browse` in a terminal of the bench's own (a pty), from the key's bytes written to the terminal to the
/// new element's first audible sample; `interrupt_to_silence_ms_p95`: from the stop key (`s`) during that speech to
/// its last audible sample.
enum SoundBench {
    static func run(executable: String, localizations: URL, quick: Bool) throws -> [BenchFigure] {
        let server = try PulseAudioDaemon()
        let recording = try MonitorRecording(server: server)
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in server.environment { environment[key] = value }
        environment["LECTOR_LOCALIZATIONS"] = localizations.path
        environment["LANG"] = "C.UTF-8"
        return try speakFirstSound(executable: executable, environment: environment, recording, runs: quick ? 3 : 20)
            + keys(executable: executable, environment: environment, recording, presses: quick ? 5 : 50)
    }

    /// The engine's own command, the peer of `speak`.
    private static let espeak = "/usr/bin/espeak-ng"

    /// The word `speak` and espeak-ng say: it starts with a stop consonant, after libespeak-ng's longest leading
    /// silence (49 ms).
    private static let word = "Camera"

    static func speakFirstSound(
        executable: String, environment: [String: String], _ recording: MonitorRecording, runs: Int
    ) throws -> [BenchFigure] {
        var ours = Timings()
        var theirs = Timings()
        for _ in 0..<runs {
            ours.append(try firstSound([executable, "speak", word, "-q"], environment: environment, recording))
            theirs.append(try firstSound([espeak, word], environment: environment, recording))
        }
        return [
            BenchFigure(name: "speak_first_sound_ratio", value: ours.median / theirs.median, unit: "x"),
            BenchFigure(name: "speak_first_sound_ms", value: ours.median, unit: "ms"),
            BenchFigure(name: "espeak_first_sound_ms", value: theirs.median, unit: "ms"),
        ]
    }

    /// Milliseconds from starting `arguments` to its first audible sample at the server; the process has ended and
    /// its sound with it when this returns.
    private static func firstSound(
        _ arguments: [String], environment: [String: String], _ recording: MonitorRecording
    ) throws -> Double {
        guard recording.waitForSilence(lasting: 0.2, timeout: 10) else {
            throw BenchFailure("the sound server did not fall silent before \(arguments.joined(separator: " "))")
        }
        let start = MonitorRecording.now()
        guard let pid = CleanSpawn.start(arguments, environment: environment) else {
            throw BenchFailure("could not start \(arguments[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else { throw BenchFailure("\(arguments.joined(separator: " ")) exited with \(status)") }
        guard let sound = recording.waitForSound(after: start, timeout: 10) else {
            throw BenchFailure("no sound reached the server from \(arguments.joined(separator: " "))")
        }
        return (sound - start) * 1000
    }

    /// `key_to_first_sound_ms_p50` and `_p95`, `interrupt_to_silence_ms_p95`: Right and Left in turn on the Home
    /// screen of a new library, each followed, once its element is heard, by `s`.
    static func keys(
        executable: String, environment: [String: String], _ recording: MonitorRecording, presses: Int
    ) throws -> [BenchFigure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-sound-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var variables = environment
        variables["TERM"] = "xterm"
        let started = MonitorRecording.now()
        let terminal = try BenchTerminal(
            [
                executable, "browse", "-q", "--output", "audio", "--library",
                folder.appendingPathComponent("library").path,
            ],
            environment: variables)
        guard recording.waitForSound(after: started, timeout: 20) != nil,
            recording.waitForSilence(lasting: 1, timeout: 20)
        else { throw BenchFailure("lector browse said nothing at the sound server, or never stopped") }
        var keys = Timings()
        var interrupts = Timings()
        for press in 0..<presses {
            guard recording.waitForSilence(lasting: 0.2, timeout: 10) else {
                throw BenchFailure("the sound server did not fall silent after a stop")
            }
            let key = MonitorRecording.now()
            terminal.type(press.isMultiple(of: 2) ? "\u{1B}[C" : "\u{1B}[D")
            guard let sound = recording.waitForSound(after: key, timeout: 5) else {
                throw BenchFailure("no sound reached the server after a key")
            }
            keys.append((sound - key) * 1000)
            // Inside the element's speech, while it sounds (not in a stop consonant's closure).
            recording.waitUntilRecorded(sound + 0.1)
            guard recording.waitUntilSounding(timeout: 2) else {
                throw BenchFailure("the element's speech was not heard after its first sound")
            }
            let stop = MonitorRecording.now()
            terminal.type("s")
            recording.waitForSilence(lasting: 0.2, timeout: 10)
            interrupts.append(max(0, ((recording.lastSound(after: stop) ?? stop) - stop) * 1000))
        }
        terminal.type("\u{04}")
        return [
            BenchFigure(name: "key_to_first_sound_ms_p50", value: keys.median, unit: "ms"),
            BenchFigure(name: "key_to_first_sound_ms_p95", value: keys.percentile(0.95), unit: "ms"),
            BenchFigure(name: "interrupt_to_silence_ms_p50", value: interrupts.median, unit: "ms"),
            BenchFigure(name: "interrupt_to_silence_ms_p95", value: interrupts.percentile(0.95), unit: "ms"),
        ]
    }
}
