import Domain
import Foundation
import Testing

/// What `photos fetch` and `import` read from Flickr answers beyond a saved `photos.photo[]` page: JSONP,
/// `datetakenunknown`, source URLs built from `server` and `secret`, `o_dims` sizes, page counts; and a merge
/// that never erases what the library has.
@Suite struct FlickrAnswerTests {
    private func read(_ text: String, file: String = "answer.json") throws -> ImportBatch {
        try Importer.read(Array(text.utf8), file: file, format: nil)
    }

    private static let full = #"""
        {"photos": {"page": 2, "pages": "7", "photo": [
          {"id": "1", "title": "Pier &amp; gulls", "secret": "aa11", "server": "65535",
           "description": {"_content": "Gulls on the <i>old</i> pier &amp; beach"},
           "datetaken": "2019-08-01 19:45:00", "datetakenunknown": "0", "tags": "pier gulls",
           "url_z": "https://live.staticflickr.com/65535/1_aa11_z.jpg", "width_z": "640", "height_z": "427"}
        ]}, "stat": "ok"}
        """#

    private static let base = #"""
        {"photos": {"photo": [{"id": "1", "title": "Pier &amp; gulls", "secret": "aa11", "server": "65535", "farm": 66}]},
         "stat": "ok"}
        """#

    @Test(arguments: ["jsonFlickrApi(%@)", "jsonp1257632133397(%@);", "  cb.handler (%@) ;\n", "%@"])
    func jsonpWrappersAreRead(_ wrapper: String) throws {
        let batch = try read(wrapper.replacingOccurrences(of: "%@", with: Self.full))
        #expect(batch.photos.map(\.photo.title) == ["Pier & gulls"])
    }

    @Test func anErrorInsideAJSONPWrapperKeepsTheFilesLineAndColumn() throws {
        let text = "jsonFlickrApi({\"photos\": {\"photo\": [\n{\"id\": \"1\", \"title\": 5}]}})"
        let error = try #require(throws: ImportError.self) { try read(text, file: "cb.js") }
        #expect(error.position?.line == 2)
        #expect(error.position?.column == 22)
    }

    @Test func aStatFailInJSONPIsFlickrsMessage() throws {
        let error = try #require(throws: ImportError.self) {
            try read(#"jsonFlickrApi({"stat": "fail", "code": 100, "message": "Invalid API Key"})"#)
        }
        #expect(error.problem == .flickrFailure(code: 100, message: "Invalid API Key"))
    }

    @Test func dateTakenUnknownMeansNoDate() throws {
        let text =
            #"{"photos": {"photo": [{"id": "1", "title": "t", "datetaken": "2013-11-05 10:00:00", "datetakenunknown": "1"}, {"id": "2", "title": "t", "datetaken": "2013-11-05 10:00:00", "datetakenunknown": 0}]}}"#
        let batch = try read(text)
        #expect(batch.photos[0].photo.dateTaken == nil)
        #expect(batch.photos[1].photo.dateTaken?.description == "2013-11-05 10:00:00")
    }

    @Test func withoutAURLExtraTheSourceIsBuiltFromServerAndSecret() throws {
        let batch = try read(Self.base)
        #expect(batch.photos[0].photo.remoteURL == "https://live.staticflickr.com/65535/1_aa11.jpg")
        #expect(batch.photos[0].remoteURLIsDerived)
        let given = try read(Self.full)
        #expect(given.photos[0].photo.remoteURL == "https://live.staticflickr.com/65535/1_aa11_z.jpg")
        #expect(!given.photos[0].remoteURLIsDerived)
        let unsafe = try read(#"{"photos": {"photo": [{"id": "1", "title": "t", "server": "../x", "secret": "s"}]}}"#)
        #expect(unsafe.photos[0].photo.remoteURL == nil)
    }

    @Test func originalDimensionsGiveTheSizeWhenNoURLSizeDoes() throws {
        let batch = try read(
            #"{"photos": {"photo": [{"id": "1", "title": "t", "o_width": "4032", "o_height": "3024"}]}}"#)
        #expect(batch.photos[0].photo.size == PixelSize(width: 4032, height: 3024))
    }

    @Test func aPageSaysWhereItIs() throws {
        let page = try FlickrPage.read(Array(Self.full.utf8), source: "page")
        #expect(page.page == 2)
        #expect(page.pages == 7)
        #expect(page.batch.photos.count == 1)
    }

    @Test func aBaseFieldsAnswerAfterAFullOneErasesNothing() throws {
        let library = try TestLibrary.make()
        try Importer.apply(read(Self.full), to: library)
        let report = try Importer.apply(read(Self.base), to: library)
        #expect(report.photos == .init(added: 0, updated: 0, unchanged: 1))
        let photo = try #require(try library.photos.photo(id: "1"))
        #expect(photo.description == "Gulls on the old pier & beach")
        #expect(photo.dateTaken?.description == "2019-08-01 19:45:00")
        #expect(photo.size == PixelSize(width: 640, height: 427))
        #expect(photo.remoteURL == "https://live.staticflickr.com/65535/1_aa11_z.jpg")
        #expect(try library.photos.tags(ofPhoto: "1") == ["gulls", "pier"])
        // The tag lists keep the stored date's order.
        #expect(try TestLibrary.allPhotos(library, .tag("pier")).map(\.id) == ["1"])
    }

    @Test func aFullAnswerAfterABaseOneFillsAndChangesFields() throws {
        let library = try TestLibrary.make()
        try Importer.apply(read(Self.base), to: library)
        #expect(try library.photos.photo(id: "1")?.remoteURL == "https://live.staticflickr.com/65535/1_aa11.jpg")
        let report = try Importer.apply(read(Self.full), to: library)
        #expect(report.photos == .init(added: 0, updated: 1, unchanged: 0))
        let photo = try #require(try library.photos.photo(id: "1"))
        #expect(photo.description == "Gulls on the old pier & beach")
        #expect(photo.remoteURL == "https://live.staticflickr.com/65535/1_aa11_z.jpg")
        let changed = Self.full.replacingOccurrences(of: "old", with: "new")
        #expect(try Importer.apply(read(changed), to: library).photos.updated == 1)
        #expect(try library.photos.photo(id: "1")?.description == "Gulls on the new pier & beach")
    }

    @Test func aLectorArchiveStillReplacesFields() throws {
        let library = try TestLibrary.make()
        try Importer.apply(read(Self.full), to: library)
        let archive = #"{"format": "lector", "version": 1, "photos": [{"id": "1", "title": "Bare"}]}"#
        try Importer.apply(read(archive), to: library)
        let photo = try #require(try library.photos.photo(id: "1"))
        #expect(photo.description == nil)
        #expect(photo.dateTaken == nil)
    }
}
