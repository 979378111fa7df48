import Accessibility
import Domain
import Foundation
import Screens
import TestSupport
import Testing

/// The lazy stops of every screen agree with the materialized tree (`inspect --json`).
@Suite struct ScreenTreeTests {
    static func everyScreen(_ library: Library) throws -> [ScreenID] {
        let (item, photo) = try ScreenFixture.firstRecords(library)
        return [
            .home, .items, .item(item.id), .photos, .photo(photo.id), .photoTags(photo.id), .tags, .tag("beach"),
            .search, .history, .settings,
        ]
    }

    @Test func lazyStopsMatchTheMaterializedTree() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library, pageSize: 5)
        var state = ScreenState()
        state.searchText = "a"
        state.history = [HistoryLine(text: "One.", language: "en"), HistoryLine(text: "Two.", language: "en")]
        for id in try Self.everyScreen(library) {
            let screen = try builder.build(id, state: state)
            let tree = AccessibilityTree(roots: try screen.roots())
            let lazy = try ScreenFixture.stops(screen)
            #expect(tree.stops.count == lazy.count, "\(id.name)")
            for (stop, stopped) in zip(tree.stops, lazy) {
                #expect(tree.nodes[stop.node].element == stopped.element.element, "\(id.name) \(stopped.index)")
                #expect(stop.context == stopped.context, "\(id.name) \(stopped.index)")
            }
            #expect(!lazy.isEmpty)
        }
    }

    @Test func identifiersAreUniqueAndFoundAgain() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library, pageSize: 4)
        for id in try Self.everyScreen(library) {
            let screen = try builder.build(id, state: ScreenState())
            let stops = try ScreenFixture.stops(screen)
            let identifiers = stops.map(\.element.identifier)
            #expect(Set(identifiers).count == identifiers.count, "\(id.name)")
            for stop in stops {
                #expect(
                    try screen.index(of: stop.element.identifier) == stop.index, "\(id.name) \(stop.element.identifier)"
                )
            }
        }
    }

    @Test(arguments: ["home", "items", "photos", "tags", "search", "history", "settings"])
    func plainNamesParse(name: String) throws {
        let address = try #require(ScreenAddress(name))
        let library = try DemoLibrary.empty()
        #expect(try address.resolve(in: library).name == name)
    }

    @Test func namesWithIDsResolvePrefixes() throws {
        let library = try DemoLibrary.open()
        let (item, photo) = try ScreenFixture.firstRecords(library)
        #expect(try ScreenAddress("item/\(item.key.prefix(6))")?.resolve(in: library) == .item(item.id))
        #expect(try ScreenAddress("photo/\(photo.id)")?.resolve(in: library) == .photo(photo.id))
        #expect(try ScreenAddress("photo/\(photo.id.prefix(8))/tags")?.resolve(in: library) == .photoTags(photo.id))
        #expect(try ScreenAddress("tag/BEACH")?.resolve(in: library) == .tag("beach"))
        #expect(throws: LibraryError.self) { try ScreenAddress("tag/nothing")?.resolve(in: library) }
        for bad in ["", "item", "item/", "photo//tags", "nowhere", "tags/x/y/z"] {
            #expect(ScreenAddress(bad) == nil, "\(bad)")
        }
    }
}
