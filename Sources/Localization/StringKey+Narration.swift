// Keys of narration.md §4: trait, context and state words, navigation, counts, money and dates.
extension StringKey {
    /// `: ` between a label and its value, shown and spoken (French `\u{A0}: `, Japanese `：`).
    public static let speechLabelValueSeparator = StringKey("speech.label-value-separator")
    /// `, ` between the values of one row, shown and spoken (Japanese `、`, Arabic `، `).
    public static let listValueSeparator = StringKey("list.value-separator")

    // MARK: - Traits and states
    /// `Button.`
    public static let traitButton = StringKey("trait.button")

    // MARK: - Context

    /// `%1$@ %2$d of %3$d.`: description, position, count.
    public static let contextSeries = StringKey("context.series")

    // MARK: - Counts (plural families)

    /// Plural family `photos.count`: `%d photo` / `%d photos`.
    public static let photosCount = StringKey("photos.count")
    /// Plural family `items.count`: `%d item` / `%d items`.
    public static let itemsCount = StringKey("items.count")
}
