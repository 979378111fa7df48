import Localization

/// `strings.label-rules` (the severity of the check it runs): the label and hint checks of
/// audit.md §2.1–2.2 on the label, hint and `trait.*` entries of every `Localizable.strings`,
/// with the folder's language as the locale. One finding per (entry, check); its `check` names
/// the check and its message begins with the check's ID.
public struct StringsLabelRules: StringsRule {
    public let id = "strings.label-rules"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsLabelRulesSummary
    public let definition = StringKey.auditStringsLabelRulesDescription

    /// What a key names, once a trailing plural category is dropped.
    enum EntryKind: Equatable {
        /// `trait.*`: the words narration speaks for traits.
        case trait
        /// `….label`, paired by the rest of the key.
        case label(pair: String)
        /// `….hint`, paired by the rest of the key.
        case hint(pair: String)
    }

    /// Creates the rule.
    public init() {}

    /// The kind of a key by its last segments (a plural category dropped first), read from the
    /// end without splitting.
    static func kind(of key: String) -> EntryKind? {
        if key == "trait" || key.utf8.starts(with: "trait.".utf8) { return .trait }
        var end = key.endIndex
        var last = lastSegment(of: key, before: end)
        if PluralCategory(rawValue: String(key[last])) != nil, last.lowerBound > key.startIndex {
            end = key.index(before: last.lowerBound)
            last = lastSegment(of: key, before: end)
        }
        let isLabel = key[last].utf8.elementsEqual("label".utf8)
        guard isLabel || key[last].utf8.elementsEqual("hint".utf8) else { return nil }
        let pair = last.lowerBound > key.startIndex ? String(key[..<key.index(before: last.lowerBound)]) : ""
        return isLabel ? .label(pair: pair) : .hint(pair: pair)
    }

    /// The range of the segment that ends at `end` (after the last `.` before it).
    private static func lastSegment(of key: String, before end: String.Index) -> Range<String.Index> {
        let head = key[..<end]
        guard let dot = head.lastIndex(of: ".") else { return key.startIndex..<end }
        return key.index(after: dot)..<end
    }

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        // Each key's kind read once; only label, hint and trait entries with text take part.
        var entries: [(entry: StringsEntry, kind: EntryKind)] = []
        for (_, entry) in index.cleanEntries {
            guard let kind = Self.kind(of: entry.key), !TextCharacters.isBlank(entry.value) else { continue }
            entries.append((entry, kind))
        }
        var checker = EntryTextChecker(language: file.language)
        // Each label and hint value is prepared and normalized once: its own checks and its pair's read it.
        var subjects: [EntryTextChecker.Subject?] = []
        subjects.reserveCapacity(entries.count)
        var labels: [String: Int] = [:]
        var hints: [String: Int] = [:]
        for (number, (entry, kind)) in entries.enumerated() {
            switch kind {
            case .label(let pair): labels[pair] = number
            case .hint(let pair): hints[pair] = number
            case .trait: break
            }
            subjects.append(kind == .trait ? nil : checker.subject(entry.value))
        }
        for (number, (entry, kind)) in entries.enumerated() {
            let matches: [CheckMatch]
            switch kind {
            case .trait: matches = checker.traitChecks(entry.value)
            case .label(let pair):
                guard let label = subjects[number] else { continue }
                matches = checker.labelChecks(label, hint: hints[pair].flatMap { subjects[$0] })
            case .hint(let pair):
                guard let hint = subjects[number] else { continue }
                matches = checker.hintChecks(hint, label: labels[pair].flatMap { subjects[$0] })
            }
            for match in matches.sorted(by: { $0.check < $1.check }) {
                let message = file.strings.format(
                    .auditCheckMessage, .text(match.check.id), .text(match.render(file.strings)))
                output.findings.append(
                    file.finding(
                        self, severity: match.check.severity, entry: entry, message: message, check: match.check.id))
            }
        }
        for skip in checker.skipped {
            let reason = skip.notChecked ? StringKey.auditSkippedNotChecked : .auditSkippedNoWordLists
            output.skipped.append(
                SkippedCheck(rule: skip.check.id, locale: file.language, reason: file.strings.text(reason)))
        }
    }
}
