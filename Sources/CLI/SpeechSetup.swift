import Foundation
import Localization
import Speech
import Utterances

/// Builds the speech output a command asked for. The only place that starts the real engine and opens the
/// real sound device.
final class SpeechSetup {
    let options: GlobalOptions
    let session: Session
    /// The voice's rate, pitch and volume: the given ones (browse's settings), else the options'.
    let prosody: Prosody
    private var started: EspeakSynthesizer?
    /// The engine started ahead, taken over by the first synthesizer.
    private let engineStart: EngineStart?

    init(options: GlobalOptions, session: Session, prosody: Prosody? = nil, engineStart: EngineStart? = nil) {
        self.options = options
        self.session = session
        self.prosody = prosody ?? Self.prosody(options: options)
        self.engineStart = engineStart
    }

    /// The built-in rate, pitch and volume with the options' (and `rate`, when given) in their place.
    static func prosody(options: GlobalOptions, rate: Int? = nil) -> Prosody {
        var settings = SpeechSettings.builtIn
        if let rate = rate ?? options.rate { settings.rate = rate }
        if let pitch = options.pitch { settings.pitch = pitch }
        if let volume = options.volume { settings.volume = volume }
        return settings.prosody
    }

    /// The voice language: the strings language (pseudo-locales speak English).
    var voiceLanguage: String { Self.voiceLanguage(session.locales) }

    /// The voice language of `locales`: the strings language (pseudo-locales speak English).
    static func voiceLanguage(_ locales: ResolvedLocales) -> String { locales.isPseudo ? "en" : locales.strings }

    /// What a command speaks through: the output, the synthesizer behind it (nil when none is needed) and
    /// whether the output prints the text form on standard output itself.
    struct Route {
        let output: SpeechOutput
        let synthesizer: EspeakSynthesizer?
        let printsText: Bool
        /// Whether speech is heard through a sound device (the speech viewer's mode).
        var showsViewer = false
        /// The speech viewer drawing the status line; nil when it is off.
        var viewer: SpeechViewer?
    }

    /// The output for `--output` (default: audio, falling back to text).
    func makeOutput() throws -> SpeechOutput {
        try makeRoute().output
    }

    /// The output of `speak`: as ``makeOutput()``, but a WAV file is recorded straight from the engine's thread,
    /// without the queue and its audio thread (nothing but Ctrl-C interrupts a file).
    func makeSpeakOutput() throws -> SpeechOutput {
        try makeRoute(recordsFiles: true).output
    }

    /// The output for `--output` with its synthesizer (default: audio, falling back to text), with the speech
    /// log (`--speech-log`) and, in audio mode on a terminal without the curtain, the speech viewer (not when
    /// `viewer` is false: browse scripts print each utterance themselves).
    func makeRoute(viewer showing: Bool = true, recordsFiles: Bool = false) throws -> Route {
        var route = try makeBareRoute(recordsFiles: recordsFiles)
        let log = try options.speechLog.map { path in
            guard let log = SpeechLog(path: path) else {
                throw CommandFailure(session.strings.format(.errorSpeechLogOpen, .text(path)))
            }
            return log
        }
        let stdout = session.context.standardOutput
        let printing = session
        if let log { route.output.onNote = { log.write([printing.visible($0)]) } }
        let viewer =
            showing && route.showsViewer && !options.curtain ? SpeechViewer.onStandardOutput { stdout.write($0) } : nil
        guard log != nil || viewer != nil else { return route }
        route.viewer = viewer
        route.output.onSpoken = { lines in
            log?.write(lines.map(printing.visible))
            if let viewer, let first = lines.first { viewer.show(printing.visible(first)) }
        }
        route.output.onFinished = { viewer?.end() }
        return route
    }

