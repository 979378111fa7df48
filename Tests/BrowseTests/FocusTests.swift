import Domain
import Foundation
import Screens
import TestSupport
import Testing

@testable import Browse

/// The focus part alone: moving, finding, going back and keeping the focus over rebuilds, with no speech.
@Suite struct FocusTests {
    /// A builder over a fresh demo library, in English and UTC.
    static func builder(_ library: Library, pageSize: Int = 64) throws -> ScreenBuilder {
        let words = ScreenStrings(strings: try NarrationFixture.strings("en"), timeZone: TimeZone(identifier: "UTC")!)
        return ScreenBuilder(library: library, words: words, pageSize: pageSize)
    }

    @Test func nextAndPreviousStopAtTheEdges() throws {
        let builder = try Self.builder(try DemoLibrary.open())
        var focus = Focus(screen: try builder.build(.home, state: ScreenState()))
        #expect(focus.element == "home.heading")
        #expect(focus.move(by: -1) == .boundary)
        #expect(focus.index == 0)
        #expect(focus.move(by: 1) == .moved)
        #expect(focus.element == "home.items")
        #expect(focus.moveToEnd(last: true) == .moved)
        #expect(focus.element == "home.settings")
        #expect(focus.move(by: 1) == .boundary)
        #expect(focus.element == "home.settings")
        #expect(focus.moveToEnd(last: false) == .moved)
        #expect(focus.element == "home.heading")
    }

    @Test func aScreenWithoutStopsIsEmpty() throws {
        var focus = Focus(screen: Screen(id: .home, title: "", sections: []))
        #expect(focus.element == .none)
        #expect(focus.move(by: 1) == .empty)
        #expect(focus.moveToEnd(last: true) == .empty)
        #expect(try focus.stop() == nil)
    }

    @Test func theRotorSkipsToTheNextUnitAndSaysWhenThereIsNone() throws {
        let library = try DemoLibrary.open()
        let builder = try Self.builder(library)
        var focus = Focus(screen: try builder.build(.items, state: ScreenState()))
        #expect(try focus.move(to: .formFields, forward: true) == .moved)
        #expect(focus.element == "items.sort")
        #expect(try focus.move(to: .headings, forward: false) == .moved)
        #expect(focus.element == "items.heading")
        #expect(try focus.move(to: .images, forward: true) == .notFound)
        #expect(focus.element == "items.heading")
    }

    @Test func findWrapsAroundToTheTop() throws {
        let builder = try Self.builder(try DemoLibrary.open())
        var focus = Focus(screen: try builder.build(.home, state: ScreenState()))
        _ = focus.moveToEnd(last: true)
        #expect(try focus.find { $0.element.label == "Photos" } == .moved)
        #expect(focus.element == "home.photos")
        #expect(try focus.find { _ in false } == .notFound)
        #expect(focus.element == "home.photos")
    }

    @Test func backRestoresTheFocusOfTheScreenLeft() throws {
        let builder = try Self.builder(try DemoLibrary.open())
        var focus = Focus(screen: try builder.build(.home, state: ScreenState()))
        _ = focus.move(by: 2)
        #expect(focus.element == "home.photos")
        focus.show(try builder.build(.settings, state: ScreenState()), push: true)
        #expect(focus.screen.id == .settings)
        #expect(focus.backStack == [Focus.Place(screen: .home, element: "home.photos", index: 2)])
        let result1 = try focus.back { try builder.build($0, state: ScreenState()) }
        #expect(result1)
        #expect(focus.screen.id == .home)
        #expect(focus.element == "home.photos")
        let result2 = try focus.back { try builder.build($0, state: ScreenState()) }
        #expect(!result2)
        #expect(focus.screen.id == .home)
    }

    @Test func backSkipsScreensWhoseRecordIsGone() throws {
        let library = try DemoLibrary.open()
        let builder = try Self.builder(library)
        let item = try #require(try library.items.items(sortedBy: .name, offset: 0, limit: 1).first)
        var focus = Focus(screen: try builder.build(.home, state: ScreenState()))
        focus.show(try builder.build(.item(item.id), state: ScreenState()), push: true)
        focus.show(try builder.build(.settings, state: ScreenState()), push: true)
        try library.items.remove(id: item.id)
        let result3 = try focus.back { try builder.build($0, state: ScreenState()) }
        #expect(result3)
        #expect(focus.screen.id == .home)
        #expect(focus.backStack.isEmpty)
    }

    @Test func aRebuildKeepsTheFocusOnTheSameRowWhenItMoves() throws {
        let library = try DemoLibrary.open()
        let builder = try Self.builder(library)
        var state = ScreenState()
        var focus = Focus(screen: try builder.build(.items, state: state))
        _ = focus.move(by: 1)
        let first = focus.element
        #expect(first.itemsRowKey != nil)
        state.itemSort = .value
        try focus.rebuilt(try builder.build(.items, state: state))
        #expect(focus.element == first)
        let result4 = try focus.focus(on: "items.add")
        #expect(result4)
        let result5 = try focus.focus(on: "nothing.here")
        #expect(!result5)
        #expect(focus.element == "items.add")
    }

    @Test func aRebuildWithoutTheElementKeepsTheNearestIndex() throws {
        let library = try DemoLibrary.open()
        let builder = try Self.builder(library)
        var focus = Focus(screen: try builder.build(.home, state: ScreenState()))
        _ = focus.moveToEnd(last: true)
        try focus.rebuilt(
            Screen(id: .home, title: "", sections: [.element(ScreenElement(.init(label: "Only", identifier: "only")))]))
        #expect(focus.index == 0)
        #expect(focus.element == "only")
    }
}
