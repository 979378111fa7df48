import Localization

/// `hint.has-subject` (info): the first word of the normalized hint is in the locale's subject
/// list (§3.5). Checked for en, de, es, fr and ar; ja is listed as skipped.
public struct HintHasSubject: ElementRule {
    public let id = "hint.has-subject"
    public let defaultSeverity = Severity.info
    public let summary = StringKey.auditHintHasSubjectSummary
    public let definition = StringKey.auditHintHasSubjectDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.hintNotBlank] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hint.isBlank else { return }
        guard let lists = element.lists else { return element.skipForMissingLists(self, into: &output) }
        guard lists.subjectWords != nil else { return element.skipAsNotChecked(self, into: &output) }
        guard
            let match = element.memo(
                .hasSubject, element.hint,
                compute: {
                    HintWordChecks.hasSubject(element.hint.trimmed, lists: lists)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
