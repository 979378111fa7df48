import Localization
import Readers

/// `strings.plural-format` (error): a plural dictionary entry that does not follow Apple's format
/// — no `NSStringLocalizedFormatKey`, a variable the format names but the entry lacks, a variable
/// never used, a spec type other than `NSStringPluralRuleType`, a missing or invalid value type, a
/// variable without variants, a variant whose placeholder takes another class of argument than the
/// value type, an argument a variable reads as a number that another specifier prints as an object
/// (a warning when the variable's variants are all the same, so the misread number changes nothing), or a
/// value that is not a string. The reader finds them; this rule words them.
public struct StringsPluralFormat: StringsRule {
    public let id = PluralDictionaryCode.formatRule
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditStringsPluralFormatSummary
    public let definition = StringKey.auditStringsPluralFormatDescription

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        for diagnostic in file.diagnostics(of: self) {
            guard let message = Self.message(diagnostic, strings: file.strings) else { continue }
            output.findings.append(
                file.finding(self, severity: Self.severity(of: diagnostic), diagnostic: diagnostic, message: message))
        }
    }

    /// A diagnostic's severity: the rule's, but a warning for an argument read as a number and printed as an
    /// object when every variant it chooses among is the same, as Apple's formatter then shows the intended text.
    static func severity(of diagnostic: TableDiagnostic) -> Severity? {
        guard diagnostic.code == PluralDictionaryCode.selectorPrintedAsObject, diagnostic.details.count > 3,
            diagnostic.details[3] == "same"
        else { return nil }
        return .warning
    }

    /// The message of a diagnostic, or nil for a code this rule does not know.
    static func message(_ diagnostic: TableDiagnostic, strings: Strings) -> String? {
        let key = diagnostic.key ?? ""
        func detail(_ index: Int) -> StringArgument {
            .text(index < diagnostic.details.count ? diagnostic.details[index] : "")
        }
        switch diagnostic.code {
        case PluralDictionaryCode.formatKeyMissing:
            return strings.format(.auditStringsPluralFormatFormatKeyMissing, .text(key))
        case PluralDictionaryCode.notString:
            return strings.format(.auditStringsPluralFormatNotString, detail(0), .text(key))
        case PluralDictionaryCode.variableUndefined:
            return strings.format(.auditStringsPluralFormatVariableUndefined, detail(0), .text(key))
        case PluralDictionaryCode.variableUnused:
            return strings.format(.auditStringsPluralFormatVariableUnused, detail(0), .text(key))
        case PluralDictionaryCode.specTypeInvalid:
            return strings.format(.auditStringsPluralFormatSpecTypeInvalid, detail(0), detail(1))
        case PluralDictionaryCode.valueTypeMissing:
            return strings.format(.auditStringsPluralFormatValueTypeMissing, detail(0))
        case PluralDictionaryCode.valueTypeInvalid:
            return strings.format(.auditStringsPluralFormatValueTypeInvalid, detail(0), detail(1))
        case PluralDictionaryCode.noVariants:
            return strings.format(.auditStringsPluralFormatNoVariants, detail(0))
        case PluralDictionaryCode.selectorPrintedAsObject:
            let same = diagnostic.details.count > 3 && diagnostic.details[3] == "same"
            return strings.format(
                same ? .auditStringsPluralFormatSelectorPrintedSame : .auditStringsPluralFormatSelectorPrintedDifferent,
                detail(0), detail(1), detail(2))
        case PluralDictionaryCode.variantTypeMismatch:
            return strings.format(
                .auditStringsPluralFormatVariantTypeMismatch, detail(0), detail(1), detail(2), detail(3))
        default:
            return nil
        }
    }
}
