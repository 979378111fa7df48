/// Rate, pitch and volume, with the ranges of `speech.md` §1.4.
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

    /// Creates a prosody; the defaults are the built-in settings.
    public init(rate: Int = 175, pitch: Int = 50, volume: Int = 100) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }
}
