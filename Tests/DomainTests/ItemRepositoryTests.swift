import Domain
import Foundation
import TestSupport
import Testing

/// Items: rules, changes, id prefixes and paging in each display order.
@Suite struct ItemRepositoryTests {
    @Test func addTrimsAndChecksTheRules() throws {
        let library = try TestLibrary.make()
        let item = try library.items.add(
            Item(name: "  Lamp  ", value: Money(minorUnits: 1999, currency: "eur"), serialNumber: " "))
        #expect(item.name == "Lamp")
        #expect(item.value.currency == "EUR")
        #expect(item.serialNumber == nil)
        #expect(try library.items.item(id: item.id) == item)

        #expect(throws: ValidationError.emptyName) { try library.items.add(Item(name: "   ")) }
        #expect(throws: ValidationError.nameTooLong(maximum: 200)) {
            try library.items.add(Item(name: String(repeating: "x", count: 201)))
        }
        #expect(throws: ValidationError.negativeValue) {
            try library.items.add(Item(name: "A", value: Money(minorUnits: -1)))
        }
        #expect(throws: ValidationError.invalidCurrency("EURO")) {
            try library.items.add(Item(name: "A", value: Money(minorUnits: 1, currency: "EURO")))
        }
        #expect(throws: LibraryError.alreadyExists(.item, item.key)) { try library.items.add(item) }
    }

    @Test func updateAndRemove() throws {
        let library = try TestLibrary.make()
        var item = try library.items.add(Item(name: "Lamp"))
        item.name = "Desk lamp"
        item.category = .electronics
        #expect(try library.items.update(item).name == "Desk lamp")
        #expect(try library.items.item(id: item.id)?.category == .electronics)
        try library.items.remove(id: item.id)
        #expect(try library.items.item(id: item.id) == nil)
        #expect(throws: LibraryError.notFound(.item, item.key)) { try library.items.remove(id: item.id) }
        #expect(throws: LibraryError.notFound(.item, item.key)) { try library.items.update(item) }
    }

    @Test func anImageIsStoredUnderTheKeyAndRemovedWithItsItem() throws {
        let library = try TestLibrary.make()
        let item = try library.items.add(Item(name: "Camera"))
        let png = TestImages.gradientPNG(width: 4, height: 3, top: (0, 0, 0), bottom: (9, 9, 9))
        let staged = try library.images.stage(data: png, owner: item.key)
        #expect(FileManager.default.fileExists(atPath: staged.temporaryURL.path))
        let stored = try library.items.setImage(staged, forItem: item.id)
        let image = try #require(stored.image)
        #expect(image == ImageInfo(format: .png, size: PixelSize(width: 4, height: 3), byteCount: Int64(png.count)))
        let file = library.images.url(of: image, owner: item.key)
        #expect(file.lastPathComponent == "\(item.key).png")
        #expect(try Data(contentsOf: file) == png)
        #expect(!FileManager.default.fileExists(atPath: staged.temporaryURL.path))
        #expect(try library.images.data(of: image, owner: item.key) == png)

        // Replacing with another format removes the old file.
        let jpeg = TestImages.solidJPEG(width: 16, height: 8, red: 1, green: 2, blue: 3)
        let replaced = try library.items.setImage(library.images.stage(data: jpeg, owner: item.key), forItem: item.id)
        #expect(replaced.image?.format == .jpeg)
        #expect(!FileManager.default.fileExists(atPath: file.path))

        try library.items.remove(id: item.id)
        let names = try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path)
        #expect(names.isEmpty)
    }

    @Test func aStagedImageForAMissingItemIsDiscarded() throws {
        let library = try TestLibrary.make()
        let png = TestImages.gradientPNG(width: 2, height: 2, top: (0, 0, 0), bottom: (0, 0, 0))
        let ghost = UUID()
        let staged = try library.images.stage(data: png, owner: ghost.uuidString)
        #expect(throws: LibraryError.notFound(.item, ghost.uuidString)) {
            try library.items.setImage(staged, forItem: ghost)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.images.folder.path).isEmpty)
    }

    @Test func prefixesOfAtLeastFourCharactersFindOneItem() throws {
        let library = try TestLibrary.make()
        let a = try library.items.add(
            Item(id: #require(UUID(uuidString: "AAAA1111-0000-4000-8000-000000000001")), name: "A"))
        _ = try library.items.add(
            Item(id: #require(UUID(uuidString: "AAAA2222-0000-4000-8000-000000000002")), name: "B"))
        #expect(try library.items.resolve("aaaa1") == a.id)
        #expect(try library.items.resolve(a.key.lowercased()) == a.id)
        #expect(throws: LibraryError.idTooShort(.item, prefix: "AAA", minimum: 4)) { try library.items.resolve("aaa") }
        #expect(
            throws: LibraryError.ambiguousID(
                .item, prefix: "AAAA",
                matches: [
                    "AAAA1111-0000-4000-8000-000000000001", "AAAA2222-0000-4000-8000-000000000002",
                ])
        ) { try library.items.resolve("AAAA") }
        #expect(throws: LibraryError.notFound(.item, "BBBB")) { try library.items.resolve("BBBB") }
    }

    /// Forty items with repeated names, values and dates, so ties are broken by id.
    private func manyItems() throws -> Library {
        let library = try TestLibrary.make()
        try library.transaction {
            for index in 0..<40 {
                try library.items.add(
                    Item(
                        name: ["Lamp", "lamp", "Äpfel", "Zebra", "apple"][index % 5],
                        value: Money(minorUnits: Int64(index % 7) * 100),
                        dateCreated: Date(timeIntervalSince1970: Double(index % 6) * 86_400)))
            }
        }
        return library
    }

    @Test(arguments: ItemSort.allCases)
    func pagesWalkTheWholeOrderInBothDirections(sort: ItemSort) throws {
        let library = try manyItems()
        let all = try library.items.items(sortedBy: sort, offset: 0, limit: 1000)
        #expect(all.count == 40)
        switch sort {
        case .name: #expect(all.map { $0.name.lowercased() }.first == "äpfel")  // folded: apfel < apple
        case .value: #expect(all.map(\.value.minorUnits) == all.map(\.value.minorUnits).sorted(by: >))
        case .date: #expect(all.map(\.dateCreated) == all.map(\.dateCreated).sorted(by: >))
        }
        var forward: [Item] = []
        var page = try library.items.items(sortedBy: sort, from: .start, limit: 7)
        while !page.isEmpty {
            forward += page
            page = try library.items.items(sortedBy: sort, from: .after(page[page.count - 1]), limit: 7)
        }
        #expect(forward == all)
        var backward: [Item] = []
        page = try library.items.items(sortedBy: sort, from: .end, limit: 6)
        while !page.isEmpty {
            backward = page + backward
            page = try library.items.items(sortedBy: sort, from: .before(page[0]), limit: 6)
        }
        #expect(backward == all)
        for (index, item) in all.enumerated() {
            #expect(try library.items.position(of: item, sortedBy: sort) == index)
        }
        #expect(try library.items.items(sortedBy: sort, offset: 35, limit: 10) == Array(all[35...]))
    }
}
