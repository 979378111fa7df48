import Accessibility
import Foundation
import Localization
import Readers
import Testing

/// UIKit's implicit accessibility applied to a storyboard's objects, and its table per locale.
@Suite struct InterfaceElementBuilderTests {
    static func stops(locale: String? = nil) throws -> [AccessibilityElement] {
        let path = try ReaderFixtures.url("Shop/Base.lproj/Cart.storyboard").path
        let read = try TreeReader(configuration: .init(locale: locale)).read(
            try ReaderFixtures.data("Shop/Base.lproj/Cart.storyboard"), file: path)
        let tree = AccessibilityTree(read.document)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func eachClassGetsItsDefaults() throws {
        let stops = try Self.stops()
        #expect(
            stops.map { $0.label ?? "-" } == [
                "Cart", "Your cart", "trash-icon", "Pay", "Shop logo", "-", "Gift wrap", "Tip", "Details",
            ])
        #expect(stops[0].traits == .header)
        #expect(stops[1].traits == [.staticText, .header])
        #expect(stops[2].traits == .button)
        #expect(stops[3].traits == [.button, .notEnabled])
        #expect(stops[3].hint == "Pays for the items.")
        #expect(stops[3].identifier == "cart.pay")
        #expect(stops[4].traits == .image)
        #expect(stops[5].traits == .textEntry)
        #expect(stops[5].value == "Coupon code")
        #expect(stops[6].traits == [.button, .switchButton])
        #expect(stops[6].value == "1")
        #expect(stops[7].traits == .adjustable)
        #expect(stops[7].value == "25%")
        #expect(stops[8].traits == [])
        // The element names its UIKit class where Interface Builder does: `<switch>`, `<slider>`.
        #expect(stops.map(\.control) == [nil, nil, nil, nil, nil, nil, .switch, .slider, nil])
    }

    @Test func framesAreAbsoluteAndSourcesKept() throws {
        let details = try #require(try Self.stops().last)
        #expect(details.frame == ElementFrame(x: 10, y: 475, width: 100, height: 50))
        #expect(details.source == ElementSource(objectID: "bt4-Ca-rt1", line: 52))
    }

    @Test func theGermanTableApplies() throws {
        let stops = try Self.stops(locale: "de-AT")
        #expect(stops.map { $0.label ?? "-" }.prefix(4) == ["Warenkorb", "Ihr Warenkorb", "trash-icon", "Bezahlen"])
        #expect(stops[3].hint == "Bezahlt die Artikel.")
        #expect(stops[5].value == "Gutscheincode")
    }

    @Test func aCellSpeaksItsContentAsOneElement() throws {
        let read = try TreeReader().read(try ReaderFixtures.data("Row.xib"), file: "Row.xib")
        let tree = AccessibilityTree(read.document)
        #expect(tree.stops.count == 1)
        #expect(tree.nodes[tree.stops[0].node].element.label == "Lamp, $12")
        #expect(read.screens.map(\.name) == ["Row.xib"])
    }

    @Test func imageOnlyButtonsAreTold() throws {
        let document = try InterfaceBuilderReader().read(
            try ReaderFixtures.data("Shop/Base.lproj/Cart.storyboard"), file: "Cart")
        let builder = InterfaceElementBuilder()
        #expect(document.allObjects.filter(builder.isImageOnlyButton).map(\.objectID) == ["bt1-Ca-rt1"])
        #expect(document.objectIDs.contains("ni1-Ca-rt1"))
        #expect(!document.objectIDs.contains("old-Ca-rt1"))
    }

    /// A German table holding only UIKit's titles of the items the fixture uses.
    static let german = Strings(
        tables: [
            StringsTable(
                language: "de",
                entries: [
                    StringsEntry(key: "system-item.cancel.label", value: "Abbrechen"),
                    StringsEntry(key: "system-item.done.label", value: "Fertig"),
                    StringsEntry(key: "system-item.trash.label", value: "Löschen"),
                    StringsEntry(key: "system-item.fast-forward.label", value: "Vorspulen"),
                    StringsEntry(key: "system-item.action.label", value: "Teilen"),
                ])
        ],
        locales: ResolvedLocales(messages: "de", numbers: "de", time: "de", strings: "de", speech: "de"))

    static func systemItemStops(strings: Strings?) throws -> [AccessibilityElement] {
        let data = try ReaderFixtures.data("SystemItems.storyboard")
        let read = try TreeReader(configuration: .init(locale: "de", strings: strings)).read(
            data, file: "SystemItems.storyboard")
        let tree = AccessibilityTree(read.document)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func systemBarItemsHaveUIKitsLocalizedTitlesAndSpacersAreNoStops() throws {
        let stops = try Self.systemItemStops(strings: Self.german)
        #expect(stops.map(\.label) == ["Note", "Abbrechen", "Fertig", "Löschen", "Vorspulen", "Teilen"])
        #expect(stops.dropFirst().allSatisfy { $0.traits == .button })
        #expect(stops[1].source?.objectID == "edB-cn-cl1")
    }

    @Test func withoutStringsASystemItemIsItsNameCapitalized() throws {
        let stops = try Self.systemItemStops(strings: nil)
        #expect(stops.map(\.label) == ["Note", "Cancel", "Done", "Trash", "FastForward", "Action"])
    }

    @Test func aSystemItemIsNeverAnImageOnlyButton() throws {
        let document = try InterfaceBuilderReader().read(try ReaderFixtures.data("SystemItems.storyboard"), file: "S")
        #expect(document.allObjects.filter(InterfaceElementBuilder(strings: Self.german).isImageOnlyButton).isEmpty)
    }
}
