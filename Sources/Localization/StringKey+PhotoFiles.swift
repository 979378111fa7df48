// Photo files: `photos add`, `photos export`, `photos list --undescribed`, metadata fields (issue 16).
extension StringKey {
    /// Said and shown for a photo with no description.
    public static let photosNoDescription = StringKey("photos.no-description")
    /// Label of the long (extended accessibility) description in photos show.
    public static let photosFieldLongDescription = StringKey("photos.field.long-description")
    /// Label of the GPS location in photos show.
    public static let photosFieldLocation = StringKey("photos.field.location")
}
