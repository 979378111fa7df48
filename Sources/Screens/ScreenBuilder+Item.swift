import Accessibility
import Domain
import Foundation
import Localization

extension ScreenBuilder {
    /// Item: heading (the name); Name, Serial Number and Value fields; Date Created; Category; the photo;
    /// Choose Photo, Remove Photo (dimmed without a photo) and Delete Item.
    func item(_ key: UUID) throws -> Screen {
        guard let item = try library.items.item(id: key) else { throw ScreenError.missing(.item(key)) }
        let money = words.money(item.value)
        let created = words.dateTime(item.dateCreated)
        var photo = AccessibilityElement(
            label: words.text(.itemNoPhotoLabel), traits: .staticText, identifier: ElementID.itemPhoto.text)
        if let image = item.image {
            photo.label = words.format(
                .itemPhotoLabel, .text(item.name), .number(image.size.width), .number(image.size.height))
            photo.traits = .image
        }
        let spokenPhoto = item.image.map {
            words.strings.format(
                .itemPhotoLabel, arguments: [.text(item.name), .number($0.size.width), .number($0.size.height)],
                channel: .speech)
        }
        var remove = AccessibilityElement(
            label: words.text(.itemRemovePhotoLabel), traits: .button, identifier: "item.remove-photo")
        if item.image == nil { remove.traits.insert(.notEnabled) }
        let sections: [ScreenSection] = [
            heading(item.name, identifier: "item.heading"),
            field(words.text(.itemNameLabel), item.name, identifier: "item.name", .itemName(key)),
            field(
                words.text(.itemSerialNumberLabel), item.serialNumber ?? "", identifier: "item.serial-number",
                .itemSerialNumber(key)),
            .element(
                ScreenElement(
                    AccessibilityElement(
                        label: words.text(.itemValueFieldLabel), value: money.display, traits: .textEntry,
                        identifier: "item.value"),
                    spokenValue: money.spokenIfDifferent, action: .edit(.itemValue(key)))),
            .element(
                ScreenElement(
                    AccessibilityElement(
                        label: words.text(.itemDateCreatedLabel), value: created.display, traits: .staticText,
                        identifier: "item.date-created"),
                    spokenValue: created.spokenIfDifferent)),
            adjustable(
                words.text(.itemCategoryLabel), value: categoryName(item.category), identifier: "item.category",
                action: .itemCategory(key)),
            .element(ScreenElement(photo, spokenLabel: spokenPhoto == photo.label ? nil : spokenPhoto)),
            button(
                words.text(.itemChoosePhotoLabel), hint: words.text(.itemChoosePhotoHint),
                identifier: "item.choose-photo",
                action: .edit(.itemPhotoFile(key))),
            .element(ScreenElement(remove, action: item.image == nil ? .none : .removeItemPhoto(key))),
            button(
                words.text(.itemDeleteLabel), hint: words.text(.itemDeleteHint), identifier: "item.delete",
                action: .deleteItem(key)),
        ]
        return Screen(id: .item(key), title: item.name, sections: sections)
    }

    /// A text field stop.
    func field(_ label: String, _ value: String, identifier: ElementID, _ field: TextField) -> ScreenSection {
        .element(
            ScreenElement(
                AccessibilityElement(label: label, value: value, traits: .textEntry, identifier: identifier.text),
                action: .edit(field)))
    }

    /// The words of a category.
    public func categoryName(_ category: Domain.Category) -> String {
        switch category {
        case .electronics: return words.text(.itemCategoryElectronicsValue)
        case .clothing: return words.text(.itemCategoryClothingValue)
        case .book: return words.text(.itemCategoryBookValue)
        case .other: return words.text(.itemCategoryOtherValue)
        }
    }
}
