import Core
import Foundation
import KanaReading
import Synthesis
import Utterances

/// The real synthesizer: libespeak-ng on one dedicated speech thread.
///
/// Every engine call (start-up, voice, parameters, synthesis, phoneme trace) runs on that thread; callers
/// block until their call has finished. The PCM callback runs there too.
public final class EspeakSynthesizer: Synthesizer, @unchecked Sendable {
    private let thread: SerialThread
    private let engine: EspeakEngine
    private var currentVoice: VoiceChoice?
    /// The `--voice` override and the language it replaces.
    private let override: (language: String, voice: String)?
    /// MeCab's kanji reader for the Japanese voice, started on first need (nil inside: it could not start).
    private var kanaReader: KanaReader??

    public let sampleRate: Int

    /// Starts the engine on a new speech thread and selects the session voice.
    ///
    /// - Parameters:
    ///   - sessionLanguage: the language whose voice is selected at start-up (no key pays the first lookup).
    ///   - voice: the user's `--voice`, replacing the table's voice for `sessionLanguage`.
    public convenience init(sessionLanguage: String, voice: String? = nil, prosody: Prosody = Prosody())
        throws(SynthesisError)
    {
        try self.init(start: EngineStart(), sessionLanguage: sessionLanguage, voice: voice, prosody: prosody)
    }

    /// Takes over an engine started ahead (``EngineStart``), waiting for its start, then selects the session voice
    /// (unless the start already did) and sets the prosody: the same engine calls, in the same order, as a start
    /// on the spot. A start is taken over once.
    public init(start: EngineStart, sessionLanguage: String, voice: String? = nil, prosody: Prosody = Prosody())
        throws(SynthesisError)
    {
        let thread = start.thread
        let (engine, selected) = try thread.run { () throws(SynthesisError) -> (EspeakEngine, VoiceChoice?) in
            try start.takeOver()
        }
        self.thread = thread
        self.engine = engine
        self.sampleRate = engine.sampleRate
        self.override = voice.map { (sessionLanguage, $0) }
        self.currentVoice = selected
        try thread.run { () throws(SynthesisError) in
            try self.selectVoice(for: sessionLanguage)
            try self.apply(prosody)
        }
    }

    /// Runs `body` with the engine on the speech thread (diagnostics and the engine's own tests). `body` may
    /// select a voice itself, so the next synthesis selects its own again.
    public func withEngine<T, E: Error>(_ body: (EspeakEngine) throws(E) -> T) throws(E) -> T {
        try thread.run { () throws(E) -> T in
            defer { currentVoice = nil }
            return try body(engine)
        }
    }

    /// The voices the engine offers (MBROLA ones filtered out).
    public func voices() -> [VoiceInfo] {
        thread.run { engine.voices() }
    }

    public func synthesize(
        markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws -> Bool {
        try withoutActuallyEscaping(onSamples) { handler in
            try thread.run { () throws(SynthesisError) -> Bool in
                try self.selectVoice(for: language)
                return try self.engine.synthesize(self.readable(markup, language: language), onSamples: handler)
            }
        }
    }

    /// The engine's own thread: the speech queue synthesizes there, one thread hand-off after a key.
    public var engineThread: EngineThread? {
        let thread = self.thread
        return EngineThread { work in thread.submit(work) }
    }

    public func phonemes(markup: String, language: String) throws -> String {
        try thread.run { () throws(SynthesisError) -> String in
            try self.selectVoice(for: language)
            return try self.engine.phonemes(of: self.readable(markup, language: language))
        }
    }

    public func setProsody(_ prosody: Prosody) throws {
        try thread.run { () throws(SynthesisError) in try self.apply(prosody) }
    }

    // MARK: - On the speech thread

    /// The markup as the voice of `language` can read it: for Japanese, numbers outside tags and `[[phonemes]]`
    /// become their kana reading (``JapaneseNumbers``), then kanji theirs through MeCab (espeak-ng's Japanese
    /// voice reads each kanji as "Chinese letter", and 100 as いちひゃく).
    private func readable(_ markup: String, language: String) -> String {
        guard LanguageTag.language(of: language) == "ja",
            KanaReader.needsReading(markup) || JapaneseNumbers.hasDigits(markup)
        else { return markup }
        if kanaReader == nil { kanaReader = .some(try? KanaReader()) }
        return JapaneseMarkup.reading(markup, with: kanaReader ?? nil)
    }

    private func apply(_ prosody: Prosody) throws(SynthesisError) {
        try engine.set(.rate, to: prosody.rate)
        try engine.set(.pitch, to: prosody.pitch)
        try engine.set(.volume, to: prosody.volume)
    }

    private func selectVoice(for language: String) throws(SynthesisError) {
        let wanted = Self.voiceChoice(for: language, override: override)
        guard wanted != currentVoice else { return }
        try Self.select(wanted, on: engine)
        currentVoice = wanted
    }

    /// The voice that speaks `language`: the user's `--voice` for its language, else the table's.
    static func voiceChoice(for language: String, override: (language: String, voice: String)?) -> VoiceChoice {
        if let override, sameLanguage(override.language, language) { return .name(override.voice) }
        return VoiceTable.voice(for: language)
    }

    /// Selects `choice` in the engine (on the speech thread).
    static func select(_ choice: VoiceChoice, on engine: EspeakEngine) throws(SynthesisError) {
        switch choice {
        case .name(let name): try engine.setVoice(named: name)
        case .language(let tag): try engine.setVoice(language: tag)
        }
    }

    private static func sameLanguage(_ a: String, _ b: String) -> Bool {
        LanguageTag.same(a, b)
    }
}
