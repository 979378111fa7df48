import Domain
import Foundation
import Testing

/// Photos in display order, filters, tags and their counts.
@Suite struct PhotoAndTagRepositoryTests {
    private func library() throws -> Library {
        let library = try TestLibrary.make()
        try library.transaction {
            for index in 0..<25 {
                let date = index % 5 == 4 ? nil : LocalDateTime(year: 2020, month: 1 + index % 3, day: 1)
                try library.photos.add(
                    Photo(
                        id: String(format: "p%02d", index), title: "Photo \(index)", dateTaken: date,
                        isFavorite: index % 4 == 0))
                try library.photos.tag(
                    photo: String(format: "p%02d", index), with: index % 2 == 0 ? ["Even", "all"] : ["all"])
            }
        }
        return library
    }

    @Test(arguments: [PhotoFilter.all, .favorites, .tag("even"), .tag("ALL")])
    func pagesFollowTheDisplayOrder(filter: PhotoFilter) throws {
        let library = try library()
        let all = try TestLibrary.allPhotos(library, filter)
        #expect(all.count == (try library.photos.count(filter)))
        // Newest first, undated last, ties by id.
        let keys = all.map { ($0.dateTaken?.description ?? "", $0.id) }
        #expect(keys.map(\.0) == keys.map(\.0).sorted(by: >))
        for pair in zip(keys, keys.dropFirst()) where pair.0.0 == pair.1.0 { #expect(pair.0.1 < pair.1.1) }
        #expect(all.last?.dateTaken == nil || filter == .favorites)

        var forward: [Photo] = []
        var page = try library.photos.photos(filter, from: .start, limit: 4)
        while !page.isEmpty {
            forward += page
            page = try library.photos.photos(filter, from: .after(page[page.count - 1]), limit: 4)
        }
        #expect(forward == all)
        var backward: [Photo] = []
        page = try library.photos.photos(filter, from: .end, limit: 3)
        while !page.isEmpty {
            backward = page + backward
            page = try library.photos.photos(filter, from: .before(page[0]), limit: 3)
        }
        #expect(backward == all)
        for (index, photo) in all.enumerated() { #expect(try library.photos.position(of: photo, in: filter) == index) }
    }

    @Test func changingTheDateMovesThePhotoInTagLists() throws {
        let library = try library()
        var photo = try #require(try library.photos.photo(id: "p04"))
        photo.dateTaken = LocalDateTime(year: 2030, month: 1, day: 1)
        try library.photos.update(photo)
        #expect(try library.photos.photos(.tag("even"), from: .start, limit: 1).first?.id == "p04")
        #expect(try library.photos.photos(.all, from: .start, limit: 1).first?.id == "p04")
    }

    @Test func tagsAreUniqueIgnoringCaseAndAccentsAndKeepTheirFirstSpelling() throws {
        let library = try TestLibrary.make()
        try library.tags.add("Café")
        #expect(throws: LibraryError.alreadyExists(.tag, "Café")) { try library.tags.add("cafe") }
        #expect(throws: LibraryError.alreadyExists(.tag, "Café")) { try library.tags.add(" CAFÉ ") }
        try library.photos.add(Photo(id: "x1"))
        #expect(try library.photos.tag(photo: "x1", with: ["CAFE", "new"]) == ["Café", "new"])
        #expect(try library.photos.tags(ofPhoto: "x1") == ["Café", "new"])
        #expect(try library.tags.tag(named: "cafe") == Tag(name: "Café", photoCount: 1))
        #expect(throws: ValidationError.emptyTagName) { try library.tags.add("  ") }
    }

    @Test func renameAndRemove() throws {
        let library = try library()
        try library.tags.rename("even", to: "EVEN")
        #expect(try library.tags.tag(named: "even")?.name == "EVEN")
        try library.tags.add("Other")
        #expect(throws: LibraryError.alreadyExists(.tag, "Other")) { try library.tags.rename("EVEN", to: "other") }
        #expect(throws: LibraryError.notFound(.tag, "nope")) { try library.tags.rename("nope", to: "x") }
        try library.tags.remove("even")
        #expect(try library.tags.tag(named: "even") == nil)
        #expect(try library.photos.tags(ofPhoto: "p00") == ["all"])
        #expect(try library.photos.count(.tag("even")) == 0)
        #expect(throws: LibraryError.notFound(.tag, "even")) { try library.tags.remove("even") }
    }

    @Test func deletingAPhotoKeepsItsTagsAndCountsFollow() throws {
        let library = try library()
        #expect(try library.tags.tag(named: "all")?.photoCount == 25)
        try library.photos.remove(id: "p00")
        try library.photos.untag(photo: "p01", names: ["all", "unknown"])
        #expect(try library.tags.tag(named: "all")?.photoCount == 23)
        #expect(try library.tags.tag(named: "even")?.photoCount == 12)
        #expect(try library.tags.all().map(\.name) == ["all", "Even"])
    }

    @Test func tagPagesWalkByName() throws {
        let library = try TestLibrary.make()
        for name in ["b", "A", "é", "d", "C", "f"] { try library.tags.add(name) }
        let first = try library.tags.tags(from: .start, limit: 4)
        #expect(first.map(\.name) == ["A", "b", "C", "d"])
        #expect(try library.tags.tags(from: .after(first[3]), limit: 4).map(\.name) == ["é", "f"])
        #expect(try library.tags.tags(from: .before(first[2]), limit: 4).map(\.name) == ["A", "b"])
        #expect(try library.tags.tags(from: .end, limit: 2).map(\.name) == ["é", "f"])
    }

    @Test func favoritesAndPrefixes() throws {
        let library = try library()
        try library.photos.setFavorite(true, photo: "p01")
        #expect(try library.photos.photo(id: "p01")?.isFavorite == true)
        #expect(throws: LibraryError.notFound(.photo, "zz")) { try library.photos.setFavorite(true, photo: "zz") }
        try library.photos.add(Photo(id: "p0123"))
        #expect(try library.photos.resolve("p01") == "p01")  // an exact id wins over longer ones
        #expect(try library.photos.resolve("p012") == "p0123")
        #expect(throws: LibraryError.idTooShort(.photo, prefix: "p0", minimum: 4)) { try library.photos.resolve("p0") }
        try library.photos.add(Photo(id: "p0124"))
        #expect(throws: LibraryError.ambiguousID(.photo, prefix: "p012", matches: ["p0123", "p0124"])) {
            try library.photos.resolve("p012")
        }
    }
}
