/// Rate, pitch and volume, with the ranges of `speech.md` §1.4: what a synthesizer is given, made from the settings
/// (``SpeechSettings/prosody``), which hold the built-in values.
public struct Prosody: Sendable, Equatable {
    /// The rates accepted, in words a minute.
    public static let rateRange = 80...900
    /// The pitches accepted; 50 is the voice's normal pitch.
    public static let pitchRange = 0...99
    /// The volumes accepted; 100 is the voice's normal volume.
    public static let volumeRange = 0...200

    /// Words a minute.
    public var rate: Int
    /// 0–99.
    public var pitch: Int
    /// 0–200.
    public var volume: Int

    /// Creates a prosody; the defaults are the built-in settings' (``SpeechSettings/builtIn``).
    public init(
        rate: Int = SpeechSettings.builtIn.rate, pitch: Int = SpeechSettings.builtIn.pitch,
        volume: Int = SpeechSettings.builtIn.volume
    ) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}
