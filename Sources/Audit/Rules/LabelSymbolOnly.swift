import Localization

/// `label.symbol-only` (warning): the trimmed label has no letter and no number; or is a single
/// letter (not Han, Hiragana, Katakana or Hangul) on an element without keyboardKey, staticText
/// or header; or is `aa` or `abc`. Headers whose label has no text get `heading.empty` instead.
public struct LabelSymbolOnly: ElementRule {
    public let id = "label.symbol-only"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditLabelSymbolOnlySummary
    public let definition = StringKey.auditLabelSymbolOnlyDescription

    /// Creates the rule.
    public init() {}

    /// The facts its first test needs.
    public var requiredFacts: ElementFacts { [.usableName] }

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.hasNoUsableName else { return }
        let allowsLetter = !element.traits.isDisjoint(with: [.keyboardKey, .staticText, .header])
        guard
            let match = element.memo(
                .symbolOnly, element.label, flags: allowsLetter ? 1 : 0,
                compute: {
                    PunctuationChecks.symbolOnly(element.label.trimmed, allowsSingleLetter: allowsLetter)
                })
        else { return }
        element.report(self, match: match, into: &output)
    }
}
