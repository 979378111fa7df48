import Utterances

extension Prosody {
    /// The rate on speech-dispatcher's scale (-100...100, 0: the output module's normal rate): linear from
    /// 80 wpm to -100 and from the built-in rate (175 wpm, Lector's normal) to 0, and linear from there to 900 wpm at 100.
    public var dispatcherRate: Int {
        let normal = SpeechSettings.builtIn.rate
        return Self.piecewise(
            rate, low: Prosody.rateRange.lowerBound, normal: normal, high: Prosody.rateRange.upperBound)
    }

    /// The pitch on speech-dispatcher's scale (-100...100, 0: the voice's normal pitch): 0 → -100, 50 → 0,
    /// 99 → 100, linear in between.
    public var dispatcherPitch: Int {
        let normal = SpeechSettings.builtIn.pitch
        return Self.piecewise(
            pitch, low: Prosody.pitchRange.lowerBound, normal: normal, high: Prosody.pitchRange.upperBound)
    }

    /// The volume on speech-dispatcher's scale (-100...100, where 100, its default, is the voice's normal
    /// volume): 0 → -100, 100 → 100, linear in between; above 100 stays at 100, the loudest it has.
    public var dispatcherVolume: Int {
        min(100, Self.rounded(Double(volume) * 2 - 100))
    }

    /// `value` on -100...100: `low` → -100, `normal` → 0, `high` → 100, linear on each side of `normal`.
    static func piecewise(_ value: Int, low: Int, normal: Int, high: Int) -> Int {
        let clamped = min(high, max(low, value))
        if clamped <= normal {
            return rounded(Double(clamped - normal) * 100 / Double(normal - low))
        }
        return rounded(Double(clamped - normal) * 100 / Double(high - normal))
    }

    private static func rounded(_ value: Double) -> Int { Int(value.rounded()) }
}
