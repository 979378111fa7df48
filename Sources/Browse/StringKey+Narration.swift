import Localization

// Keys of narration.md §4: trait, context and state words, navigation, counts, money and dates.
extension StringKey {
    // MARK: - Context
    /// The rows of a list the focus enters (a plural family).
    public static let contextListEntered = StringKey("context.list-entered")

    // MARK: - Elements, navigation, booleans
    /// `Empty.`, a screen without a stop.
    public static let navEmpty = StringKey("nav.empty")
    /// `Not found.`, a move that finds nothing.
    public static let navNotFound = StringKey("nav.not-found")
}
