import Localization

/// `strings.empty-value` (error): a blank value, unless the base value of the key is blank too
/// (then only the base entry is reported). In a plural dictionary a variant is compared with the
/// base's same variant, else its `other`, and a variable whose variants are all blank (it only
/// consumes an argument) is not reported. Nor is an Info.plist key that Xcode's own templates ship
/// blank (``templateBlankKeys``), in `InfoPlist.strings` or `InfoPlist.xcstrings`: nothing shows it blank.
public struct StringsEmptyValue: StringsRule {
    public let id = "strings.empty-value"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsEmptyValueSummary
    public let definition = StringKey.auditStringsEmptyValueDescription
    public let checksPronunciations = true

    /// The Info.plist keys Xcode's app templates create with an empty value: `NSHumanReadableCopyright`
    /// (macOS shows it in the About window, iOS nowhere; blank, the line is simply left out).
    public static let templateBlankKeys: Set<String> = ["NSHumanReadableCopyright"]

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        let isDictionary = index.document.format == .pluralDictionary
        let isInfoPlist = file.tableName.hasPrefix("InfoPlist.")
        for (_, entry) in index.cleanEntries where TextCharacters.isBlank(entry.value) {
            let baseEntry = isDictionary ? file.base?.comparisonEntry(for: entry.key) : file.base?.lastEntry[entry.key]
            if !file.isBase, let baseEntry, TextCharacters.isBlank(baseEntry.value) {
                continue
            }
            if isInfoPlist, Self.templateBlankKeys.contains(entry.key) { continue }
            // A connector such as " at " may be only a space in a language with another word order.
            if !file.isBase, !entry.value.isEmpty, let baseEntry, Self.isConnector(baseEntry.value) { continue }
            // A catalog keeps an entry for the empty string the code shows; its text is its key.
            if index.document.format == .catalog, TextCharacters.isBlank(entry.key) { continue }
            // A plural dictionary variable whose variants are all blank only consumes its argument.
            if isDictionary, let family = PluralKey.split(entry, in: index.document.format)?.family,
                let variants = index.variants[family],
                variants.allSatisfy({ TextCharacters.isBlank($0.value) })
            {
                continue
            }
            output.findings.append(
                file.finding(self, entry: entry, message: file.strings.text(.auditStringsEmptyValueMessage)))
        }
    }

    /// Whether a value is a connector between two other texts: whitespace at both ends.
    static func isConnector(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
            value.unicodeScalars.count > 1
        else { return false }
        return first.properties.isWhitespace && last.properties.isWhitespace && !TextCharacters.isBlank(value)
    }
}
