/// The metadata field a photo's description was read from.
public enum DescriptionSource: String, Sendable, Hashable, CaseIterable {
    /// XMP `Iptc4xmpCore:AltTextAccessibility`.
    case altText
    /// EXIF `ImageDescription`.
    case exifImageDescription
    /// XMP `dc:description`.
    case xmpDescription
    /// IPTC IIM `Caption-Abstract`.
    case iptcCaption
}
