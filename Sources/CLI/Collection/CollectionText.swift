import Domain
import Foundation
import Localization

/// The text output of the collection commands: localized, with money and dates formatted for the display.
struct CollectionText {
    let strings: Strings
    let formatter: ValueFormatter

    init(_ environment: CollectionEnvironment) {
        strings = environment.strings
        formatter = environment.formatter
    }

    // MARK: - Values

    func money(_ money: Money) -> String {
        let digits = CurrencyMinorUnits.digits(for: money.currency)
        var scale = Decimal(1)
        for _ in 0..<digits { scale *= 10 }
        return formatter.money(Decimal(money.minorUnits) / scale, code: money.currency, channel: .display)
    }

    func category(_ category: Domain.Category) -> String {
        switch category {
        case .electronics: return strings.text(.categoryElectronics)
        case .clothing: return strings.text(.categoryClothing)
        case .book: return strings.text(.categoryBook)
        case .other: return strings.text(.categoryOther)
        }
    }

    func date(_ date: Date, includesTime: Bool = false) -> String {
        formatter.date(date, includesTime: includesTime, channel: .display)
    }

    /// A wall-clock date as it states itself, whatever the time zone.
    func date(_ date: LocalDateTime?, includesTime: Bool = false) -> String {
        guard let date else { return strings.text(.photosUndated) }
        return formatter.date(date.date(in: formatter.timeZone), includesTime: includesTime, channel: .display)
    }

    func size(_ size: PixelSize) -> String {
        let orientation: StringKey
        switch size.orientation {
        case .landscape: orientation = .imageLandscape
        case .portrait: orientation = .imagePortrait
        case .square: orientation = .imageSquare
        }
        return strings.format(
            .imageSize, .text(formatter.number(size.width, channel: .display)),
            .text(formatter.number(size.height, channel: .display)), .text(strings.text(orientation)))
    }

    func image(_ image: ImageInfo) -> String {
        strings.format(
            .imageSummary, .text(image.format.rawValue.uppercased()), .text(size(image.size)),
            .text(strings.plural(.imageBytes, count: Int(image.byteCount))))
    }

    /// `Label: value`; the value made safe for the terminal.
    func field(_ key: StringKey, _ value: String?) -> String {
        strings.format(
            .collectionField, .text(strings.text(key)),
            .text(value.map { TerminalText.visible($0) } ?? strings.text(.collectionNone)))
    }

    /// What a message calls a photo: its title, its id when it has none.
    func name(_ photo: Photo) -> String {
        photo.title.isEmpty ? photo.id : photo.title
    }

    // MARK: - Records

    func line(_ item: Item) -> String {
        strings.format(
            .itemsLine, .text(String(item.key.prefix(8))), .text(item.name), .text(money(item.value)),
            .text(category(item.category)), .text(date(item.dateCreated)))
    }

    func details(_ item: Item) -> [String] {
        [
            field(.itemsFieldName, item.name),
            field(.itemsFieldKey, item.key),
            field(.itemsFieldValue, money(item.value)),
            field(.itemsFieldSerialNumber, item.serialNumber),
            field(.itemsFieldCategory, category(item.category)),
            field(.itemsFieldDateCreated, date(item.dateCreated, includesTime: true)),
            field(.itemsFieldPhoto, item.image.map(image) ?? strings.text(.itemsNoPhoto)),
        ]
    }

    func line(_ photo: Photo) -> String {
        strings.format(
            photo.isFavorite ? .photosLineFavorite : .photosLine, .text(photo.id), .text(date(photo.dateTaken)),
            .text(photo.title.isEmpty ? strings.text(.photosUntitled) : photo.title))
    }

    func details(_ photo: Photo, tags: [String]) -> [String] {
        [
            field(.photosFieldID, photo.id),
            field(.photosFieldTitle, photo.title.isEmpty ? nil : photo.title),
            field(.photosFieldDescription, photo.description),
            field(.photosFieldDateTaken, photo.dateTaken.map { date($0, includesTime: true) }),
            field(.photosFieldFavorite, strings.text(photo.isFavorite ? .boolYes : .boolNo)),
            field(.photosFieldTags, tags.isEmpty ? nil : formatter.list(tags, channel: .display)),
            field(.photosFieldSize, photo.size.map(size)),
            field(.photosFieldImage, photo.image.map(image)),
            field(.photosFieldSource, photo.remoteURL),
        ]
            + [
                photo.longDescription.map { field(.photosFieldLongDescription, $0) },
                photo.location.map { field(.photosFieldLocation, $0.decimalText) },
            ].compactMap { $0 }
    }

    func line(_ tag: Tag) -> String {
        strings.format(.tagsLine, .text(tag.name), .text(strings.plural(.photosCount, count: tag.photoCount)))
    }
}
