import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// `lector import FILE` of a Flickr response a few photos at a time: the same rows, the same errors at the same
/// places as reading the whole file first, a library left as it was by a bad photo at the very end, and never
/// more of the file or more photos in memory than the limits say.
@Suite struct ImportFileTests {
    /// Small limits, so that even a small file crosses many windows and batches.
    static let small = ImportFile.Limits(chunkBytes: 64, batchSize: 3)

    /// A Flickr response of `count` photos with every kind of field the reader takes (the same for the same
    /// count): string and number ids, HTML in titles and descriptions, unknown dates, built URLs, `o_dims`,
    /// CR LF line ends and non-ASCII text. `last` replaces the last photo.
    static func response(photos count: Int, last: String? = nil) -> String {
        var photos: [String] = []
        for index in 0..<count {
            let id = index % 4 == 0 ? "\(70_000_000 + index)" : "\"\(60_000_000_000 + index)\""
            var fields = ["\"id\": \(id)", "\"title\": \"Photo \(index) &amp; café 東京\""]
            if index % 3 == 0 {
                fields.append("\"description\": {\"_content\": \"Seen at <b>dawn</b> \\u00e9 \(index)\"}")
            }
            if index % 7 == 1 { fields.append("\"datetakenunknown\": \"1\"") }
            fields.append(
                "\"datetaken\": \"20\(10 + index % 14)-0\(1 + index % 9)-1\(index % 10) 0\(index % 10):15:00\"")
            fields.append("\"tags\": \"tag\(index % 11) common \(index % 2 == 0 ? "even" : "odd") common\"")
            if index % 5 == 2 {
                fields.append(
                    "\"server\": \"65535\", \"secret\": \"ab\(index)\", \"o_width\": \"4032\", \"o_height\": 3024")
            } else {
                fields.append(
                    "\"url_z\": \"https://live.staticflickr.com/65535/\(index)_z.jpg\", \"width_z\": \"640\", \"height_z\": 427"
                )
            }
            photos.append("{" + fields.joined(separator: index % 2 == 0 ? ", " : ",\r\n  ") + "}")
        }
        if let last, !photos.isEmpty { photos[photos.count - 1] = last }
        return "{\"photos\": {\"page\": 1, \"pages\": \"1\", \"photo\": [\n  " + photos.joined(separator: ",\n  ")
            + "\n]},\n \"extra\": [1, {\"x\": null}], \"stat\": \"ok\"}\n"
    }

    private func file(_ text: String, _ name: String = "answer.json") throws -> URL {
        let url = try PackagePaths.temporaryDirectory("import-file").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Every row of the library's photos, tags and links, to compare two libraries.
    private func rows(_ library: Library) throws -> [[SQLValue]] {
        let database = try Database(path: library.databaseURL.path, options: .init(readOnly: true))
        return try [
            "SELECT * FROM photos ORDER BY id", "SELECT * FROM tags ORDER BY id",
            "SELECT * FROM photo_tags ORDER BY tag_id, photo_id",
        ].flatMap { try database.query($0).map(\.values) }
    }

    /// The error of reading the whole file first, and of the stream; nil when the file is good.
    private func errors(_ url: URL, format: ImportFormat? = nil) throws -> (whole: ImportError?, streamed: ImportError?)
    {
        var whole: ImportError?
        do {
            _ = try Importer.read(contentsOf: url, file: "answer.json", format: format, imagesFolder: nil)
        } catch {
            whole = error
        }
        var streamed: ImportError?
        do {
            try ImportFile(contentsOf: url, file: "answer.json", format: format, imagesFolder: nil, limits: Self.small)
                .check()
        } catch {
            streamed = error
        }
        return (whole, streamed)
    }

    @Test func aLargeResponseImportsTheSameRowsAsAWholeRead() throws {
        let url = try file(Self.response(photos: 3_000))
        let whole = try TestLibrary.make()
        let expected = try Importer.apply(
            Importer.read(contentsOf: url, file: "a", format: nil, imagesFolder: nil), to: whole)
        let streamed = try TestLibrary.make()
        let input = ImportFile(contentsOf: url, file: "a", format: nil, imagesFolder: nil)
        #expect(try input.write(into: streamed) == expected)
        #expect(!input.wasReadWhole)
        #expect(expected.photos.added == 3_000)
        #expect(try rows(streamed) == rows(whole))
        // The photos were written in the file's order, rows of a batch in one statement or one by one.
        let order = "SELECT rowid, id FROM photos ORDER BY rowid"
        #expect(
            try Database(path: streamed.databaseURL.path, options: .init(readOnly: true)).query(order).map(\.values)
                == Database(path: whole.databaseURL.path, options: .init(readOnly: true)).query(order).map(\.values))
        // Again over what is there: every photo unchanged, in both.
        let again = try ImportFile(contentsOf: url, file: "a", format: .flickr, imagesFolder: nil, limits: Self.small)
            .write(into: streamed)
        #expect(again.photos == .init(added: 0, updated: 0, unchanged: 3_000))
    }

