import Localization

// Keys of the screens (browse.md): titles, labels, values and hints.
extension StringKey {
    // MARK: - Screens: Items and Item.
    /// `Image file`
    public static let itemImageFileLabel = StringKey("item.image-file.label")
}
