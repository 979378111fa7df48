/// Turns markup into PCM and phonemes. The real one is `EspeakSynthesizer`; tests pass recording fakes.
public protocol Synthesizer: AnyObject, Sendable {
    /// The rate of every sample produced.
    var sampleRate: Int { get }

    /// Synthesizes `markup` in the voice for `language`, handing PCM chunks to `onSamples`; returning false
    /// from it aborts. Returns true when the utterance ran to its end.
    @discardableResult
    func synthesize(
        markup: String, language: String, onSamples: (UnsafeBufferPointer<Int16>) -> Bool
    ) throws -> Bool

    /// The phoneme mnemonics of `markup` in the voice for `language` (a real synthesis, audio discarded).
    func phonemes(markup: String, language: String) throws -> String

    /// Sets rate (words a minute), pitch and volume for later utterances.
    func setProsody(_ prosody: Prosody) throws

    /// The thread the engine runs on, when it takes queued work (Speech's `SpeechQueue` synthesizes there); nil, the
    /// default, when calls may come from any thread (the queue starts a synthesis thread of its own).
    var engineThread: EngineThread? { get }
}

extension Synthesizer {
    /// No engine thread of its own: Speech's `SpeechQueue` synthesizes on a thread it starts.
    public var engineThread: EngineThread? { nil }
}
