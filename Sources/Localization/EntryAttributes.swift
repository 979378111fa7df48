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
}
