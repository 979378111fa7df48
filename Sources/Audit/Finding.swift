/// One problem found by a rule: a value, reported by every format with the same facts
/// (audit.md §5.1).
public struct Finding: Sendable, Hashable {
    /// The rule ID, such as `strings.missing-key`. Never translated.
    public var rule: String
    /// The severity of this finding (a rule may choose per finding, e.g. `strings.placeholder-count`).
    public var severity: Severity
    /// The pass locale: the element locale, or the strings folder's tag (`de`, `de-AT`).
    public var locale: String
    /// One sentence in the UI language; for `strings.label-rules` it begins with the check's ID.
    public var message: String
    /// Where the problem is.
    public var location: FindingLocation
    /// Other locations: the first occurrence of a duplicate, the base entry of a missing key.
    public var related: [FindingLocation]
    /// For `strings.label-rules`: the label or hint check that matched (`hint.gesture`).
    public var check: String?
    /// For suppressed findings: the entry that suppressed it.
    public var suppression: Suppression?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, locale: String, message: String, location: FindingLocation,
        related: [FindingLocation] = [], check: String? = nil, suppression: Suppression? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.locale = locale
        self.message = message
        self.location = location
        self.related = related
        self.check = check
        self.suppression = suppression
    }
}
