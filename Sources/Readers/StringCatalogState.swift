/// The `state` of a string catalog's string unit, as Xcode writes it.
public enum StringCatalogState: String, Sendable, Hashable, CaseIterable {
    /// `translated`: done.
    case translated
    /// `needs_review`: the source changed, or a translator asked for a review.
    case needsReview = "needs_review"
    /// `new`: added but never translated (the value is a copy of the source, or empty).
    case new
    /// `stale`: the unit belongs to text the code no longer uses.
    case stale
}
