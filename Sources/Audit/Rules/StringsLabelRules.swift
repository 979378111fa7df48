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
    /// end without splitting: keys are read once per entry, tens of thousands in a project.
    static func kind(of key: String) -> EntryKind? {
        let fast = key.utf8.withContiguousStorageIfAvailable { bytes -> EntryKind?? in
            bytes.contains { $0 >= 0x80 } ? .none : .some(asciiKind(bytes))
        }
        if let known = fast ?? nil { return known }
        return generalKind(of: key)
    }

    /// ``kind(of:)`` of an ASCII key, read from its bytes (each byte is a character).
    private static func asciiKind(_ bytes: UnsafeBufferPointer<UInt8>) -> EntryKind? {
        // `trait` as a view of the literal's bytes: no array is made for every key.
        let trait = "trait".utf8
        if bytes.starts(with: trait), bytes.count == trait.count || bytes[trait.count] == UInt8(ascii: ".") { return .trait }
        func segmentStart(before end: Int) -> Int {
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return start
        }
        var end = bytes.count
        var start = segmentStart(before: end)
        if (3...5).contains(end - start), start > 0,
            PluralKey.asciiCategory(UnsafeBufferPointer(rebasing: bytes[start..<end])) != nil
        {
            end = start - 1
            start = segmentStart(before: end)
        }
        let segment = bytes[start..<end]
        let isLabel = segment.elementsEqual("label".utf8)
        guard isLabel || segment.elementsEqual("hint".utf8) else { return nil }
        let pair = start > 0 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(start - 1)]), as: UTF8.self) : ""
        return isLabel ? .label(pair: pair) : .hint(pair: pair)
    }

    /// ``kind(of:)`` of any key, by characters: the general path the byte reading agrees with.
    static func generalKind(of key: String) -> EntryKind? {
        if key == "trait" || key.utf8.starts(with: "trait.".utf8) { return .trait }
        var end = key.endIndex
        var last = lastSegment(of: key, before: end)
        // A category is 3 to 5 letters: no string is made for a longer or shorter segment.
        let length = key.utf8.distance(from: last.lowerBound, to: last.upperBound)
        if (3...5).contains(length), PluralCategory(rawValue: String(key[last])) != nil, last.lowerBound > key.startIndex {
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
        // An ASCII key (nearly every key) by its bytes: each byte is a character, so the ranges are the same.
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let dot = key.utf8[..<end].lastIndex(of: UInt8(ascii: ".")) else { return key.startIndex..<end }
            return key.utf8.index(after: dot)..<end
        }
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
                let message = file.strings.format(.auditCheckMessage, .text(match.check.id), .text(match.render(file.strings)))
                output.findings.append(file.finding(
                    self, severity: match.check.severity, entry: entry, message: message, check: match.check.id))
            }
        }
        for skip in checker.skipped {
            let reason = skip.notChecked ? StringKey.auditSkippedNotChecked : .auditSkippedNoWordLists
            output.skipped.append(SkippedCheck(rule: skip.check.id, locale: file.language, reason: file.strings.text(reason)))
        }
    }
}
