import Localization

// Keys of narration.md §4: trait, context and state words, navigation, counts, money and dates.
extension StringKey {
    // MARK: - Elements, navigation, booleans
    /// `Yes`
    public static let boolYes = StringKey("bool.yes")
    /// `No`
    public static let boolNo = StringKey("bool.no")
}
