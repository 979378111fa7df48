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
}

/// Rate, pitch and volume, with the ranges of `speech.md` §1.4.
public struct Prosody: Sendable, Equatable {
    public static let rateRange = 80...900
    public static let pitchRange = 0...99
    public static let volumeRange = 0...200

    public var rate: Int
    public var pitch: Int
    public var volume: Int

    public init(rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}
