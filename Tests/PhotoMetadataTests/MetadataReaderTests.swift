import Foundation
import TestSupport
import Testing

@testable import PhotoMetadata

/// Metadata read through libexif and exiv2 from JPEGs written by exiftool (a reference peer), compared with what
/// `exiftool -json` reads from the same file.
@Suite struct MetadataReaderTests {
    /// A 16 × 8 JPEG in a fresh folder, with `arguments` written into it by exiftool.
    static func photo(_ arguments: [String]) throws -> URL {
        let folder = try PackagePaths.temporaryDirectory("metadata")
        let file = folder.appendingPathComponent("photo.jpg")
        try TestImages.solidJPEG(width: 16, height: 8, red: 200, green: 40, blue: 40).write(to: file)
        if !arguments.isEmpty {
            let outcome = try ProcessRunner.run(
                "/usr/bin/exiftool", ["-q", "-overwrite_original"] + arguments + [file.path])
            try #require(outcome.status == 0, "exiftool: \(outcome.standardError)")
        }
        return file
    }

    /// What exiftool reads: tag name → value, numbers as numbers (`-n`).
    static func exiftool(_ file: URL, _ tags: [String]) throws -> [String: Any] {
        let outcome = try ProcessRunner.run("/usr/bin/exiftool", ["-json", "-n"] + tags.map { "-" + $0 } + [file.path])
        let list = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [[String: Any]])
        return try #require(list.first)
    }

    @Test func exifXMPAndIPTCFieldsMatchExiftool() throws {
        let file = try Self.photo([
            "-EXIF:DateTimeOriginal=2024:05:06 07:08:09", "-EXIF:OffsetTimeOriginal=+02:00",
            "-XMP-dc:Title=Harbour at dawn", "-IPTC:ObjectName=Harbour at dawn",
            "-XMP-iptcCore:AltTextAccessibility=Fishing boats, one red, moored in a calm harbour",
            "-XMP-iptcCore:ExtDescrAccessibility=Five boats; the red one nearest, nets piled on its deck.",
            "-XMP-dc:Description=Harbour, 2024", "-GPSLatitude=59.9139", "-GPSLatitudeRef=N",
            "-GPSLongitude=10.7522", "-GPSLongitudeRef=E", "-EXIF:Orientation#=6",
        ])
        let metadata = try MetadataReader.read(fileAt: file)
        let reference = try Self.exiftool(
            file,
            [
                "XMP-dc:Title", "AltTextAccessibility", "ExtDescrAccessibility", "GPSLatitude", "GPSLongitude",
                "DateTimeOriginal", "OffsetTimeOriginal", "ImageWidth", "ImageHeight", "Orientation",
            ])
        #expect(metadata.title == reference["Title"] as? String)
        #expect(metadata.description == reference["AltTextAccessibility"] as? String)
        #expect(metadata.descriptionSource == .altText)
        #expect(metadata.longDescription == reference["ExtDescrAccessibility"] as? String)
        let latitude = try #require(reference["GPSLatitude"] as? Double)
        let longitude = try #require(reference["GPSLongitude"] as? Double)
        #expect(abs((metadata.location?.latitude ?? 0) - latitude) < 1e-6)
        #expect(abs((metadata.location?.longitude ?? 0) - longitude) < 1e-6)
        #expect(reference["DateTimeOriginal"] as? String == "2024:05:06 07:08:09")
        #expect(
            metadata.dateTaken
                == MetadataDate(year: 2024, month: 5, day: 6, hour: 7, minute: 8, second: 9, utcOffsetMinutes: 120))
        // Orientation 6 turns the 16 × 8 frame upright: 8 × 16.
        #expect(reference["Orientation"] as? Int == 6)
        #expect(
            metadata.pixelSize
                == MetadataSize(
                    width: reference["ImageHeight"] as? Int ?? 0, height: reference["ImageWidth"] as? Int ?? 0))
    }

    @Test func withoutAltTextTheCaptionFollowsTheMWGRulesAsExiftoolsMWGModuleDoes() throws {
        let file = try Self.photo([
            "-EXIF:ImageDescription=From EXIF", "-XMP-dc:Description=From XMP", "-IPTC:Caption-Abstract=From IPTC",
        ])
        let metadata = try MetadataReader.read(fileAt: file)
        let reference = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-use", "MWG", "-s3", "-MWG:Description", file.path])
        #expect(metadata.description == reference.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(metadata.descriptionSource == .exifImageDescription)
    }

    @Test func xmpWinsOverIPTCWhenNoEXIFCaptionAndTheDigestMatches() throws {
        // exiftool writes a matching IPTC digest; the XMP caption is then current.
        let file = try Self.photo(["-XMP-dc:Description=From XMP", "-IPTC:Caption-Abstract=From IPTC"])
        let metadata = try MetadataReader.read(fileAt: file)
        let reference = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-use", "MWG", "-s3", "-MWG:Description", file.path])
        #expect(metadata.description == "From XMP")
        #expect(metadata.description == reference.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func iptcWinsWhenItsDigestSaysTheXMPIsStale() throws {
        let file = try Self.photo(["-XMP-dc:Description=Old XMP", "-IPTC:Caption-Abstract=Old IPTC"])
        // A change by an IIM-only tool: the caption changes, the stored digest does not.
        let changed = try ProcessRunner.run(
            "/usr/bin/exiftool",
            ["-q", "-overwrite_original", "-IPTC:Caption-Abstract=New IPTC", "-IPTCDigest=", file.path])
        try #require(changed.status == 0)
        let stale = try ProcessRunner.run(
            "/usr/bin/exiftool",
            ["-q", "-overwrite_original", "-IPTCDigest=00112233445566778899aabbccddeeff", file.path])
        try #require(stale.status == 0)
        let metadata = try MetadataReader.read(fileAt: file)
        let reference = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-use", "MWG", "-s3", "-MWG:Description", file.path])
        #expect(metadata.description == "New IPTC")
        #expect(metadata.description == reference.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func xmpDateCreatedIsTheDateWhenThereIsNoEXIFDate() throws {
        let file = try Self.photo(["-XMP-photoshop:DateCreated=2003:08:31"])
        #expect(try MetadataReader.read(fileAt: file).dateTaken == MetadataDate(year: 2003, month: 8, day: 31))
    }

    // MARK: - Hostile metadata

    @Test func invalidUTF8IsReadAsLatin1NotDropped() throws {
        let file = try Self.photo([])
        // exiftool writes the bytes as given with -b from a file.
        let raw = file.deletingLastPathComponent().appendingPathComponent("raw.bin")
        try Data([0x43, 0x61, 0x66, 0xE9, 0x20, 0xFF]).write(to: raw)
        let outcome = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-q", "-overwrite_original", "-EXIF:ImageDescription<=\(raw.path)", file.path])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let metadata = try MetadataReader.read(fileAt: file)
        #expect(metadata.description == "Café ÿ")
    }

    @Test func aHugeCaptionIsCapped() throws {
        let file = try Self.photo([])
        let raw = file.deletingLastPathComponent().appendingPathComponent("huge.txt")
        try Data(String(repeating: "long words ", count: 1_200).utf8).write(to: raw)
        let outcome = try ProcessRunner.run(
            "/usr/bin/exiftool", ["-q", "-overwrite_original", "-XMP-dc:Description<=\(raw.path)", file.path])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let metadata = try MetadataReader.read(fileAt: file)
        #expect(metadata.description?.count == PhotoMetadata.maximumTextLength)
    }

    @Test(arguments: [
        ("ASCII header, UTF-8 body", Array("ASCII\0\0\0".utf8) + Array("äöüß".utf8), "äöüß"),
        ("undefined header, UTF-8 body", [UInt8](repeating: 0, count: 8) + Array("äöüß".utf8), "äöüß"),
        ("UNICODE header, odd byte count", Array("UNICODE\0".utf8) + [0x41, 0x00, 0x42], "AB"),
        ("too short for a header", Array("hi".utf8), "hi"),
    ])
    func userCommentHeadersThatLieAreSurvived(_ name: String, _ bytes: [UInt8], _ expected: String) {
        #expect(MetadataText.userComment(bytes, bigEndian: false) == expected, "\(name)")
    }

    @Test func bytesThatAreNoImageAreAnErrorNamingTheFile() throws {
        let error = #expect(throws: MetadataError.self) {
            try MetadataReader.read(Data("not an image".utf8), path: "notes.jpg")
        }
        #expect(error?.path == "notes.jpg")
    }

    @Test func anAltTextWrittenIsReadBackByExiftool() throws {
        let file = try Self.photo(["-IPTC:Caption-Abstract=Old caption"])
        try DescriptionWriter.write("A red square, written by Lector, with a comma", toFileAt: file.path)
        let reference = try Self.exiftool(file, ["AltTextAccessibility", "XMP-dc:Description", "Caption-Abstract"])
        #expect(reference["AltTextAccessibility"] as? String == "A red square, written by Lector, with a comma")
        #expect(reference["Description"] as? String == "A red square, written by Lector, with a comma")
        #expect(reference["Caption-Abstract"] as? String == "A red square, written by Lector, with a comma")
    }

    /// exiv2 reads a leading `type=WORD ` of an XMP text as its type, so such an alt text (typed, imported or fetched)
    /// once failed every `photos export` of its photo (issue 40): it is written as it is, and read back so by exiftool
    /// and by Lector.
    @Test(arguments: ["type=Foo bar", "type=Bag", "type=\"Seq\" x", "type=", "type=Struct rest", "lang=x-default y"])
    func anAltTextThatLooksLikeAnExiv2TypeIsWrittenAsItIs(_ text: String) throws {
        let file = try Self.photo([])
        try DescriptionWriter.write(text, toFileAt: file.path)
        let reference = try Self.exiftool(file, ["AltTextAccessibility", "XMP-dc:Description"])
        #expect(reference["AltTextAccessibility"] as? String == text)
        #expect(reference["Description"] as? String == text)
        let read = try MetadataReader.read(try Data(contentsOf: file), path: file.path)
        #expect(read.description == text)
    }

    @Test func anErrorAboutACopyNamesTheOriginal() {
        let copy = "/library/tmp/F00/photo-1.jpg"
        let error = MetadataError.unreadable(
            path: copy, reason: "\(copy): The file contains data of an unknown image type"
        )
        .naming("/library/images/A.jpg", for: copy)
        #expect(error.path == "/library/images/A.jpg")
        #expect(error.reason == "/library/images/A.jpg: The file contains data of an unknown image type")
    }
}
