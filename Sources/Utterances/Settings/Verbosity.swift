/// How much is said (`--verbosity`, `set verbosity`; `narration.md` §1.5).
public enum Verbosity: String, Sendable, CaseIterable {
    /// Label, value and state only.
    case brief
    /// The full description and the hint: what VoiceOver says.
    case normal
    /// Also keyboard help for the element.
    case verbose
}
