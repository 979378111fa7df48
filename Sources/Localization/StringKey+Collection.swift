// Keys of the collection commands: items, photos, tags, import, export (domain.md, cli.md).
extension StringKey {
    /// items list when there are none.
    public static let itemsEmpty = StringKey("items.empty")
    /// photos list when there are none.
    public static let photosEmpty = StringKey("photos.empty")
    /// tags list when there are none.
    public static let tagsEmpty = StringKey("tags.empty")
    /// After tags add: %@ name.
    public static let tagsAdded = StringKey("tags.added")
    /// After import: %1$@, %2$@, %3$@ are the ``importItemsAdded``, ``importItemsUpdated`` and
    /// ``importItemsUnchanged`` plural forms.
    public static let importItems = StringKey("import.items")
    /// After import: %1$@, %2$@, %3$@ are the ``importPhotosAdded``, ``importPhotosUpdated`` and
    /// ``importPhotosUnchanged`` plural forms.
    public static let importPhotos = StringKey("import.photos")
    /// Plural family `import.items.added`: items an import added; %d is the count.
    public static let importItemsAdded = StringKey("import.items.added")
    /// Plural family `import.items.updated`: items an import updated; %d is the count.
    public static let importItemsUpdated = StringKey("import.items.updated")
    /// Plural family `import.items.unchanged`: items an import left unchanged; %d is the count.
    public static let importItemsUnchanged = StringKey("import.items.unchanged")
    /// Plural family `import.photos.added`: photos an import added; %d is the count.
    public static let importPhotosAdded = StringKey("import.photos.added")
    /// Plural family `import.photos.updated`: photos an import updated; %d is the count.
    public static let importPhotosUpdated = StringKey("import.photos.updated")
    /// Plural family `import.photos.unchanged`: photos an import left unchanged; %d is the count.
    public static let importPhotosUnchanged = StringKey("import.photos.unchanged")
    /// %1$@ the amount typed, %2$@ the currency code.
    public static let errorInvalidAmount = StringKey("error.invalid.amount")
}
