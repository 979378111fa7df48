import Demo
import Domain
import Foundation
import TestSupport
import Testing

/// What reaches the engine is safe (issue 40): over-long phoneme words, regex pronunciations, imported settings
/// and pronunciations, secrets in exports, and the photo metadata library's messages, through the built binary.
@Suite(.serialized) struct EngineSafetyEndToEndTests {
    /// 360 phonemes in one word: libespeak-ng 1.51 crashes (SIGSEGV) on it; from 238 it is silent.
    static let crashingPhonemes = String(repeating: "t", count: 360)

    /// A Lector export with the given `settings` and `pronunciations` members.
    static func archive(settings: String = "{}", pronunciations: String = "[]") -> Data {
        Data(
            """
            {"format": "lector", "version": 1, "items": [], "photos": [], "tags": [],
             "settings": \(settings),
             "pronunciations": \(pronunciations)}
            """.utf8)
    }

    static func importing(_ archive: Data, name: String) throws -> (ProcessOutcome, URL, URL) {
        let (folder, library) = try CollectionProcess.workspace(name)
        let file = folder.appendingPathComponent("archive.json")
        try archive.write(to: file)
        _ = try CollectionProcess.lector(["--empty", "tags", "list"], library: library)
        return (try CollectionProcess.lector(["import", file.path], library: library), library, file)
    }

    // MARK: - Phonemes

    @Test func anOverLongPhonemeWordIsRefusedWhenAdded() throws {
        let (_, library) = try CollectionProcess.workspace("phonemes-add")
        let add = try CollectionProcess.lector(
            ["--empty", "pronounce", "add", "zork", "--espeak", Self.crashingPhonemes], library: library)
        #expect(add.status == 64)
        #expect(add.standardError.contains("longer than 100 characters"), "\(add.standardError)")
        let ipa = try CollectionProcess.lector(
            ["pronounce", "add", "zork", "--ipa", Self.crashingPhonemes], library: library)
        #expect(ipa.status == 64)
        #expect(try CollectionProcess.lector(["pronounce", "list"], library: library).output.isEmpty)
    }

    @Test func anOverLongPhonemeWordIsRefusedWhenImported() throws {
        let (outcome, library, file) = try Self.importing(
            Self.archive(
                pronunciations: """
                    [{"pattern": "zork", "kind": "espeak", "replacement": "\(Self.crashingPhonemes)", "language": "en"}]
                    """),
            name: "phonemes-import")
        #expect(outcome.status == 2)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("lector: \(file.path):3:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("$.pronunciations[0]"))
        #expect(outcome.standardError.contains("zork"))
        #expect(try CollectionProcess.lector(["pronounce", "list"], library: library).output.isEmpty)
    }

    /// A library that holds an over-long entry already (written before the check existed) speaks the word as
    /// written; the engine never sees the phonemes.
    @Test func anOverLongPhonemeWordInTheLibraryIsSpokenAsWritten() throws {
        let (_, folder) = try CollectionProcess.workspace("phonemes-stored")
        do {
            let library = try Library(folder: folder, creating: .empty)
            try library.pronunciations.add(
                PronunciationRecord(pattern: "zork", kind: .espeak, replacement: Self.crashingPhonemes, language: "en"))
        }
        let wav = folder.deletingLastPathComponent().appendingPathComponent("zork.wav")
        let spoken = try CollectionProcess.lector(
            ["--output", "wav:\(wav.path)", "speak", "Say zork now."], library: folder)
        #expect(spoken.status == 0, "\(spoken.standardError)")
        let ssml = try CollectionProcess.lector(["--output", "ssml", "speak", "Say zork now."], library: folder)
        #expect(ssml.output.contains("zork"))
        #expect(!ssml.output.contains("[["))
    }

