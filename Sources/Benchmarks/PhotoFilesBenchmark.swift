import Demo
import Domain
import Foundation

/// The inputs of `photos_add_per_s` (performance.md): small JPEGs carrying an EXIF block (ImageDescription,
/// Orientation, DateTimeOriginal with OffsetTimeOriginal) and an XMP packet (title, alt text), each different.
public enum PhotoFilesBenchmark {
    /// Writes `count` JPEGs named `photo-00000.jpg`… into `folder`; the same files for the same `count`.
    public static func generate(count: Int, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let posix = Locale(identifier: "en_US_POSIX")
        for index in 0..<count {
            let color = RGBColor(red: UInt8(index % 256), green: UInt8((index / 256) % 256), blue: 128)
            let jpeg = [UInt8](JPEGEncoder.solid(width: 64, height: 48, color: color))
            let date = String(
                format: "%04d:%02d:%02d %02d:%02d:%02d", locale: posix, 2000 + index % 25, 1 + index % 12,
                1 + index % 28, index % 24, index % 60, (index * 7) % 60)
            let exif = exifSegment(
                description: "Generated photo number \(index)", date: date, orientation: index % 8 == 5 ? 6 : 1)
            let xmp = xmpSegment(title: "Photo \(index)", altText: "A generated square of colour, number \(index)")
            let file = folder.appendingPathComponent(String(format: "photo-%05d.jpg", locale: posix, index))
            try Data(jpeg.prefix(2) + exif + xmp + jpeg.dropFirst(2)).write(to: file)
        }
    }

    /// An APP1 segment with `Exif\0\0` and a little-endian TIFF block: IFD0 (ImageDescription, Orientation, the
    /// EXIF IFD's offset), then the EXIF IFD (DateTimeOriginal, OffsetTimeOriginal).
    static func exifSegment(description: String, date: String, orientation: Int) -> [UInt8] {
        var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]
        func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16) }
        let descriptionBytes = Array(description.utf8) + [0]
        let dateBytes = Array(date.utf8) + [0]
        let offsetBytes = Array("+01:00".utf8) + [0]
        // IFD0 at 8: 3 entries (2 + 36 + 4 bytes); its data after it; then the EXIF IFD.
        let ifd0Size = 2 + 3 * 12 + 4
        let descriptionOffset = 8 + ifd0Size
        let exifIFDOffset = descriptionOffset + descriptionBytes.count + descriptionBytes.count % 2
        let exifIFDSize = 2 + 2 * 12 + 4
        let dateOffset = exifIFDOffset + exifIFDSize
        let offsetOffset = dateOffset + dateBytes.count
        tiff += u16(3)
        tiff += u16(0x010E) + u16(2) + u32(descriptionBytes.count) + u32(descriptionOffset)
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        tiff += u16(0x8769) + u16(4) + u32(1) + u32(exifIFDOffset)
        tiff += u32(0)
        tiff += descriptionBytes + (descriptionBytes.count % 2 == 1 ? [0] : [])
        tiff += u16(2)
        tiff += u16(0x9003) + u16(2) + u32(dateBytes.count) + u32(dateOffset)
        tiff += u16(0x9011) + u16(2) + u32(offsetBytes.count) + u32(offsetOffset)
        tiff += u32(0)
        tiff += dateBytes + offsetBytes
        let body = Array("Exif\0\0".utf8) + tiff
        return [0xFF, 0xE1] + [UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    /// An APP1 segment with an XMP packet: `dc:title` and `Iptc4xmpCore:AltTextAccessibility`.
    static func xmpSegment(title: String, altText: String) -> [UInt8] {
        let packet = """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"
             xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">
            <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(title)</rdf:li></rdf:Alt></dc:title>
            <Iptc4xmpCore:AltTextAccessibility><rdf:Alt><rdf:li xml:lang="x-default">\(altText)</rdf:li></rdf:Alt></Iptc4xmpCore:AltTextAccessibility>
            </rdf:Description></rdf:RDF></x:xmpmeta>
            <?xpacket end="w"?>
            """
        let body = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(packet.utf8)
        return [0xFF, 0xE1] + [UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }
}
