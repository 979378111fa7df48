/// Where a formatted value goes: the screen or the voice (localization.md §6).
public enum Channel: Sendable, Hashable {
    /// The terminal, JSON and reports: numbers and dates of the display locales N and T.
    case display
    /// The voice, `--output text` and `ssml`: numbers of the speech locale P, money and dates in words.
    case speech
}