    private func makeBareRoute(recordsFiles: Bool) throws -> Route {
        let stdout = session.context.standardOutput
        let curtain = options.curtain
        let printing = session
        let writeLine: (String) -> Void = { line in
            if !curtain { stdout.write(printing.visible(line) + "\n") }
        }
        switch options.output ?? .audio {
        case .text:
            return Route(output: .lines(.text, write: writeLine), synthesizer: nil, printsText: true)
        case .ssml:
            return Route(output: .lines(.markup, write: writeLine), synthesizer: nil, printsText: false)
        case .none:
            return Route(output: .silent(), synthesizer: nil, printsText: false)
        case .braille:
            let translator = try BrailleSetup(options: options, session: session).translator(forLanguage: voiceLanguage)
            let brailleLine: (String) -> Void = { text in writeLine((try? translator.translate(text)) ?? "") }
            return Route(output: .lines(.text, write: brailleLine), synthesizer: nil, printsText: true)
        case .phonemes:
            let synthesizer = try startSynthesizer()
            return Route(output: .phonemes(synthesizer, write: writeLine), synthesizer: synthesizer, printsText: false)
        case .wav(let path):
            try OutputFile.checkReplaceable(path)
            let synthesizer = try startSynthesizer()
            let sink = try WAVFileSink(path: path, sampleRate: synthesizer.sampleRate) { temporary, path in
                try OutputFile.place(temporary, at: path)
            }
            let output =
                recordsFiles
                ? SpeechOutput.recording(
                    SpeechRecorder(synthesizer: synthesizer, sink: sink, stopsWhen: Interruption.flagRaised),
                    volume: prosody.volume)
                : playback(synthesizer, sink)
            return Route(output: output, synthesizer: synthesizer, printsText: false)
        case .pcm:
            let synthesizer = try startSynthesizer()
            session.context.standardError.write(
                "lector: " + session.strings.format(.noticePCMFormat, .text(String(synthesizer.sampleRate))) + "\n")
            return Route(
                output: playback(synthesizer, RawPCMSink(handle: session.context.rawOutput)), synthesizer: synthesizer,
                printsText: false)
        case .audio:
            let synthesizer = try startSynthesizer()
            guard let sink = openDevice(sampleRate: synthesizer.sampleRate) else {
                if let problem = DeviceSink.libraryProblem {
                    session.notice(session.strings.format(.noticeNoSoundLibrary, .text(problem)), options: options)
                } else {
                    session.notice(session.strings.text(.noticeNoSoundDevice), options: options)
                }
                return Route(output: .lines(.text, write: writeLine), synthesizer: nil, printsText: true)
            }
            return Route(
                output: playback(synthesizer, sink), synthesizer: synthesizer, printsText: false, showsViewer: true)
        case .speechd:
            return dispatcherRoute(fallback: writeLine)
        }
    }

    /// The user's speech-dispatcher (`SPEECHD_ADDRESS` of the session, else libspeechd's default, started when
    /// not running); when none answers, one notice and the text form, as `audio` without a device.
    private func dispatcherRoute(fallback writeLine: @escaping (String) -> Void) -> Route {
        let address = session.context.variables["SPEECHD_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        do {
            let speaker = try DispatcherSpeaker(address: address, voice: options.voice, prosody: prosody)
            return Route(output: .dispatcher(speaker), synthesizer: nil, printsText: false, showsViewer: true)
        } catch {
            if let problem = DispatcherSpeaker.libraryProblem {
                session.notice(
                    session.strings.format(.noticeNoSpeechDispatcherLibrary, .text(problem)), options: options)
                return Route(output: .lines(.text, write: writeLine), synthesizer: nil, printsText: true)
            }
            let runtime = session.context.variables["XDG_RUNTIME_DIR"].map {
                ":" + $0 + "/speech-dispatcher/speechd.sock"
            }
            session.notice(
                session.strings.format(.noticeNoSpeechDispatcher, .text(address ?? "unix_socket" + (runtime ?? ""))),
                options: options)
            return Route(output: .lines(.text, write: writeLine), synthesizer: nil, printsText: true)
        }
    }

    private func playback(_ synthesizer: EspeakSynthesizer, _ sink: any PCMSink) -> SpeechOutput {
        .playback(
            SpeechQueue(synthesizer: synthesizer, sink: sink), sampleRate: synthesizer.sampleRate,
            volume: prosody.volume)
    }

    private func startSynthesizer() throws -> EspeakSynthesizer {
        try sharedSynthesizer()
    }

    /// The session's one engine, started on first use (libespeak-ng starts once per process).
    func sharedSynthesizer() throws -> EspeakSynthesizer {
        if let started { return started }
        let synthesizer =
            if let engineStart {
                try EspeakSynthesizer(
                    start: engineStart, sessionLanguage: voiceLanguage, voice: options.voice, prosody: prosody)
            } else {
                try EspeakSynthesizer(sessionLanguage: voiceLanguage, voice: options.voice, prosody: prosody)
            }
        started = synthesizer
        return synthesizer
    }

    /// Opens the sound device, keeping alsa-lib's chatter off the terminal; nil when none opens.
    private func openDevice(sampleRate: Int) -> DeviceSink? {
        let name =
            options.audioDevice ?? session.context.variables["LECTOR_AUDIO_DEVICE"].flatMap { $0.isEmpty ? nil : $0 }
        return DeviceSink.open(device: name, sampleRate: sampleRate)
    }
}
