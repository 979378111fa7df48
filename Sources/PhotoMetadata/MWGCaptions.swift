/// The three places a caption can live, reconciled as the Metadata Working Group's Guidelines for Handling Image
/// Metadata 2.0 (§4.1, "Reading") say, in the form ExifTool's MWG module implements them:
///
/// 1. EXIF `ImageDescription` when it is present and not blank: EXIF cannot be checked for staleness, and an
///    MWG-compliant changer keeps it in sync, so a differing EXIF value is the newer one;
/// 2. else XMP `dc:description`, unless IPTC IIM is present and its stored digest (Photoshop resource 0x0425)
///    differs from the digest of the IIM block, which means a tool that knows only IIM changed it after the
///    XMP was written (then the XMP is stale);
/// 3. else IPTC `Caption-Abstract` (XMP again when the IIM text is a prefix of it: IIM caps captions at 2,000
///    bytes).
struct MWGCaptions {
    /// EXIF `ImageDescription`.
    var exif: String?
    /// XMP `dc:description`.
    var xmp: String?
    /// IPTC `Caption-Abstract`.
    var iptc: String?
    /// Whether the IIM block is unchanged since the digest was stored: true without IIM or without a digest.
    var iptcDigestMatches: Bool

    /// The caption and where it came from; nil when none of the three has text.
    func reconciled() -> (String, DescriptionSource)? {
        if let exif, !exif.allSatisfy({ $0 == " " }) { return (exif, .exifImageDescription) }
        if let xmp, iptc == nil || iptcDigestMatches { return (xmp, .xmpDescription) }
        if let iptc {
            if let xmp, xmp.hasPrefix(iptc) { return (xmp, .xmpDescription) }
            return (iptc, .iptcCaption)
        }
        return nil
    }
}
