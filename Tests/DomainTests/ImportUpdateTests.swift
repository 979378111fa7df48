import Domain
import Foundation
import Testing

/// Tag counts and the date order of tag lists follow re-imports that change dates and tags.
@Suite struct ImportUpdateTests {
    private func flickr(_ photos: [(id: String, date: String, tags: String)]) -> [UInt8] {
        let list = photos.map {
            #"{"id": "\#($0.id)", "title": "t", "datetaken": "\#($0.date)", "tags": "\#($0.tags)"}"#
        }
        return Array(#"{"stat": "ok", "photos": {"photo": [\#(list.joined(separator: ","))]}}"#.utf8)
    }

    private func checkCounts(_ library: Library) throws {
        for tag in try library.tags.all() {
            #expect(tag.photoCount == (try library.photos.count(.tag(tag.name))), "\(tag.name)")
        }
    }

    @Test func datesAndTagsChangedByAReimportKeepListsAndCountsRight() throws {
        let library = try TestLibrary.make()
        try Importer.apply(
            Importer.read(
                flickr([
                    ("1", "2020-01-01 00:00:00", "a b"), ("2", "2020-01-02 00:00:00", "a"),
                    ("3", "2020-01-03 00:00:00", "b"),
                ]), file: "one.json", format: nil), to: library)
        try checkCounts(library)
        #expect(try TestLibrary.allPhotos(library, .tag("a")).map(\.id) == ["2", "1"])
        let report = try Importer.apply(
            Importer.read(
                flickr([
                    ("1", "2020-02-01 00:00:00", "a c"), ("2", "2020-01-02 00:00:00", "a"),
                    ("3", "2020-01-03 00:00:00", "b"),
                ]), file: "two.json", format: nil), to: library)
        #expect(report.photos == .init(added: 0, updated: 1, unchanged: 2))
        #expect(report.tagsAdded == 1)
        #expect(try TestLibrary.allPhotos(library, .tag("a")).map(\.id) == ["1", "2"])
        #expect(try library.photos.tags(ofPhoto: "1") == ["a", "b", "c"])  // Flickr imports add tags, never remove
        try checkCounts(library)
        try library.photos.remove(id: "1")
        try library.photos.untag(photo: "3", names: ["b"])
        try checkCounts(library)
        #expect(try library.tags.tag(named: "b")?.photoCount == 0)
    }

    @Test func aLectorImportReplacesTagsAndCountsFollow() throws {
        let library = try TestLibrary.make()
        try library.photos.add(Photo(id: "p", title: "x"))
        try library.photos.tag(photo: "p", with: ["old", "kept"])
        let archive =
            #"{"format": "lector", "version": 1, "photos": [{"id": "p", "title": "x", "tags": ["kept", "new"]}]}"#
        try Importer.apply(Importer.read(Array(archive.utf8), file: "a.json", format: nil), to: library)
        #expect(try library.photos.tags(ofPhoto: "p") == ["kept", "new"])
        try checkCounts(library)
        #expect(try library.tags.tag(named: "old")?.photoCount == 0)
    }
}
