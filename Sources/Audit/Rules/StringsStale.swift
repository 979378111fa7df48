import Localization

/// `strings.stale` (warning): a catalog entry whose `extractionState` is `stale` (the code no
/// longer uses its key), reported once per entry in the source table, at its first text; its
/// variants, translations and regional copies of the source (`en-GB` beside `en`) are not reported again.
public struct StringsStale: StringsRule {
    public let id = "strings.stale"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsStaleSummary
    public let definition = StringKey.auditStringsStaleDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard file.isSourceFolder, let index = file.index else { return }
        var reported: Set<String> = []
        for (_, entry) in index.cleanEntries where entry.attributes.contains(.stale) {
            let root = Self.entryKey(of: entry)
            if PluralKey.split(entry, in: .catalog) != nil, let dot = root.lastIndex(of: "."),
                reported.contains(String(root[..<dot]))
            {
                continue
            }
            guard reported.insert(root).inserted else { continue }
            output.findings.append(
                file.finding(self, entry: entry, message: file.strings.text(.auditStringsStaleMessage)))
        }
    }

    /// The key of the catalog entry a text belongs to: without its plural category and, for a
    /// device variant, without its `@DEVICE` (a substitution's variant keeps `.NAME`, which the
    /// caller matches against the entry's own key).
    static func entryKey(of entry: StringsEntry) -> String {
        var key = PluralKey.split(entry, in: .catalog)?.family ?? entry.key
        if entry.attributes.contains(.deviceVariant), let at = key.lastIndex(of: "@") {
            key = String(key[..<at])
        }
        return key
    }
}
