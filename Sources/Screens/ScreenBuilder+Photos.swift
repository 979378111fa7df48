import Accessibility
import Domain
import Localization

extension ScreenBuilder {
    /// Photos (or the photos of one tag): heading, the photos as a list (paged), and the filter control.
    func photos(id: ScreenID, filter: PhotoFilter) throws -> Screen {
        let repository = library.photos
        let count = try repository.count(filter)
        let title: String
        var spokenTitle: String?
        if case .tag(let name) = id {
            // A filled template: its reading is spoken (ar بِـ, which espeak-ng reads "b" unvowelled).
            let both = words.formatBoth(.screenTagTitle, [.text(name)])
            title = both.display
            spokenTitle = both.spokenIfDifferent
        } else {
            title = words.text(.screenPhotosTitle)
        }
        var sections = [heading(title, spoken: spokenTitle, identifier: "photos.heading")]
        if count == 0 {
            sections.append(note(words.text(.photosEmpty), identifier: "photos.empty"))
        } else {
            let rows = PagedRows<Photo>(
                count: count, traits: [.image, .button], pageSize: pageSize,
                anchored: { anchor, limit in try repository.photos(filter, from: anchor, limit: limit) },
                offset: { offset, limit in try repository.photos(filter, offset: offset, limit: limit) },
                locate: { identifier in
                    guard let id = identifier.photosRowID, let photo = try repository.photo(id: id)
                    else { return nil }
                    return try repository.position(of: photo, in: filter)
                },
                row: { photo in photoRow(photo, identifier: .photosRow(photo.id)) },
                cells: { photo in try photoCells(photo) })
            let columns = [StringKey.photosColumnTitle, .photoDateTakenLabel, .photoTagsLabel].map { words.both($0) }
            sections.append(.list(ListSection(identifier: "photos.list", rows: rows, columns: columns)))
        }
        if id == .photos {
            sections.append(
                adjustable(
                    words.text(.photosFilterLabel), value: filterName(filter), spokenValue: spokenFilterName(filter),
                    identifier: "photos.filter", action: .photoFilter))
        }
        return Screen(id: id, title: title, sections: sections)
    }

    /// A photo's cells in the photo table: title, date taken, tags (each empty when it has none).
    func photoCells(_ photo: Photo) throws -> [ScreenStrings.Both] {
        let tags = try library.photos.tags(ofPhoto: photo.id)
        return [
            ScreenStrings.Both(display: photo.title, speech: photo.title),
            photo.dateTaken.map { words.date($0) } ?? ScreenStrings.Both(display: "", speech: ""),
            ScreenStrings.Both(
                display: words.formatter.list(tags, channel: .display),
                speech: words.formatter.list(tags, channel: .speech)),
        ]
    }

    /// A photo in a list: its description or title (maybe empty), "Favorite", and for an untitled photo its
    /// date taken and size, so it never speaks as silence.
    func photoRow(_ photo: Photo, identifier: ElementID) -> ScreenElement {
        let label = photo.accessibilityLabel.trimmingCharacters(in: .whitespacesAndNewlines)
        var display: [String] = []
        var speech: [String] = []
        if photo.isFavorite {
            display.append(words.text(.photosFavoriteValue))
            speech.append(words.strings.text(.photosFavoriteValue, channel: .speech))
        }
        if photo.isUndescribed {
            display.append(words.text(.photosNoDescription))
            speech.append(words.strings.text(.photosNoDescription, channel: .speech))
        }
        if label.isEmpty, let taken = takenText(photo) {
            display.append(taken.display)
            speech.append(taken.speech)
        }
        let value = display.isEmpty ? nil : display.joined(separator: words.text(.listValueSeparator))
        let spoken = speech.joined(separator: words.strings.text(.listValueSeparator, channel: .speech))
        return ScreenElement(
            AccessibilityElement(
                label: label, value: value, hint: words.text(.photosRowHint), traits: [.image, .button],
                identifier: identifier.text),
            spokenValue: value == nil || spoken == value ? nil : spoken, action: .open(.photo(photo.id)))
    }

    /// "Taken <date>, <w> by <h>" (or the parts that are known).
    private func takenText(_ photo: Photo) -> ScreenStrings.Both? {
        let size = photo.size
        switch (photo.dateTaken, size) {
        case (let date?, let size?):
            let day = words.date(date)
            return ScreenStrings.Both(
                display: words.strings.format(
                    .photosTakenSizeValue, arguments: [.text(day.display), .number(size.width), .number(size.height)],
                    channel: .display),
                speech: words.strings.format(
                    .photosTakenSizeValue, arguments: [.text(day.speech), .number(size.width), .number(size.height)],
                    channel: .speech))
        case (let date?, nil):
            let day = words.date(date)
            return ScreenStrings.Both(
                display: words.format(.photosTakenValue, .text(day.display)),
                speech: words.strings.format(.photosTakenValue, arguments: [.text(day.speech)], channel: .speech))
        case (nil, let size?):
            return words.formatBoth(.photosSizeValue, [.number(size.width), .number(size.height)])
        case (nil, nil):
            return nil
        }
    }

    /// The words of a photo filter.
    func filterName(_ filter: PhotoFilter) -> String {
        switch filter {
        case .all: return words.text(.photosFilterAllValue)
        case .favorites: return words.text(.photosFilterFavoritesValue)
        case .tag(let name): return words.format(.photosFilterTagValue, .text(name))
        }
    }

    /// The speech form of a tag filter's words (its reading), when it differs from the display.
    func spokenFilterName(_ filter: PhotoFilter) -> String? {
        guard case .tag(let name) = filter else { return nil }
        return words.formatBoth(.photosFilterTagValue, [.text(name)]).spokenIfDifferent
    }
}
