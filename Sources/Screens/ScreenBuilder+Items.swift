import Accessibility
import Domain
import Foundation
import Localization

extension ScreenBuilder {
    /// Items: heading, the item rows (paged), Add Item, and the sort control.
    func items(sort: ItemSort) throws -> Screen {
        let repository = library.items
        let count = try repository.count()
        var sections = [heading(words.text(.screenItemsTitle), identifier: "items.heading")]
        if count == 0 {
            sections.append(note(words.text(.itemsEmpty), identifier: "items.empty"))
        } else {
            let rows = PagedRows<Item>(
                count: count, traits: .button, pageSize: pageSize,
                anchored: { anchor, limit in try repository.items(sortedBy: sort, from: anchor, limit: limit) },
                offset: { offset, limit in try repository.items(sortedBy: sort, offset: offset, limit: limit) },
                locate: { identifier in
                    guard let id = identifier.itemsRowKey, let item = try repository.item(id: id)
                    else { return nil }
                    return try repository.position(of: item, sortedBy: sort)
                },
                row: { item in itemRow(item, identifier: .itemsRow(item.id)) },
                cells: { item in itemCells(item) })
            let columns = [
                StringKey.itemNameLabel, .itemValueFieldLabel, .itemCategoryLabel, .itemDateCreatedLabel,
                .itemSerialNumberLabel,
            ].map { words.both($0) }
            sections.append(.list(ListSection(identifier: "items.list", rows: rows, columns: columns)))
        }
        sections.append(
            button(
                words.text(.itemsAddLabel), hint: words.text(.itemsAddHint), identifier: "items.add",
                action: .edit(.newItem)))
        sections.append(
            adjustable(words.text(.itemsSortLabel), value: sortName(sort), identifier: "items.sort", action: .itemSort))
        return Screen(id: .items, title: words.text(.screenItemsTitle), sections: sections)
    }

    /// An item in a list: its name, its value as money, "Opens the item."
    func itemRow(_ item: Item, identifier: ElementID) -> ScreenElement {
        let money = words.money(item.value)
        return ScreenElement(
            AccessibilityElement(
                label: item.name, value: money.display, hint: words.text(.itemsRowHint), traits: .button,
                identifier: identifier.text),
            spokenValue: money.spokenIfDifferent, action: .open(.item(item.id)))
    }

    /// An item's cells in the inventory table: name, value, category, date created, serial number (empty when
    /// it has none).
    func itemCells(_ item: Item) -> [ScreenStrings.Both] {
        let category = categoryName(item.category)
        return [
            ScreenStrings.Both(display: item.name, speech: item.name), words.money(item.value),
            ScreenStrings.Both(display: category, speech: category), words.dateTime(item.dateCreated),
            ScreenStrings.Both(display: item.serialNumber ?? "", speech: item.serialNumber ?? ""),
        ]
    }

    /// The words of a sort order.
    func sortName(_ sort: ItemSort) -> String {
        switch sort {
        case .name: return words.text(.itemsSortByNameValue)
        case .value: return words.text(.itemsSortByValueValue)
        case .date: return words.text(.itemsSortByDateValue)
        }
    }
}
