import CEspeakNG
import Foundation
import Synchronization

/// The process's one libespeak-ng engine, in synchronous mode: PCM comes back through a callback on the
/// calling thread.
///
/// libespeak-ng 1.51 keeps all its state in process globals and cannot be re-initialized, so at most one
/// engine is ever started; it is never terminated (process exit releases it). The engine is not
/// thread-safe: its owner must make every call from one thread (the speech thread of the Speech module).
public final class EspeakEngine: @unchecked Sendable {
    /// Engine parameters Lector sets.
    public enum Parameter: Sendable {
        case rate, pitch, volume

        var raw: espeak_PARAMETER {
            switch self {
            case .rate: return espeakRATE
            case .pitch: return espeakPITCH
            case .volume: return espeakVOLUME
            }
        }
    }

    private static let started = Atomic<Bool>(false)

    /// The sample rate of every PCM chunk (22050 Hz for espeak-ng voices).
    public let sampleRate: Int
    /// The voice data directory the engine reports.
    public let dataPath: String
    /// The identifier or name of the voice currently selected.
    public private(set) var currentVoice: String?

    /// Starts the engine: data path, initialize, synchronous output, callback, sample rate.
    ///
    /// - Parameter dataPath: a voice-data directory, or nil for `ESPEAK_DATA_PATH`, then the home directory,
    ///   then the compiled-in one.
    /// - Throws: `SynthesisError` with kind `.alreadyStarted` on a second start, `.startFailed` when the data
    ///   cannot be loaded (the message carries the engine's first stderr line).
    public init(dataPath: String? = nil) throws(SynthesisError) {
        guard !Self.started.exchange(true, ordering: .acquiringAndReleasing) else {
            throw SynthesisError(
                kind: .alreadyStarted, code: 0, function: "espeak_ng_Initialize",
                message: "libespeak-ng is already started in this process and cannot be started twice")
        }
        let (status, captured) = StandardErrorCapture.run { () -> (espeak_ng_STATUS, String) in
            espeak_ng_InitializePath(dataPath)
            var context: espeak_ng_ERROR_CONTEXT?
            let initStatus = espeak_ng_Initialize(&context)
            espeak_ng_ClearErrorContext(&context)
            guard initStatus == ENS_OK else { return (initStatus, "espeak_ng_Initialize") }
            let outputStatus = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
            return (outputStatus, "espeak_ng_InitializeOutput")
        }
        var pathPointer: UnsafePointer<CChar>?
        _ = espeak_Info(&pathPointer)
        let reportedPath = pathPointer.map { String(cString: $0) } ?? (dataPath ?? "")
        guard status.0 == ENS_OK else {
            var message = SynthesisError.message(for: status.0)
            if let first = captured.split(separator: "\n").first { message += ": \(first)" }
            throw SynthesisError(
                kind: .startFailed, code: status.0.rawValue, function: status.1, message: message,
                dataPath: reportedPath)
        }
        espeak_SetSynthCallback(synthesisCallback)
        sampleRate = Int(espeak_ng_GetSampleRate())
        self.dataPath = reportedPath
        // Lector speaks symbols and capitals itself (speech.md §1.4).
        espeak_ng_SetParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)
        espeak_ng_SetParameter(espeakCAPITALS, 0, 0)
    }

    // MARK: - Voices

    /// Selects a voice by name or identifier (`gmw/de`, `gmw/en+f3`).
    public func setVoice(named name: String) throws(SynthesisError) {
        if name.hasPrefix("mb-") || name.hasPrefix("mb/") {
            throw SynthesisError(
                kind: .voiceNeedsMBROLA, code: 0, function: "espeak_ng_SetVoiceByName",
                message: "voice \(name) needs MBROLA, which is not installed", voice: name)
        }
        let status = StandardErrorCapture.run { espeak_ng_SetVoiceByName(name) }.result
        guard status == ENS_OK else {
            throw SynthesisError(
                kind: .voiceNotFound, code: status.rawValue, function: "espeak_ng_SetVoiceByName",
                message: "voice \(name) not found", voice: name)
        }
        currentVoice = name
    }

    /// Selects the espeak-ng voice for a language (`en-us`, `fr-be`, `zh`), never an MBROLA one.
    public func setVoice(language: String) throws(SynthesisError) {
        let status = StandardErrorCapture.run { () -> espeak_ng_STATUS in
            language.withCString { languagePointer in
                var selector = espeak_VOICE()
                selector.languages = languagePointer
                return espeak_ng_SetVoiceByProperties(&selector)
            }
        }.result
        guard status == ENS_OK else {
            throw SynthesisError(
                kind: .voiceNotFound, code: status.rawValue, function: "espeak_ng_SetVoiceByProperties",
                message: "no voice for language \(language)", voice: language)
        }
        currentVoice = language
    }

    /// The installed voices, MBROLA ones left out.
    public func voices() -> [VoiceInfo] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var result: [VoiceInfo] = []
        var index = 0
        while let voice = list[index] {
            index += 1
            let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
            if identifier.hasPrefix("mb/") { continue }
            let name = voice.pointee.name.map { String(cString: $0) } ?? identifier
            result.append(VoiceInfo(name: name, identifier: identifier, languages: Self.languages(of: voice.pointee)))
        }
        return result
    }

    /// Decodes the `languages` field: (priority byte, NUL-terminated name) pairs, ended by a zero byte.
    private static func languages(of voice: espeak_VOICE) -> [String] {
        guard let raw = voice.languages else { return [] }
        var result: [String] = []
        var cursor = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
        while cursor.pointee != 0 {
            cursor += 1  // priority
            let name = String(cString: cursor)
            result.append(name)
            cursor += name.utf8.count + 1
        }
        return result
    }

    // MARK: - Parameters

    /// Sets rate (words a minute), pitch (0–99) or volume (0–200); effective for the next synthesis.
    public func set(_ parameter: Parameter, to value: Int) throws(SynthesisError) {
        let status = espeak_ng_SetParameter(parameter.raw, Int32(value), 0)
        guard status == ENS_OK else {
            throw SynthesisError(
                kind: .callFailed, code: status.rawValue, function: "espeak_ng_SetParameter",
                message: SynthesisError.message(for: status))
        }
    }

    // MARK: - Synthesis

    /// Synthesizes `markup` (UTF-8, SSML and `[[phonemes]]` on, no end pause), handing each PCM chunk to
    /// `onSamples` on this thread. Returning false from `onSamples` aborts the synthesis at once.
    ///
    /// - Returns: true when the utterance ran to its end, false when it was aborted.
    /// - Parameter interpretMarkup: false reads the text as plain text (SSML and `[[…]]` off); Lector always
    ///   sends markup, this exists to prove that escaped text sounds like plain text.
    @discardableResult
    public func synthesize(
        _ markup: String, interpretMarkup: Bool = true, onSamples: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws(SynthesisError) -> Bool {
        try withoutActuallyEscaping(onSamples) { (handler) throws(SynthesisError) -> Bool in
            let box = CallbackBox(handler: handler)
            let userData = Unmanaged.passUnretained(box).toOpaque()
            let flags = UInt32(interpretMarkup ? espeakCHARS_UTF8 | espeakSSML | espeakPHONEMES : espeakCHARS_UTF8)
            let status = withExtendedLifetime(box) {
                markup.withCString { text in
                    espeak_ng_Synthesize(text, strlen(text) + 1, 0, POS_CHARACTER, 0, flags, nil, userData)
                }
            }
            if status == ENS_SPEECH_STOPPED || box.aborted { return false }
            guard status == ENS_OK else {
                throw SynthesisError(
                    kind: .callFailed, code: status.rawValue, function: "espeak_ng_Synthesize",
                    message: SynthesisError.message(for: status))
            }
            return true
        }
    }

    /// The engine's phoneme mnemonics for `markup`, as `espeak-ng -q -x` prints them: a real synthesis with
    /// the audio discarded and the phoneme trace written to a memory stream; clauses joined by one space.
    public func phonemes(of markup: String, interpretMarkup: Bool = true) throws(SynthesisError) -> String {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw SynthesisError(
                kind: .callFailed, code: 0, function: "open_memstream", message: "cannot open a memory stream")
        }
        espeak_SetPhonemeTrace(espeakPHONEMES_SHOW, stream)
        let outcome = Result { () throws(SynthesisError) -> Bool in
            try synthesize(markup, interpretMarkup: interpretMarkup) { _ in true }
        }
        espeak_SetPhonemeTrace(0, nil)
        fclose(stream)
        let text = buffer.map { String(cString: $0) } ?? ""
        free(buffer)
        _ = try outcome.get()
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}

/// Per-synthesis state handed to the C callback through the user-data pointer.
private final class CallbackBox {
    let handler: (UnsafeBufferPointer<Int16>) -> Bool
    var aborted = false

    init(handler: @escaping (UnsafeBufferPointer<Int16>) -> Bool) {
        self.handler = handler
    }
}

/// The C callback: copies nothing itself, only forwards PCM to the current synthesis's handler and returns
/// 1 (abort) when the handler says stop.
private func synthesisCallback(
    _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let userData = events.pointee.user_data else { return 0 }
    let box = Unmanaged<CallbackBox>.fromOpaque(userData).takeUnretainedValue()
    if box.aborted { return 1 }
    guard let samples, count > 0 else { return 0 }
    if box.handler(UnsafeBufferPointer(start: samples, count: Int(count))) { return 0 }
    box.aborted = true
    return 1
}
