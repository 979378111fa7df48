/// What a photo file says about itself, read from its EXIF, XMP and IPTC blocks.
///
/// Plain values: no library handle survives the read. Text fields are valid Unicode (bad bytes are replaced),
/// trimmed, and capped at ``PhotoMetadata/maximumTextLength`` characters.
public struct PhotoMetadata: Sendable, Hashable {
    /// XMP `dc:title`, else IPTC `ObjectName`.
    public var title: String?
    /// The short description: the IPTC Alt Text (Accessibility), else the caption reconciled by the MWG rules.
    public var description: String?
    /// Where ``description`` came from.
    public var descriptionSource: DescriptionSource?
    /// IPTC Extended Description (Accessibility): the long description, spoken on request.
    public var longDescription: String?
    /// EXIF `DateTimeOriginal` (with `OffsetTimeOriginal`), else XMP `exif:DateTimeOriginal`, else XMP
    /// `photoshop:DateCreated`.
    public var dateTaken: MetadataDate?
    /// The displayed size: the stored size with the EXIF orientation applied (5–8 swap width and height).
    public var pixelSize: MetadataSize?
    /// EXIF orientation 1–8 (1 when absent or out of range).
    public var orientation: Int
    /// GPS latitude and longitude.
    public var location: GeoPoint?
    /// EXIF `UserComment`, decoded by its character-code header.
    public var userComment: String?
    /// True when exiv2 reported an error while reading (a malformed XMP packet, say): what it could not read was
    /// skipped, and the fields hold the rest.
    public var isPartlyUnreadable = false

    /// The longest text field kept, in characters; longer fields are cut at a character boundary.
    public static let maximumTextLength = 10_000

    /// Metadata with the given fields (all empty by default).
    public init(
        title: String? = nil, description: String? = nil, descriptionSource: DescriptionSource? = nil,
        longDescription: String? = nil, dateTaken: MetadataDate? = nil, pixelSize: MetadataSize? = nil,
        orientation: Int = 1, location: GeoPoint? = nil, userComment: String? = nil
    ) {
        self.title = title
        self.description = description
        self.descriptionSource = descriptionSource
        self.longDescription = longDescription
        self.dateTaken = dateTaken
        self.pixelSize = pixelSize
        self.orientation = orientation
        self.location = location
        self.userComment = userComment
    }
}
