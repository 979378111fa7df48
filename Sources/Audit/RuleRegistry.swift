/// Every rule, in catalog order (audit.md §2): the order of SARIF's `rules`, of the JSON `rules`
/// list and of findings at the same place.
///
/// The element rules (`label.*`, `hint.*`, `traits.*`, `heading.*`, `screen.*`, `identifier.*`,
/// `speech.*`) come before the strings rules when they are added.
public enum RuleRegistry {
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
        StringsWhitespaceMismatch(),
        StringsEncoding(),
        StringsLabelRules(),
    ]

    /// Every rule, in catalog order.
    public static var all: [any AuditRule] { stringsRules }

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
