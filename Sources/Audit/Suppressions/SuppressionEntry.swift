/// One line of a suppression file: `RULE [FIELD=VALUE]... -- REASON` (audit.md §6).
public struct SuppressionEntry: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The rule pattern, matched against the finding's rule (or its check).
    public var rule: Glob
    /// The matchers, in the order written.
    public var matchers: [Matcher]
    /// The reason after `--`, trimmed; nil when the line has no `--`.
    public var reason: String?

    /// One `FIELD=VALUE`.
    public struct Matcher: Sendable, Hashable {
        /// The field.
        public var field: SuppressionField
        /// The value, a glob.
        public var value: Glob
    }

    /// Creates an entry.
    public init(line: Int, rule: Glob, matchers: [Matcher], reason: String?) {
        self.line = line
        self.rule = rule
        self.matchers = matchers
        self.reason = reason
    }

    /// Whether the entry can be applied: it has a non-blank reason.
    public var hasReason: Bool {
        guard let reason else { return false }
        return !TextCharacters.isBlank(reason)
    }

    /// The matcher's value glob for a field, if the entry has one.
    public func value(for field: SuppressionField) -> Glob? {
        matchers.first { $0.field == field }?.value
    }

    /// Whether the entry matches a finding: the pattern matches its rule or check, and every
    /// matcher matches the same field.
    public func matches(_ finding: Finding) -> Bool {
        guard rule.matches(finding.rule) || finding.check.map(rule.matches) == true else { return false }
        return matchers.allSatisfy { matcher in
            guard let value = matcher.field.value(of: finding) else { return false }
            return matcher.value.matches(value)
        }
    }
}
