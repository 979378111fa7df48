import Localization

/// A rule of the audit catalog (audit.md §2), shaped like a linter rule: one type per rule, in a
/// file named after its ID, listed in ``RuleRegistry`` in catalog order.
///
/// Rule IDs, default severities and report schemas are public: renaming or removing one is a
/// breaking change. Families refine this protocol with how they are run (``StringsRule``; the
/// element rules add their own).
public protocol AuditRule: Sendable {
    /// The rule ID, such as `strings.missing-key`. Never translated.
    var id: String { get }
    /// The default severity (SARIF `defaultConfiguration.level`); some rules choose per finding.
    var defaultSeverity: Severity { get }
    /// The table key of the one-sentence summary.
    var summary: StringKey { get }
    /// The table key of the definition.
    var definition: StringKey { get }
}

extension AuditRule {
    /// The family: the ID up to its first dot (`strings`, `label`, …).
    public var family: String { String(id.prefix { $0 != "." }) }

    /// The SARIF tags: `localization` for `strings.*`, else `accessibility`.
    public var tags: [String] { family == "strings" ? ["localization"] : ["accessibility"] }

    /// The rule as reports describe it, in the UI language.
    public func reported(_ strings: Strings) -> ReportedRule {
        ReportedRule(
            id: id, defaultSeverity: defaultSeverity, shortDescription: strings.text(summary),
            fullDescription: strings.text(definition), tags: tags)
    }
}
