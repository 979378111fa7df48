import Foundation
import PhotoMetadata

/// A photo's metadata read from its bytes (EXIF through libexif, XMP and IPTC through exiv2, HEIC through libheif).
enum FuzzPhotos {
    static func metadata(_ bytes: [UInt8]) -> Bool {
        (try? MetadataReader.read(Data(bytes), path: "fuzz.jpg")) != nil
    }
}
