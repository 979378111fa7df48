/// One thing to play, in order: synthesized speech, silence, or ready-made samples (earcons).
public enum PlaybackItem: Sendable, Equatable {
    /// Markup for the synthesizer and the language whose voice speaks it.
    case speech(markup: String, language: String)
    /// A gap of silence.
    case silence(milliseconds: Int)
    /// Samples made in code (an earcon), at the engine's rate.
    case samples([Int16])
}