    @Test func anImportIntoALibraryWithoutPhotosWritesWhatOneIntoAnyLibraryWrites() throws {
        let url = try file(Self.response(photos: 600))
        let empty = try TestLibrary.make()
        let report = try ImportFile(contentsOf: url, file: "a", format: nil, imagesFolder: nil, limits: Self.small)
            .write(into: empty)
        // With a photo there already, every photo is looked up first and linked one tag at a time.
        let other = try TestLibrary.make()
        try other.photos.add(Photo(id: "5550001", title: "Already there"))
        let general = try ImportFile(contentsOf: url, file: "a", format: nil, imagesFolder: nil, limits: Self.small)
            .write(into: other)
        try other.photos.remove(id: "5550001")
        #expect(general == report)
        #expect(report.photos.added == 600)
        #expect(try rows(other) == rows(empty))
        // The whole-file path too.
        let whole = try TestLibrary.make()
        let batch = try Importer.read(contentsOf: url, file: "a", format: nil, imagesFolder: nil)
        #expect(try Importer.apply(batch, to: whole) == report)
        #expect(try rows(whole) == rows(empty))
    }

    /// The stream into a library without photos writes its rows with the tables' CHECK constraints not evaluated
    /// and the photos' and links' indexes made after the rows: the rows still keep every constraint, the indexes
    /// hold every row, and the schema is the one a new library has, its indexes in the same order.
    @Test func aStreamIntoAnEmptyLibraryKeepsEveryConstraintAndTheSchema() throws {
        let url = try file(Self.response(photos: 700))
        let library = try TestLibrary.make()
        // The schema's entries, and its indexes in their order (what `.dump` writes them in).
        let schema = "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name"
        let indexes = "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY rowid"
        let fresh = try Database(path: library.databaseURL.path, options: .init(readOnly: true))
        let before = try fresh.query(schema).map(\.values) + fresh.query(indexes).map(\.values)
        let report = try ImportFile(contentsOf: url, file: "a", format: nil, imagesFolder: nil, limits: Self.small)
            .write(into: library)
        #expect(report.photos.added == 700)
        #expect(try library.integrityCheck() == ["ok"])
        let database = try Database(path: library.databaseURL.path, options: .init(readOnly: true))
        #expect(try database.query(schema).map(\.values) + database.query(indexes).map(\.values) == before)
        #expect(try database.query("PRAGMA foreign_key_check").isEmpty)
        let broken = """
            SELECT count(*) FROM photos WHERE is_favorite NOT IN (0, 1)
                OR (image_format IS NOT NULL AND image_format NOT IN ('jpeg', 'png', 'gif', 'webp', 'heic'))
            """
        #expect(try database.query(broken).first?[0] == .integer(0))
        // Every index answers as the table does.
        let links = try database.query("SELECT count(*) FROM photo_tags").first?[0]
        #expect(
            try database.query("SELECT count(*) FROM photo_tags INDEXED BY photo_tags_by_date WHERE tag_id > 0").first?[
                0] == links)
        #expect(
            try database.query("SELECT count(*) FROM photo_tags INDEXED BY photo_tags_by_photo WHERE photo_id > ''")
                .first?[0] == links)
        #expect(
            try database.query("SELECT count(*) FROM photos INDEXED BY photos_by_date WHERE date_taken >= ''").first?[0]
                == .integer(700))
    }

    @Test func theFileIsHeldAWindowAndABatchAtATime() throws {
        let url = try file(Self.response(photos: 4_000))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let input = ImportFile(
            contentsOf: url, file: "a", format: nil, imagesFolder: nil, limits: .init(chunkBytes: 4_096, batchSize: 50))
        let report = try input.write(into: TestLibrary.make())
        #expect(report.photos.added == 4_000)
        #expect(size > 1_000_000)
        #expect(input.largestBatch == 50)
        #expect(input.largestWindowBytes > 0)
        #expect(input.largestWindowBytes < 4 * 4_096)
    }

    @Test func aBadLastPhotoLeavesTheLibraryAsItWasAndSaysWhere() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        let before = try rows(library)
        let text = Self.response(
            photos: 2_000, last: "{\"id\": \"9\", \"title\": \"Last\",\n \"datetaken\": \"2019-13-01 00:00:00\"}")
        let url = try file(text)
        let input = ImportFile(contentsOf: url, file: "answer.json", format: nil, imagesFolder: nil, limits: Self.small)
        let error = try #require(throws: ImportError.self) { try input.write(into: library) }
        #expect(error.problem == .invalidValue(.invalidDate("2019-13-01 00:00:00")))
        #expect(error.path == "$.photos.photo[1999].datetaken")
        // The number of lines, counted in bytes ("\r\n" is one Character of a String).
        let lines = text.utf8.filter { $0 == 0x0A }.count + 1
        #expect(error.position == .init(line: lines - 3, column: 15))
        #expect(error == (try errors(url)).whole)
        #expect(try rows(library) == before)
        #expect(try library.photos.count(.all) == 24)
    }

    @Test func aJSONErrorAfterABadPhotoIsTheOneReported() throws {
        let text = Self.response(photos: 50, last: "{\"id\": \"1\", \"title\": 5}").replacingOccurrences(
            of: "\"stat\": \"ok\"}", with: "\"stat\": \"ok\"")
        let (whole, streamed) = try errors(try file(text))
        #expect(whole?.problem == .syntax(.unexpectedEnd))
        #expect(streamed == whole)
    }

    @Test func aFailingStatAfterThePhotosIsFlickrsMessage() throws {
        let text = Self.response(photos: 20, last: "{\"id\": \"1\", \"title\": 5}")
            .replacingOccurrences(
                of: "\"stat\": \"ok\"", with: "\"code\": 100, \"stat\": \"fail\", \"message\": \"Invalid API Key\"")
        let (whole, streamed) = try errors(try file(text))
        #expect(whole?.problem == .flickrFailure(code: 100, message: "Invalid API Key"))
        #expect(streamed == whole)
    }

    /// Bad answers of every kind: whole and streamed give the same error, problem, path, line and column.
    @Test(arguments: [
        "{\"photos\": {\"photo\": [\n  {\"id\": \"1\", \"title\": \"A\"},\n  {\"id\": \"2\", \"ti",
        "{\"photos\": {\"photo\": [\n  {\"id\": \"1\", \"title\": \"A\"},\n  {\"id\": \"1\", \"title\": \"B\"}\n]}}",
        "{\"photos\": {\"photo\": [{\"id\": \"../x\"}]}}", "{\"photos\": {\"photo\": [1]}}",
        "{\"photos\": {\"photo\": {}}}",
        "{\"photos\": 3, \"stat\": \"ok\"}", "{\"stat\": \"ok\"}", "{\"hello\": 1}", "{}",
        "{\"stat\": 5, \"photos\": {\"photo\": []}}",
        "{\"photos\": {\"photo\": []}, \"stat\": \"maybe\"}",
        "{\"photos\": {\"photo\": []}, \"photos\": {\"photo\": [{\"id\": \"../x\"}]}}",
        "{\"photos\": {\"photo\": [{\"id\": \"1\"}], \"photo\": [{}]}}",
        "{\"photos\": {\"photo\": [{\"id\": \"1\", \"tags\": \"a b\"}]}} x",
        "{\"photos\": {\"photo\": [{\"id\": \"1\", \"width_z\": -1, \"url_z\": \"u\", \"height_z\": 2}]}}",
        "{\"photos\": {\"photo\": [{\"id\": \"1\", \"id\": \"2\"}, {\"id\": \"2\"}]}}",
        "jsonFlickrApi({\"photos\": {\"photo\": [\n{\"id\": \"1\", \"title\": 5}]}})",
        "{\"format\": \"lector\", \"version\": 9, \"photos\": {\"photo\": []}}",
        "{\"photos\": {\"photo\": []}, \"format\": \"lector\", \"version\": 9}",
        "[{\"name\": \"A\",}]", "\u{FEFF}{\"photos\": {\"photo\": [{\"id\": \"\\ud800\"}]}}",
        "{\"photos\": {\"photo\": [{\"id\": \"1\", \"title\": \"\u{7}\"}]}}",
        "\r\n\r{\"photos\":\r{\"photo\":\r\n[{\"id\":\"1\"},\r{\"id\":\"1\"}]}}",
    ])
    func badAnswersFailWithTheWholeReadsError(_ text: String) throws {
        let (whole, streamed) = try errors(try file(text))
        #expect(whole != nil)
        #expect(streamed == whole)
    }

    @Test func mutatedAnswersFailOrImportTheSameWay() throws {
        let original = Array(Self.response(photos: 12).utf8)
        var generator = SeededGenerator(seed: 2020)
        let interesting: [UInt8] = Array("{}[]\",:0123456789.-etrufalsn\\ \n\r".utf8) + [0xFF, 0xC3]
        for _ in 0..<250 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator) ?? 0x20
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting.randomElement(using: &generator) ?? 0x20, at: index)
                }
            }
            let url = try PackagePaths.temporaryDirectory("import-file-mutated").appendingPathComponent("answer.json")
            try Data(bytes).write(to: url)
            let (whole, streamed) = try errors(url, format: [nil, .flickr].randomElement(using: &generator) ?? nil)
            #expect(streamed == whole, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test(arguments: [
        "flickr/interesting-page.json", "flickr/markup-page.json", "flickr/stat-fail.json", "lootlogger/inventory.json",
        "lootlogger/inventory.plist",
    ])
    func fixturesImportAsBefore(_ name: String) throws {
        let url = TestLibrary.fixtures.appendingPathComponent(name)
        let whole = try TestLibrary.make()
        let streamed = try TestLibrary.make()
        let expected: Result<ImportReport, ImportError>
        do {
            expected = .success(
                try Importer.apply(
                    Importer.read(contentsOf: url, file: name, format: nil, imagesFolder: nil), to: whole))
        } catch let error as ImportError {
            expected = .failure(error)
        }
        let input = ImportFile(contentsOf: url, file: name, format: nil, imagesFolder: nil, limits: Self.small)
        do {
            #expect(Result<ImportReport, ImportError>.success(try input.write(into: streamed)) == expected)
        } catch let error as ImportError {
            #expect(Result<ImportReport, ImportError>.failure(error) == expected)
        }
        #expect(try rows(streamed) == rows(whole))
        #expect(input.wasReadWhole == name.hasPrefix("lootlogger"))
    }

    @Test func aLectorExportIsReadWholeEvenWhenItsFormatComesLast() throws {
        let text = #"{"photos": [{"id": "p1", "title": "One"}], "version": 1, "format": "lector"}"#
        let library = try TestLibrary.make()
        let input = ImportFile(
            contentsOf: try file(text), file: "a.json", format: nil, imagesFolder: nil, limits: Self.small)
        let report = try input.write(into: library)
        #expect(report.format == .lector)
        #expect(input.wasReadWhole)
        #expect(try library.photos.photo(id: "p1")?.title == "One")
    }

    @Test func anUnreadableFileIsTheWholeReadsError() throws {
        let missing = try PackagePaths.temporaryDirectory("import-file").appendingPathComponent("missing.json")
        let (whole, streamed) = try errors(missing)
        #expect(whole?.problem == .unreadable(.notFound))
        #expect(streamed == whole)
    }
}
