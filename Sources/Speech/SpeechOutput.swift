import Utterances

/// Routes speech items to one output (`speech.md` §4): printed lines (text, markup, phonemes), the
/// interruptible PCM queue (device, WAV, raw PCM), a recording straight into a sink (`speak`'s WAV file), the
/// user's speech-dispatcher, or nowhere.
///
/// `interrupt()` may be called from any thread (a signal handler, the input thread); the rest from one.
public final class SpeechOutput: @unchecked Sendable {
    /// What a printed line holds.
    public enum LineForm: Sendable {
        /// The text form (narration §5.6).
        case text
        /// The exact markup given to the synthesizer.
        case markup
    }

    private enum Route {
        case lines(LineForm, write: (String) -> Void)
        case phonemes(any Synthesizer, write: (String) -> Void)
        case playback(SpeechQueue, sampleRate: Int)
        case recording(SpeechRecorder)
        case dispatcher(DispatcherSpeaker)
        case silent
    }

    private let route: Route
    /// How capitals in spelled runs are marked, and the capital word.
    public var capitals: CapitalsStyle
    /// The earcon volume (0–200, as the voice's).
    public var volume: Int
    /// Told the text form of the utterances of each `speak` call, whatever the route (the speech log, the
    /// speech viewer); nil: nobody listens.
    public var onSpoken: (([String]) -> Void)?
    /// Told when `finish()` has closed the output.
    public var onFinished: (() -> Void)?
    /// Told a line for the speech log that is not said (what a voice command was heard as, issue 42); nil: no log.
    public var onNote: ((String) -> Void)?

    /// Writes `line` to the speech log, if there is one; nothing is said or printed.
    public func note(_ line: String) {
        onNote?(line)
    }

    private init(route: Route, capitals: CapitalsStyle, volume: Int) {
        self.route = route
        self.capitals = capitals
        self.volume = volume
    }

    /// Prints each utterance as one line (`text` or `ssml` sink); the engine is never started.
    public static func lines(
        _ form: LineForm, capitals: CapitalsStyle = .pitch, write: @escaping (String) -> Void
    ) -> SpeechOutput {
        SpeechOutput(route: .lines(form, write: write), capitals: capitals, volume: 100)
    }

    /// Prints each utterance's phoneme mnemonics as one line.
    public static func phonemes(
        _ synthesizer: any Synthesizer, capitals: CapitalsStyle = .pitch, write: @escaping (String) -> Void
    ) -> SpeechOutput {
        SpeechOutput(route: .phonemes(synthesizer, write: write), capitals: capitals, volume: 100)
    }

    /// Plays through the queue into a PCM sink.
    public static func playback(
        _ queue: SpeechQueue, sampleRate: Int, capitals: CapitalsStyle = .pitch, volume: Int = 100
    ) -> SpeechOutput {
        SpeechOutput(route: .playback(queue, sampleRate: sampleRate), capitals: capitals, volume: volume)
    }

    /// Records into a PCM sink from the synthesizing thread, without the queue: `speak` returns when the items are
    /// written (a file, which neither plays in real time nor is interrupted by keys).
    public static func recording(_ recorder: SpeechRecorder, capitals: CapitalsStyle = .pitch, volume: Int = 100)
        -> SpeechOutput
    {
        SpeechOutput(route: .recording(recorder), capitals: capitals, volume: volume)
    }

    /// Speaks through speech-dispatcher (`speechd`); silences and earcons are left out.
    public static func dispatcher(_ speaker: DispatcherSpeaker, capitals: CapitalsStyle = .pitch) -> SpeechOutput {
        SpeechOutput(route: .dispatcher(speaker), capitals: capitals, volume: 100)
    }

    /// Says nothing (`none`).
    public static func silent() -> SpeechOutput {
        SpeechOutput(route: .silent, capitals: .pitch, volume: 100)
    }

    /// Speaks items in order. Silences and earcons exist only in PCM outputs.
    public func speak(_ items: [SpeechItem]) throws {
        if let onSpoken {
            let lines = items.compactMap { item -> String? in
                guard case .utterance(let utterance) = item else { return nil }
                return utterance.textForm(capitals: capitals)
            }
            if !lines.isEmpty { onSpoken(lines) }
        }
        switch route {
        case .silent:
            return
        case .lines(let form, let write):
            for case .utterance(let utterance) in items {
                write(form == .text ? utterance.textForm(capitals: capitals) : utterance.markup(capitals: capitals))
            }
        case .phonemes(let synthesizer, let write):
            for case .utterance(let utterance) in items {
                write(
                    try utterance.scriptRuns().map { run in
                        try synthesizer.phonemes(markup: run.markup(capitals: capitals), language: run.language)
                    }.joined(separator: " "))
            }
        case .playback(let queue, let sampleRate):
            queue.enqueue(playbackItems(items, sampleRate: sampleRate))
        case .recording(let recorder):
            try recorder.record(playbackItems(items, sampleRate: recorder.sampleRate))
        case .dispatcher(let speaker):
            try speaker.speak(
                items.flatMap { item -> [Utterance] in
                    if case .utterance(let utterance) = item { utterance.scriptRuns() } else { [] }
                }, capitals: capitals)
        }
    }

    /// The items as the PCM routes play them: utterances as markup, one item a run of text in one voice's script
    /// (``Utterance/scriptRuns()``), earcons as samples at `sampleRate`.
    private func playbackItems(_ items: [SpeechItem], sampleRate: Int) -> [PlaybackItem] {
        items.flatMap { item -> [PlaybackItem] in
            switch item {
            case .utterance(let utterance):
                return utterance.scriptRuns().map { run in
                    .speech(markup: run.markup(capitals: capitals), language: run.language)
                }
            case .silence(let milliseconds):
                return [.silence(milliseconds: milliseconds)]
            case .earcon(let earcon):
                return [.samples(earcon.samples(sampleRate: sampleRate, volume: volume))]
            }
        }
    }

    /// Gives a new rate, pitch and volume to an output that is not fed by a ``Synthesizer`` (speech-dispatcher);
    /// the others take them from their synthesizer.
    public func setProsody(_ prosody: Prosody) throws {
        if case .dispatcher(let speaker) = route { try speaker.setProsody(prosody) }
    }

    /// Stops speech in progress and drops what is queued (a key was pressed).
    public func interrupt() {
        switch route {
        case .playback(let queue, _): queue.interrupt()
        case .recording(let recorder): recorder.interrupt()
        case .dispatcher(let speaker): speaker.interrupt()
        default: break
        }
    }

    /// Whether this output records straight into a sink (``recording(_:capitals:volume:)``).
    public var isRecording: Bool {
        if case .recording = route { return true }
        return false
    }

    /// Whether everything queued has played (always true for printed and silent outputs).
    public var isIdle: Bool {
        switch route {
        case .playback(let queue, _): return queue.isIdle
        case .dispatcher(let speaker): return speaker.isIdle
        default: return true
        }
    }

    /// Waits until everything queued has played.
    public func waitUntilIdle() throws {
        switch route {
        case .playback(let queue, _): try queue.waitUntilIdle()
        case .dispatcher(let speaker): try speaker.waitUntilIdle()
        default: break
        }
    }

    /// Plays what is queued to its end and closes the sink (drains a device, renames a WAV file).
    public func finish() throws {
        defer { onFinished?() }
        switch route {
        case .playback(let queue, _): try queue.finish()
        case .recording(let recorder): try recorder.finish()
        case .dispatcher(let speaker): try speaker.waitUntilIdle()
        default: break
        }
    }
}
