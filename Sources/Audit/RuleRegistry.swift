/// Every rule, in catalog order (audit.md §2): the order of SARIF's `rules`, of the JSON `rules`
/// list, of `docs/audit-rules.md` and of findings at the same place.
public enum RuleRegistry {
    /// The element rules of §2.1–2.4 (label, hint, traits, heading, screen, identifier, speech),
    /// in catalog order.
    public static let elementRules: [any AuditRule] = [
        LabelMissing(),
        LabelWhitespace(),
        LabelMarkup(),
        LabelNotHumanReadable(),
        LabelRedundantTrait(),
        LabelContainsState(),
        LabelContainsAction(),
        LabelTrailingPeriod(),
        LabelNotCapitalized(),
        LabelDuplicate(),
        LabelGenericLink(),
        LabelSymbolOnly(),
        LabelEqualsHint(),
        LabelContainsValue(),
        HintGesture(),
        HintImperative(),
        HintHasSubject(),
        HintNotCapitalized(),
        HintMissingPeriod(),
        HintRepeatsLabel(),
        HintRepeatsTrait(),
        TraitsConflict(),
        TraitsIncomplete(),
        TraitsAdjustableWithoutValue(),
        TraitsSwitchValue(),
        TraitsTextFieldLabelIsValue(),
        HeadingEmpty(),
        ScreenNoHeading(),
        IdentifierDuplicate(),
        SpeechTooLong(),
        SpeechLetterByLetter(),
        SpeechWrongScript(),
        SpeechRawFormat(),
        ElementTargetSize(),
        PhotoUndescribed(),
    ]

    /// The rules of storyboards and xibs as documents (`label.image-name`, stale and missing
    /// storyboard-table keys), in catalog order.
    public static let interfaceRules: [any InterfaceRule] = [
        LabelImageName(),
        StringsStaleObjectKey(),
        StringsMissingAccessibilityTranslation(),
    ]

    /// The strings rules of §2.5, in catalog order.
    public static let stringsRules: [any StringsRule] = [
        StringsSyntax(),
        StringsDuplicateKey(),
        StringsMissingKey(),
        StringsExtraKey(),
        StringsMissingFile(),
        StringsEmptyValue(),
        StringsUntranslated(),
        StringsPlaceholderType(),
        StringsPlaceholderCount(),
        StringsPlaceholderInvalid(),
        StringsPlaceholderPosition(),
        StringsPluralMissingCategory(),
        StringsPluralUnusedCategory(),
        StringsPluralFormat(),
        StringsWhitespaceMismatch(),
        StringsEncoding(),
        StringsLabelRules(),
        StringsNeedsReview(),
        StringsStale(),
        StringsReading(),
    ]

    /// The suppression rules of §2.6.
    public static let suppressionRules: [any AuditRule] = [
        SuppressionMissingReason(),
        SuppressionUnused(),
    ]

    /// Every rule, in catalog order.
    public static let all: [any AuditRule] = elementRules + interfaceRules + stringsRules + suppressionRules

    /// Every rule ID, in catalog order.
    public static let ids: [String] = all.map(\.id)

    /// The rule with an ID, if there is one.
    public static func rule(_ id: String) -> (any AuditRule)? {
        catalogIndexes[id].map { all[$0] }
    }

    /// The catalog position of a rule ID (unknown IDs sort last).
    public static func catalogIndex(of id: String) -> Int {
        catalogIndexes[id] ?? Int.max
    }

    private static let catalogIndexes: [String: Int] = {
        var result: [String: Int] = [:]
        for (index, rule) in all.enumerated() { result[rule.id] = index }
        return result
    }()
}
