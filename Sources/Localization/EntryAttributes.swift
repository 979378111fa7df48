/// What a table format says about an entry beyond its key and value: a catalog's `state` and
/// `extractionState`, for the rules that report them.
public struct EntryAttributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates attributes from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A catalog string unit in state `needs_review`.
    public static let needsReview = EntryAttributes(rawValue: 1 << 0)
    /// A catalog string unit in state `new` (never translated).
    public static let new = EntryAttributes(rawValue: 1 << 1)
    /// A catalog entry whose `extractionState` is `stale`: the code no longer uses it.
    public static let stale = EntryAttributes(rawValue: 1 << 2)
    /// A variant chosen by device (`variations.device`), not by plural category.
    public static let deviceVariant = EntryAttributes(rawValue: 1 << 3)
    /// A variant substituted into its entry's format (a plural dictionary's variable, a catalog's
    /// substitution): its numbered placeholders refer to the whole format's arguments, so it may
    /// leave positions out.
    public static let fragment = EntryAttributes(rawValue: 1 << 4)
    /// A catalog entry marked `shouldTranslate: false`: no language is expected to have it.
    public static let doNotTranslate = EntryAttributes(rawValue: 1 << 5)
    /// A variant chosen by plural category in a format that says so (plural dictionaries,
    /// catalogs); there a key ending in `.other` is not a variant unless it has this.
    public static let pluralVariant = EntryAttributes(rawValue: 1 << 6)
    /// A catalog string unit in state `translated`: someone wrote or confirmed this value for its
    /// language (Xcode sets it when a value is typed or imported).
    public static let translated = EntryAttributes(rawValue: 1 << 7)
}
