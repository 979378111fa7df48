/// The noise a clip of the voice corpus is mixed with: sox's pink noise or a fan-like hum, at a signal-to-noise
/// ratio. The noise starts half a second before the clip, so the speech comes after a stretch of noise alone,
/// and lasts to its end.
public enum VoiceNoise: String, Sendable, Hashable, CaseIterable {
    /// Pink noise 20 dB below the speech.
    case pink20
    /// Pink noise 10 dB below the speech.
    case pink10
    /// A fan-like hum 10 dB below the speech.
    case hum10

    /// The sound of the noise.
    public var sound: NoiseSound {
        switch self {
        case .pink20, .pink10: .pink
        case .hum10: .hum
        }
    }

    /// The speech's level over the noise's, in dB (RMS of the speech without its leading and trailing silence,
    /// over the noise's RMS).
    public var ratio: Double {
        switch self {
        case .pink20: 20
        case .pink10, .hum10: 10
        }
    }
}

/// A noise sox makes (seeded, so the same on every run).
public enum NoiseSound: String, Sendable, Hashable, CaseIterable {
    /// Pink noise: equal energy per octave, like a room's hiss and rumble together.
    case pink
    /// A fan: brown noise, and the mains hum of its motor at 50 Hz and its first harmonic.
    case hum

    /// The sox `synth` effect arguments of `seconds` of the noise (its level is set afterwards).
    func synth(seconds: Double) -> [String] {
        let length = String(seconds)
        switch self {
        case .pink: return ["synth", length, "pinknoise"]
        case .hum:
            return [
                "synth", length, "brownnoise", "synth", length, "sine", "mix", "50", "synth", length, "sine", "mix",
                "100",
            ]
        }
    }
}
