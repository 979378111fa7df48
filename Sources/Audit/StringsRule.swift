/// A rule of the strings family (audit.md §2.5): it judges one file of a strings folder (present
/// or missing) against the same-named table of `en.lproj`.
public protocol StringsRule: AuditRule {
    /// Whether `Pronunciations.strings` gets the rule (only syntax, duplicate-key, encoding,
    /// empty-value and missing-file do).
    var checksPronunciations: Bool { get }

    /// Whether `Readings.strings` gets the rule (the five of `Pronunciations.strings`, and `strings.reading`).
    var checksReadings: Bool { get }

    /// Adds the rule's findings (and skips) for one file.
    func check(_ file: StringsFileContext, into output: inout RuleOutput)
}

extension StringsRule {
    public var checksPronunciations: Bool { false }
    public var checksReadings: Bool { checksPronunciations }
}

/// What rules add while they run: findings, and checks skipped for a language.
public struct RuleOutput: Sendable {
    /// Findings, in the order the rule found them (the runner sorts them).
    public var findings: [Finding] = []
    /// Skipped checks; duplicates are merged by the runner.
    public var skipped: [SkippedCheck] = []

    /// Creates an empty output.
    public init() {}
}
