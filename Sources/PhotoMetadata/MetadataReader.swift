import Core
import Foundation

/// Reads a photo file's metadata: EXIF through libexif, XMP and IPTC through exiv2 (gexiv2), a HEIC's size and
/// EXIF through libheif.
public enum MetadataReader {
    /// The largest file read.
    public static let maximumFileBytes = 256 * 1024 * 1024

    /// Reads the file at `url`.
    public static func read(fileAt url: URL) throws(MetadataError) -> PhotoMetadata {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .file(path: url.path, failure: FileFailure(error))
        }
        return try read(data, path: url.path)
    }

    /// Reads image bytes; `path` names them in errors.
    public static func read(_ data: Data, path: String) throws(MetadataError) -> PhotoMetadata {
        guard data.count <= maximumFileBytes else {
            throw .file(path: path, failure: .tooLarge(limit: maximumFileBytes))
        }
        do {
            return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws(MetadataError) -> PhotoMetadata in
                try read(bytes, path: path)
            }
        } catch let error as MetadataError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer, path: String) throws(MetadataError) -> PhotoMetadata {
        _ = LibraryMessages.take()
        defer { _ = LibraryMessages.take() }
        var metadata = PhotoMetadata()
        var exif: ExifBlock?
        var headerSize: MetadataSize?
        let isHEIF = HEIFContainer.isHEIF(bytes)
        if isHEIF {
            let container = try HEIFContainer(bytes: bytes, path: path)
            headerSize = container.size
            exif = container.exif.flatMap { block in block.withUnsafeBytes { ExifBlock(bytes: $0) } }
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            exif = ExifBlock(bytes: bytes)
        }
        let exiv2 = try Exiv2Metadata(bytes: bytes, path: path)
        if headerSize == nil { headerSize = exiv2.pixelSize }

        // Title: XMP dc:title, else IPTC ObjectName.
        metadata.title = exiv2.languageAlternative("Xmp.dc.title") ?? exiv2.string("Iptc.Application2.ObjectName")

        // Description: the accessibility alt text, else the caption by the MWG rules.
        if let altText = exiv2.languageAlternative("Xmp.iptc.AltTextAccessibility") {
            metadata.description = altText
            metadata.descriptionSource = .altText
        } else {
            let captions = MWGCaptions(
                exif: exif?.imageDescription ?? (exif == nil ? exiv2.string("Exif.Image.ImageDescription") : nil),
                xmp: exiv2.languageAlternative("Xmp.dc.description"),
                iptc: exiv2.string("Iptc.Application2.Caption"),
                iptcDigestMatches: try IPTCDigest.matches(bytes, path: path))
            if let (text, source) = captions.reconciled() {
                metadata.description = text
                metadata.descriptionSource = source
            }
        }
        metadata.longDescription = exiv2.languageAlternative("Xmp.iptc.ExtDescrAccessibility")

        // Date taken.
        metadata.dateTaken =
            exif?.dateTimeOriginal
            ?? exiv2.string("Xmp.exif.DateTimeOriginal").flatMap(MetadataDate.init(parsing:))
            ?? exiv2.string("Xmp.photoshop.DateCreated").flatMap(MetadataDate.init(parsing:))

        // Size with the orientation (HEIF's container size already has its own rotation).
        let orientation = exif?.orientation ?? 1
        metadata.orientation = orientation
        metadata.pixelSize = isHEIF ? headerSize : headerSize?.oriented(orientation)

        metadata.location =
            exif?.location
            ?? XMPCoordinates.point(
                latitude: exiv2.string("Xmp.exif.GPSLatitude"), longitude: exiv2.string("Xmp.exif.GPSLongitude"))
        metadata.userComment = exif?.userComment
        metadata.isPartlyUnreadable = LibraryMessages.take().contains { $0.isError }
        return metadata
    }
}
