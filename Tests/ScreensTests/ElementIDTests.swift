import Domain
import Foundation
import Screens
import TestSupport
import Testing

@Suite struct ElementIDTests {
    @Test func rowIdentifiersReadBackTheirRecord() throws {
        let key = try #require(UUID(uuidString: "6513270E-0000-4000-8000-000000000001"))
        #expect(ElementID.itemsRow(key).text == "items.row.6513270E-0000-4000-8000-000000000001")
        #expect(ElementID.itemsRow(key).itemsRowKey == key)
        #expect(ElementID.photosRow("IMG_0042").text == "photos.row.IMG_0042")
        #expect(ElementID.photosRow("IMG_0042").photosRowID == "IMG_0042")
        #expect(ElementID.photosRow("IMG_0042").itemsRowKey == nil)
        #expect(ElementID("items.row.not-a-key").itemsRowKey == nil)
        #expect(ElementID.itemsRow(key).photosRowID == nil)
    }

    @Test func theFixedIdentifiersAreTheOnesTheScreensUse() throws {
        let library = try DemoLibrary.open()
        let builder = try ScreenFixture.builder(library)
        let (item, _) = try ScreenFixture.firstRecords(library)
        #expect(try builder.build(.item(item.id), state: ScreenState()).index(of: .itemPhoto) != nil)
        var state = ScreenState()
        state.searchText = "market"
        #expect(try builder.build(.search, state: state).index(of: .searchCount) != nil)
        state.searchText = "zzzz"
        #expect(try builder.build(.search, state: state).index(of: .searchNoResults) != nil)
        let settings = try builder.build(.settings, state: ScreenState())
        #expect(try settings.index(of: .setting(.rate)) == 1)
        #expect(ElementID.setting(.locale).text == "settings.locale")
        let tags = try builder.build(.tags, state: ScreenState())
        let tag = try #require(try library.tags.all().first)
        #expect(try tags.index(of: .tagsRow(tag.name)) != nil)
        #expect(try tags.index(of: .none) == nil)
    }

    @Test(arguments: ["home", "items", "item/6513", "photo/IMG_0042", "photo/IMG_0042/tags", "tag/beach", "settings"])
    func anAddressPrintsTheNameItWasParsedFrom(name: String) throws {
        #expect(try #require(ScreenAddress(name)).name == name)
    }

    @Test func completionOffersThePlainScreensTheTagsAndTheIDPrefixes() {
        let names = ScreenAddress.completions(tags: ["beach"])
        #expect(names.contains("tag/beach"))
        #expect(names.suffix(2) == ["item/", "photo/"])
        #expect(names.prefix(ScreenID.plainNames.count) == ArraySlice(ScreenID.plainNames))
    }
}
