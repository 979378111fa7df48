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
    public init(sessionLanguage: String, voice: String? = nil, prosody: Prosody = Prosody()) throws(SynthesisError) {
        let thread = SerialThread(name: "lector.speech")
        let engine = try thread.run { () throws(SynthesisError) -> EspeakEngine in try EspeakEngine() }
        self.thread = thread
        self.engine = engine
        self.sampleRate = engine.sampleRate
        self.override = voice.map { (sessionLanguage, $0) }
        try thread.run { () throws(SynthesisError) in
            try self.selectVoice(for: sessionLanguage)
            try self.apply(prosody)
        }
    }

    /// Runs `body` with the engine on the speech thread (diagnostics and the engine's own tests).
    public func withEngine<T, E: Error>(_ body: (EspeakEngine) throws(E) -> T) throws(E) -> T {
        try thread.run { () throws(E) -> T in try body(engine) }
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

    /// The engine's own thread: the speech queue synthesizes there, one thread hand-off after a key (issue 20).
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

    /// The markup as the voice of `language` can read it: for Japanese, kanji outside tags and `[[phonemes]]`
    /// become their kana reading through MeCab (espeak-ng's Japanese voice reads each kanji as "Chinese letter").
    private func readable(_ markup: String, language: String) -> String {
        guard language.prefix(while: { $0 != "-" && $0 != "_" }).lowercased() == "ja", KanaReader.needsReading(markup)
        else { return markup }
        if kanaReader == nil { kanaReader = .some(try? KanaReader()) }
        guard let reader = kanaReader ?? nil else { return markup }
        return JapaneseMarkup.reading(markup, with: reader)
    }

    private func apply(_ prosody: Prosody) throws(SynthesisError) {
        try engine.set(.rate, to: prosody.rate)
        try engine.set(.pitch, to: prosody.pitch)
        try engine.set(.volume, to: prosody.volume)
    }

    private func selectVoice(for language: String) throws(SynthesisError) {
        let wanted: VoiceChoice
        if let override, Self.sameLanguage(override.language, language) {
            wanted = .name(override.voice)
        } else {
            wanted = VoiceTable.voice(for: language)
        }
        guard wanted != currentVoice else { return }
        switch wanted {
        case .name(let name): try engine.setVoice(named: name)
        case .language(let tag): try engine.setVoice(language: tag)
        }
        currentVoice = wanted
    }

    private static func sameLanguage(_ a: String, _ b: String) -> Bool {
        LanguageTag.same(a, b)
    }
}
