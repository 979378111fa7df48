/// A rule (or `strings.label-rules` check) that could not run for a language: listed once per
/// (rule, locale) in the report's `skipped`; not a finding (audit.md §1.2).
public struct SkippedCheck: Sendable, Hashable {
    /// The rule or check ID.
    public var rule: String
    /// The locale it was skipped for.
    public var locale: String
    /// Why, in the UI language.
    public var reason: String

    /// Creates a record.
    public init(rule: String, locale: String, reason: String) {
        self.rule = rule
        self.locale = locale
        self.reason = reason
    }
}
