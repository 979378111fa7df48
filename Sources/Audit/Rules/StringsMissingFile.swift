import Localization

/// `strings.missing-file` (warning): a table of `en.lproj` with no file of the same name in the
/// language's folder. Regional folders are exempt.
public struct StringsMissingFile: StringsRule {
    public let id = "strings.missing-file"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsMissingFileSummary
    public let definition = StringKey.auditStringsMissingFileDescription
    public let checksPronunciations = true

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard !file.isBase, !file.isRegional, file.index == nil, file.base != nil else { return }
        output.findings.append(
            file.finding(
                self, at: .file(FileLocation(file: file.path)),
                message: file.strings.format(.auditStringsMissingFileMessage, .text(file.sourceName))))
    }
}
