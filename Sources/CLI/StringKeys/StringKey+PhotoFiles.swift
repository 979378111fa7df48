import Localization

// Photo files: `photos add`, `photos export`, `photos list --undescribed`, metadata fields (issue 16).
extension StringKey {
    /// After photos add: %1$@ photos recorded, %2$@ duplicates skipped.
    public static let photosAdded = StringKey("photos.added")
    /// The progress line of photos add on a terminal: %1$@ file number, %2$@ files in all.
    public static let photosAddProgress = StringKey("photos.add-progress")
    /// After photos export: %1$@ the photo's title (or id), %2$@ the file written.
    public static let photosExported = StringKey("photos.exported")
    /// A photo's metadata could not be read or written: %1$@ file, %2$@ the library's reason.
    public static let errorPhotoMetadata = StringKey("error.photo.metadata")
    /// A metadata library cannot be opened (loaded on first use): %1$@ the library, %2$@ its package, %3$@ why.
    public static let errorPhotoNoLibrary = StringKey("error.photo.no-library")
    /// photos export of a photo without an image file: %@ the photo id.
    public static let errorPhotoNoImage = StringKey("error.photo.no-image")
    /// Help: photos add.
    public static let helpPhotosAdd = StringKey("help.photos.add")
    /// Help: photos export.
    public static let helpPhotosExport = StringKey("help.photos.export")
    /// Help: --recursive of photos add.
    public static let helpPhotosRecursive = StringKey("help.photos.recursive")
    /// Help: --undescribed of photos list.
    public static let helpPhotosUndescribed = StringKey("help.photos.undescribed")
}

// Issue 40: what the photo metadata library reported, in Lector's words.
extension StringKey {
    /// Notice: exiv2 could read only part of a photo file's metadata (a malformed XMP packet); %@ is the file.
    public static let noticePhotoMetadataPartly = StringKey("notice.photo.metadata-partly")
}
