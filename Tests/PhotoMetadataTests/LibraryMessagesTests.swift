import Foundation
import TestSupport
import Testing

@testable import PhotoMetadata

/// exiv2's and GLib's messages during a read are captured, not printed (issue 40): an error marks the metadata as
/// read in part, and the rest is still read.
@Suite struct LibraryMessagesTests {
    /// `jpeg` with an XMP packet that is not well-formed XML (an unclosed `dc:title`) as its first segment.
    static func withMalformedXMP(_ jpeg: Data) -> Data {
        var packet = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
        packet.append(
            Data(
                ("<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>"
                    + "<rdf:Description><dc:title>broken</rdf:RDF></x:xmpmeta>").utf8))
        let length = packet.count + 2
        var file = Data(jpeg.prefix(2))
        file.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)])
        file.append(packet)
        file.append(jpeg.dropFirst(2))
        return file
    }

    @Test func aMalformedXMPPacketIsReportedAsAPartlyUnreadableRead() throws {
        let jpeg = TestImages.solidJPEG(width: 16, height: 8, red: 10, green: 200, blue: 10)
        let metadata = try MetadataReader.read(Self.withMalformedXMP(jpeg), path: "broken.jpg")
        #expect(metadata.isPartlyUnreadable)
        #expect(metadata.pixelSize == MetadataSize(width: 16, height: 8))
        #expect(LibraryMessages.take().isEmpty, "the read took its messages")
    }

    @Test func aWellFormedFileIsReadWhole() throws {
        let jpeg = TestImages.solidJPEG(width: 16, height: 8, red: 10, green: 200, blue: 10)
        let metadata = try MetadataReader.read(jpeg, path: "fine.jpg")
        #expect(!metadata.isPartlyUnreadable)
    }
}
