import Benchmarks
import Domain
import Foundation
import Screens
import TestSupport
import Testing

/// Long lists are read a page at a time, by keyset next to a cached page.
@Suite struct PagedRowsTests {
    static func generatedLibrary(_ count: Int) throws -> Library {
        let library = try DemoLibrary.empty()
        try GeneratedCollection.insertPhotos(count: count, into: library)
        return library
    }

    @Test func walkingForwardReadsOnePagePerPageSize() throws {
        let library = try Self.generatedLibrary(1_000)
        let screen = try ScreenFixture.builder(library, pageSize: 50).build(.photos, state: ScreenState())
        #expect(screen.stopCount == 1 + 1_000 + 1)
        guard case .list(let list) = screen.sections[1], let rows = list.rows as? PagedRows<Photo> else {
            Issue.record("the photos are not paged")
            return
        }
        let expected = try library.photos.photos(.all, offset: 0, limit: 1_000).map { ElementID.photosRow($0.id) }
        var seen: [ElementID] = []
        for index in 1...1_000 { seen.append(try screen.stop(at: index).element.identifier) }
        #expect(seen == expected)
        #expect(rows.pagesRead == 20)
    }

    @Test func theEndIsReadFromTheEndAndBackwardsByKeyset() throws {
        let library = try Self.generatedLibrary(1_000)
        let screen = try ScreenFixture.builder(library, pageSize: 64).build(.photos, state: ScreenState())
        let all = try library.photos.photos(.all, offset: 0, limit: 1_000)
        #expect(try screen.stop(at: 1_000).element.identifier == .photosRow(all[999].id))
        #expect(try screen.stop(at: 1_000).context == .listEnd)
        for index in stride(from: 999, through: 1, by: -1) {
            #expect(try screen.stop(at: index).element.identifier == .photosRow(all[index - 1].id))
        }
    }

    @Test func aRowIsLocatedByItsIdentifier() throws {
        let library = try Self.generatedLibrary(500)
        let screen = try ScreenFixture.builder(library, pageSize: 32).build(.photos, state: ScreenState())
        let photo = try #require(try library.photos.photos(.all, offset: 321, limit: 1).first)
        #expect(try screen.index(of: .photosRow(photo.id)) == 322)
        #expect(try screen.index(of: .photosRow("gen-nope")) == nil)
        #expect(throws: ScreenError.stale) { try screen.stop(at: 502) }
    }
}
