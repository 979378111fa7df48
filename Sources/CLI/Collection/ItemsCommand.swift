import Core
import Domain
import Foundation
import Localization

/// `lector items`: the inventory from the command line.
struct ItemsCommand {
    let request: ItemsRequest
    let environment: CollectionEnvironment

    /// Rows read per query when listing.
    static let pageSize = 500

    func run() throws {
        let library = try environment.openLibrary()
        let text = CollectionText(environment)
        let strings = environment.strings
        switch request {
        case .list(let sort, let json):
            try list(library, sort: sort, json: json, text: text)
        case .add(let fields):
            var item = Item(name: fields.name ?? "")
            try apply(fields, to: &item)
            let stored = try environment.write(library) { try library.items.add(item) }
            environment.print(strings.format(.itemsAdded, .text(stored.name), .text(stored.key)))
        case .show(let id, let json):
            let item = try find(id, library)
            if json {
                environment.printJSON(CollectionJSON.item(item))
            } else {
                environment.print(text.details(item).joined(separator: "\n"))
            }
        case .edit(let id, let fields):
            // Only the fields given, read and written in one transaction: another process's edit of other
            // fields is kept.
            let key = try library.items.resolve(id)
            let stored = try environment.write(library) {
                try library.items.update(id: key) { item in try apply(fields, to: &item) }
            }
            environment.print(strings.format(.itemsChanged, .text(stored.name)))
        case .remove(let id):
            let removed = try environment.write(library) {
                let item = try find(id, library)
                try library.items.remove(id: item.id)
                return item
            }
            environment.print(strings.format(.itemsRemoved, .text(removed.name)))
        case .setPhoto(let id, let file):
            let key = try library.items.resolve(id)
            let staged = try library.images.stage(contentsOf: URL(fileURLWithPath: file), owner: key.uuidString)
            let stored = try environment.write(library) { try library.items.setImage(staged, forItem: key) }
            let summary = stored.image.map(text.image) ?? ""
            environment.print(strings.format(.itemsPhotoSet, .text(stored.name), .text(summary)))
        case .clearPhoto(let id):
            let stored = try environment.write(library) {
                try library.items.setImage(nil, forItem: try library.items.resolve(id))
            }
            environment.print(strings.format(.itemsPhotoCleared, .text(stored.name)))
        }
    }

    private func find(_ id: String, _ library: Library) throws -> Item {
        let key = try library.items.resolve(id)
        guard let item = try library.items.item(id: key) else { throw LibraryError.notFound(.item, id) }
        return item
    }

    private func list(_ library: Library, sort: ItemSort, json: Bool, text: CollectionText) throws {
        var values: [JSONValue] = []
        var last: Item?
        var any = false
        while true {
            let page = try library.items.items(
                sortedBy: sort, from: last.map { .after($0) } ?? .start, limit: Self.pageSize)
            if json {
                values += page.map(CollectionJSON.item)
            } else if !page.isEmpty {
                environment.printLines(page.map { text.line($0) })
            }
            any = any || !page.isEmpty
            guard page.count == Self.pageSize else { break }
            last = page.last
        }
        if json {
            environment.printJSON(.list(values))
        } else if !any {
            environment.print(environment.strings.text(.itemsEmpty))
        }
    }

    /// Puts the given fields into `item`; the value's decimals are checked against its currency.
    private func apply(_ fields: ItemFields, to item: inout Item) throws {
        if let name = fields.name { item.name = name }
        if let currency = fields.currency { item.value.currency = currency }
        if let value = fields.value {
            let digits = CurrencyMinorUnits.digits(for: item.value.currency)
            guard let minor = Money.minorUnits(parsing: value, minorDigits: digits) else {
                throw ItemFields.invalidAmount(value, digits: digits, command: .items)
            }
            item.value.minorUnits = minor
        }
        if let serial = fields.serialNumber { item.serialNumber = serial.isEmpty ? nil : serial }
        if let category = fields.category { item.category = category }
    }
}
