import Core
import Domain
import Foundation
import Testing

/// Bad input stops the import before anything is written, and says where.
@Suite struct MalformedImportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let format: ImportFormat?
        let line: Int?
        let path: String?
        let problem: ImportError.Problem
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "truncated JSON", text: "{\n \"photos\": {\n  \"photo\": [\n   {\"id\": \"1\"", format: nil, line: 4,
            path: nil,
            problem: .syntax(.unexpectedEnd)),
        Case(
            name: "stray character", text: "[\n  {\"name\": \"A\",}\n]", format: .lootlogger, line: 2, path: nil,
            problem: .syntax(.unexpectedCharacter("}"))),
        Case(
            name: "wrong type",
            text:
                "[\n {\"name\": \"A\", \"valueInDollars\": \"ten\", \"dateCreated\": 1, \"itemKey\": \"6513270E-269E-0D37-F2A7-4DE452E6B438\"}\n]",
            format: nil, line: 2, path: "$[0].valueInDollars", problem: .wrongType(expected: .number, found: .string)),
        Case(
            name: "missing field",
            text:
                "[\n {\"valueInDollars\": 1, \"dateCreated\": 1, \"itemKey\": \"6513270E-269E-0D37-F2A7-4DE452E6B438\"}\n]",
            format: nil, line: 2, path: "$[0]", problem: .missingField("name")),
        Case(
            name: "duplicate id",
            text: """
                {"stat": "ok", "photos": {"photo": [
                  {"id": "1", "title": "a"},
                  {"id": "1", "title": "b"}
                ]}}
                """, format: nil, line: 3, path: "$.photos.photo[1]",
            problem: .duplicateID("1", firstPath: "$.photos.photo[0]", firstPosition: .init(line: 2, column: 3))),
        Case(
            name: "bad date",
            text: "{\"photos\": {\"photo\": [{\"id\": \"7\", \"datetaken\": \"2019-13-01 00:00:00\"}]}}",
            format: nil, line: 1, path: "$.photos.photo[0].datetaken",
            problem: .invalidValue(.invalidDate("2019-13-01 00:00:00"))),
        Case(
            name: "negative value",
            text:
                "[{\"name\": \"A\", \"valueInDollars\": -1, \"dateCreated\": 1, \"itemKey\": \"6513270E-269E-0D37-F2A7-4DE452E6B438\"}]",
            format: nil, line: 1, path: "$[0].valueInDollars", problem: .invalidValue(.negativeValue)),
        Case(
            name: "not an object", text: "[1]", format: .lootlogger, line: 1, path: "$[0]",
            problem: .wrongType(expected: .object, found: .number)),
        Case(name: "unknown content", text: "{\"hello\": 1}", format: nil, line: 1, path: "$", problem: .unknownFormat),
        Case(
            name: "photo id unusable as a file name", text: "{\"photos\": {\"photo\": [{\"id\": \"../x\"}]}}",
            format: nil,
            line: 1, path: "$.photos.photo[0].id", problem: .invalidValue(.invalidPhotoID("../x"))),
        Case(
            name: "strict category in Lector files",
            text: """
                {"format": "lector", "version": 1, "items": [{"id": "6513270E-269E-0D37-F2A7-4DE452E6B438", "name": "A",
                 "value": {"minorUnits": 1, "currency": "USD"}, "dateCreated": "2024-01-01T00:00:00Z", "category": "toys"}]}
                """, format: nil, line: 2, path: "$.items[0].category", problem: .invalidValue(.unknownCategory("toys"))
        ),
        Case(
            name: "newer Lector export", text: "{\"format\": \"lector\", \"version\": 9}", format: nil, line: 1,
            path: "$.version", problem: .unsupportedVersion(9)),
    ]

    @Test(arguments: cases)
    func stopsAndNamesThePlace(_ testCase: Case) throws {
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Array(testCase.text.utf8), file: "input.json", format: testCase.format)
        }
        #expect(error.problem == testCase.problem)
        #expect(error.position?.line == testCase.line)
        #expect(error.path == testCase.path)
        #expect(error.location.hasPrefix("input.json:"))
    }

    @Test func aFailedImportLeavesTheLibraryFileByteIdentical() throws {
        let folder = try TestLibrary.make().folder  // created, closed
        let database = folder.appendingPathComponent(Library.databaseName)
        let before = try Data(contentsOf: database)
        let bad = """
            {"stat": "ok", "photos": {"photo": [{"id": "1", "title": "a", "tags": "x"}, {"id": "2", "title": 5}]}}
            """
        do {
            let library = try Library(folder: folder, creating: .empty)
            #expect(throws: ImportError.self) {
                try Importer.apply(Importer.read(Array(bad.utf8), file: "bad.json", format: nil), to: library)
            }
        }
        #expect(try Data(contentsOf: database) == before)
        let wal = folder.appendingPathComponent("library.sqlite-wal")
        let walBytes = FileManager.default.fileExists(atPath: wal.path) ? try Data(contentsOf: wal) : Data()
        #expect(walBytes.isEmpty)
    }

    @Test func aFailureInsideTheTransactionRollsEverythingBack() throws {
        let library = try TestLibrary.make()
        try TestLibrary.importFixture("flickr/interesting-page.json", into: library)
        // A photo image that is not an image fails after the records before it were written.
        let folder = try TestLibrary.make().folder.appendingPathComponent("images-in")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("X.png"))
        let archive = """
            {"format": "lector", "version": 1, "photos": [
              {"id": "new-1", "title": "one"},
              {"id": "new-2", "title": "two", "image": {"file": "X.png", "format": "png", "width": 1, "height": 1, "bytes": 13}}
            ]}
            """
        let batch = try Importer.read(Array(archive.utf8), file: "a.json", format: nil, imagesFolder: folder)
        let error = try #require(throws: ImportError.self) { try Importer.apply(batch, to: library) }
        #expect(error.problem == .image(.unsupported(path: folder.appendingPathComponent("X.png").path)))
        #expect(try library.photos.count(.all) == 24)
        #expect(try library.photos.photo(id: "new-1") == nil)
        let staged = try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path)
        #expect(staged.isEmpty)
    }

    @Test func unknownLootLoggerCategoryBecomesOtherWithANotice() throws {
        let text = """
            [{"name": "Kite", "valueInDollars": 12, "dateCreated": "2024-03-01T10:00:00+01:00",
              "itemKey": "9531985D-5D9D-C9F8-1818-E811892F902B", "category": "toys"}]
            """
        let batch = try Importer.read(Array(text.utf8), file: "kite.json", format: nil)
        #expect(batch.items.first?.item.category == .other)
        #expect(batch.items.first.map { Timestamp.iso8601($0.item.dateCreated) } == "2024-03-01T09:00:00.000Z")
        #expect(
            batch.notices == [.unknownCategory("toys", path: "$[0].category", position: .init(line: 2, column: 66))])
    }

    @Test func xmlPropertyListsImportToo() throws {
        let items: [[String: Any]] = [
            [
                "name": "Lamp", "valueInDollars": 30, "dateCreated": Date(timeIntervalSinceReferenceDate: 730_978_200),
                "itemKey": "D23F0824-128B-2F33-0C5C-7FD0A6A3A450", "category": "other",
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: items, format: .xml, options: 0)
        let batch = try Importer.read([UInt8](data), file: "items.plist", format: nil)
        let item = try #require(batch.items.first?.item)
        #expect(item.name == "Lamp")
        #expect(item.value.minorUnits == 3000)
        #expect(Timestamp.iso8601(item.dateCreated) == "2024-03-01T09:30:00.000Z")

        let wrong: [[String: Any]] = [
            [
                "name": "Lamp", "valueInDollars": Data([1]), "dateCreated": Date(),
                "itemKey": "D23F0824-128B-2F33-0C5C-7FD0A6A3A450",
            ]
        ]
        let wrongData = try PropertyListSerialization.data(fromPropertyList: wrong, format: .xml, options: 0)
        let error = try #require(throws: ImportError.self) {
            try Importer.read([UInt8](wrongData), file: "items.plist", format: nil)
        }
        #expect(error.problem == .wrongType(expected: .number, found: .data))
        #expect(error.path == "$[0].valueInDollars")
        #expect(error.position == nil)
    }

    /// Dates of XML property lists are read by Lector's reader as Foundation's writer (the reference) writes them:
    /// leap days, centuries, before 2001 and after.
    @Test(arguments: [-3_155_673_600.0, -31_622_400.0, 0, 4_838_400, 730_978_200, 3_155_760_000, 9_999_999_999])
    func xmlPropertyListDatesReadAsFoundationWritesThem(_ seconds: Double) throws {
        let items: [[String: Any]] = [
            [
                "name": "Lamp", "valueInDollars": 30, "dateCreated": Date(timeIntervalSinceReferenceDate: seconds),
                "itemKey": "D23F0824-128B-2F33-0C5C-7FD0A6A3A450",
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: items, format: .xml, options: 0)
        let item = try #require(try Importer.read([UInt8](data), file: "items.plist", format: nil).items.first?.item)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        #expect(
            Timestamp.iso8601(item.dateCreated) == formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
        )
    }

    /// A damaged XML property list is an error at its line and column (libxml2's for bad XML, the element's for a
    /// plist rule), where Foundation's reader gave none.
    @Test(arguments: [
        (
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n  <dict><key>name</key></dict>\n</array>\n</plist>\n",
            4, 9
        ),
        (
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n  <integer>12x</integer>\n</array>\n</plist>\n",
            4, 3
        ),
        (
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n  <date>2024-13-01T00:00:00Z</date>\n</array>\n</plist>\n",
            4, 3
        ),
    ])
    func aDamagedXMLPropertyListIsAnErrorAtItsPlace(_ text: String, _ line: Int, _ column: Int) throws {
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Array(text.utf8), file: "items.plist", format: .lootlogger)
        }
        #expect(error.position == SourcePosition(line: line, column: column))
        guard case .propertyList = error.problem else {
            Issue.record("expected a property-list problem, got \(error.problem)")
            return
        }
    }

    @Test(arguments: ["garbage", "truncated"])
    func brokenBinaryPropertyListIsReported(kind: String) throws {
        let fixture = try Data(contentsOf: TestLibrary.fixtures.appendingPathComponent("lootlogger/inventory.plist"))
        let bytes = kind == "garbage" ? Array("bplist00garbage".utf8) : Array(fixture.prefix(fixture.count / 2))
        let error = try #require(throws: ImportError.self) {
            try Importer.read(bytes, file: "items.plist", format: nil)
        }
        #expect(error.file == "items.plist")
        guard case .propertyList = error.problem else {
            Issue.record("expected a property-list problem, got \(error.problem)")
            return
        }
    }
}