    @Test func aHundredThousandCharacterWordIsSpoken() throws {
        let (folder, library) = try CollectionProcess.workspace("long-word")
        let wav = folder.appendingPathComponent("word.wav")
        let word = String(repeating: "ab", count: 50_000)
        let outcome = try CollectionProcess.lector(
            ["--empty", "--output", "wav:\(wav.path)", "speak", word], library: library)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    // MARK: - Regex pronunciations

    @Test func aNestedQuantifierRegexMatchesInLinearTime() throws {
        let (_, library) = try CollectionProcess.workspace("regex")
        let add = try CollectionProcess.lector(
            ["--empty", "pronounce", "add", "(a+)+b", "--say", "bee", "--match", "regex"], library: library)
        #expect(add.status == 0, "\(add.standardError)")
        let miss = try CollectionProcess.lector(
            ["--output", "text", "speak", String(repeating: "a", count: 40)], library: library)
        #expect(miss.status == 0)
        let hit = try CollectionProcess.lector(["--output", "ssml", "speak", "aaab"], library: library)
        #expect(hit.output.contains("<sub alias=\"bee\">aaab</sub>"), "\(hit.output)")
        let backreference = try CollectionProcess.lector(
            ["pronounce", "add", "(a)\\1", "--say", "x", "--match", "regex"], library: library)
        #expect(backreference.status == 64)
        #expect(backreference.standardError.contains("\\1"), "\(backreference.standardError)")
    }

    // MARK: - Imported settings

    @Test(arguments: [
        (#"{"speech.rate": "99999"}"#, "speech.rate", "80–900"),
        (#"{"speech.bogus": "1"}"#, "speech.bogus", "no setting"),
        (#"{"speech.verbosity": "chatty"}"#, "speech.verbosity", "brief, normal, verbose"),
    ])
    func anInvalidImportedSettingIsAnErrorNamingTheKey(settings: String, key: String, mention: String) throws {
        let (outcome, library, file) = try Self.importing(Self.archive(settings: settings), name: "settings")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("lector: \(file.path):2:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(key))
        #expect(outcome.standardError.contains(mention), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        let export = try CollectionProcess.lector(["export"], library: library)
        #expect(!export.output.contains(key), "the library is unchanged")
    }

    // MARK: - Secrets

    @Test func exportLeavesTheFlickrKeyOut() throws {
        let (outcome, library, _) = try Self.importing(
            Self.archive(settings: #"{"flickr.api-key": "SECRET-KEY-123", "speech.rate": "200"}"#), name: "secret")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let export = try CollectionProcess.lector(["export"], library: library)
        #expect(export.status == 0)
        #expect(!export.output.contains("SECRET-KEY-123"))
        #expect(!export.output.contains("flickr.api-key"))
        #expect(export.output.contains("speech.rate"))
    }

    // MARK: - Photo metadata library messages

    /// A JPEG whose XMP packet is not well-formed XML: exiv2 reports "XMP Toolkit error 201", which GLib printed
    /// as `CRITICAL **` on the user's standard error.
    static func malformedXMPJPEG() -> Data {
        let jpeg = JPEGEncoder.solid(width: 8, height: 8, color: RGBColor(red: 200, green: 20, blue: 20))
        var packet = Data("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
        packet.append(
            Data(
                ("<?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?><x:xmpmeta xmlns:x='adobe:ns:meta/'>"
                    + "<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'><rdf:Description>"
                    + "<dc:title>broken</rdf:RDF></x:xmpmeta>").utf8))
        let length = packet.count + 2
        var file = Data(jpeg.prefix(2))
        file.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)])
        file.append(packet)
        file.append(jpeg.dropFirst(2))
        return file
    }

    @Test func malformedXMPBecomesOneNoticeAndNoLibraryMessage() throws {
        let (folder, library) = try CollectionProcess.workspace("xmp")
        let photo = folder.appendingPathComponent("broken.jpg")
        try Self.malformedXMPJPEG().write(to: photo)
        let outcome = try CollectionProcess.lector(["--empty", "photos", "add", photo.path], library: library)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("CRITICAL"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("XMP Toolkit"))
        #expect(!outcome.standardError.contains("**"))
        #expect(outcome.standardError.contains("\(photo.path): part of the photo’s metadata is damaged"))
        let quiet = try CollectionProcess.lector(
            ["-q", "photos", "add", Self.writeCopy(of: photo, in: folder).path], library: library)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
    }

    /// A copy with different content (so it is not a duplicate).
    private static func writeCopy(of photo: URL, in folder: URL) throws -> URL {
        var data = try Data(contentsOf: photo)
        data.append(0)
        let copy = folder.appendingPathComponent("broken-2.jpg")
        try data.write(to: copy)
        return copy
    }
}
