import Accessibility

/// Facts about one element that the element rules test first (audit.md §1.3, §1.4), worked out
/// once per element as bits (``ElementContext/facts``).
///
/// A rule names the facts its check needs (``ElementRule/requiredFacts``): on an element that
/// lacks one of them the rule adds nothing, no finding and no skip, so ``ElementAudit`` does not
/// call it there. Most elements need only a third of the rules (no hint, one trait, a usable name).
public struct ElementFacts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates facts from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Rule 1 of §1.4 does not apply: `label.missing`, `label.whitespace` and `heading.empty` all pass.
    public static let usableName = ElementFacts(rawValue: 1 << 0)
    /// The label is not blank.
    public static let labelNotBlank = ElementFacts(rawValue: 1 << 1)
    /// The hint is not blank.
    public static let hintNotBlank = ElementFacts(rawValue: 1 << 2)
    /// The value (a secure field's as bullets) is not blank.
    public static let valueNotBlank = ElementFacts(rawValue: 1 << 3)
    /// The value (a secure field's as bullets) has a letter or number.
    public static let valueHasText = ElementFacts(rawValue: 1 << 4)
    /// The label or hint, or the value of a field that is not secure, has `<` or `&`.
    public static let mayHaveMarkup = ElementFacts(rawValue: 1 << 5)
    /// The element has a row of §3.1 (``ElementContext/traitRowMask`` is not 0).
    public static let hasTraitRows = ElementFacts(rawValue: 1 << 6)
    /// The element is not text-displaying.
    public static let notTextDisplaying = ElementFacts(rawValue: 1 << 7)
    /// The element has no switchButton trait.
    public static let notSwitchButton = ElementFacts(rawValue: 1 << 8)
    /// The link trait.
    public static let link = ElementFacts(rawValue: 1 << 9)
    /// The image trait.
    public static let image = ElementFacts(rawValue: 1 << 10)
    /// The adjustable trait.
    public static let adjustable = ElementFacts(rawValue: 1 << 11)
    /// The switchButton trait.
    public static let switchButton = ElementFacts(rawValue: 1 << 12)
    /// textEntry, secureTextField or searchField.
    public static let textField = ElementFacts(rawValue: 1 << 13)
    /// switchButton, secureTextField or isEditing: a trait that needs a companion.
    public static let needsCompanionTrait = ElementFacts(rawValue: 1 << 14)
    /// Traits that conflict (``TraitsConflict/conflicting(_:)`` is not empty).
    public static let conflictingTraits = ElementFacts(rawValue: 1 << 15)
    /// `label.missing` matches.
    public static let labelMissing = ElementFacts(rawValue: 1 << 16)
    /// `label.whitespace` matches.
    public static let labelWhitespace = ElementFacts(rawValue: 1 << 17)
    /// `heading.empty` matches.
    public static let headingEmpty = ElementFacts(rawValue: 1 << 18)
    /// The element is actionable and not marked notEnabled.
    public static let enabledActionable = ElementFacts(rawValue: 1 << 19)
    /// The element has a frame.
    public static let hasFrame = ElementFacts(rawValue: 1 << 20)
    /// The element has a value as given (before a secure field's is redacted).
    public static let hasGivenValue = ElementFacts(rawValue: 1 << 21)
}
