import Foundation

/// Writes a description into a photo file through exiv2, the way the MWG asks a changer to: every form kept in
/// sync. XMP `Iptc4xmpCore:AltTextAccessibility` and `dc:description` get the text; IPTC `Caption-Abstract` and
/// EXIF `ImageDescription` too when the file already has them (so no stale copy contradicts the new one).
public enum DescriptionWriter {
    /// IIM's limit for `Caption-Abstract`, in bytes.
    static let iptcCaptionLimit = 2000

    /// Writes `text` into the JPEG or PNG at `path`; nil text removes the alt text and the captions.
    public static func write(_ text: String?, toFileAt path: String) throws(MetadataError) {
        let metadata = try Exiv2Metadata(path: path)
        if let text {
            try metadata.setLanguageAlternative("Xmp.iptc.AltTextAccessibility", to: text, path: path)
            try metadata.setLanguageAlternative("Xmp.dc.description", to: text, path: path)
            if metadata.string("Iptc.Application2.Caption") != nil {
                try metadata.set("Iptc.Application2.Caption", to: truncated(text, bytes: iptcCaptionLimit), path: path)
            }
            if metadata.string("Exif.Image.ImageDescription") != nil {
                try metadata.set("Exif.Image.ImageDescription", to: text, path: path)
            }
        } else {
            for tag in [
                "Xmp.iptc.AltTextAccessibility", "Xmp.dc.description", "Iptc.Application2.Caption",
                "Exif.Image.ImageDescription",
            ] {
                metadata.clear(tag)
            }
        }
        try metadata.save(to: path)
    }

    /// The longest prefix of `text` of at most `bytes` UTF-8 bytes, cut at a character boundary.
    static func truncated(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var result = ""
        for character in text {
            guard result.utf8.count + character.utf8.count <= bytes else { break }
            result.append(character)
        }
        return result
    }
}
