/// A CLDR plural category, the last segment of a plural family's keys.
public enum PluralCategory: String, Sendable, CaseIterable, Hashable {
    /// `zero` (ar).
    case zero
    /// `one`.
    case one
    /// `two` (ar).
    case two
    /// `few` (ar).
    case few
    /// `many` (es, fr, ar).
    case many
    /// `other`: every language has it, and it is the fallback.
    case other
}
