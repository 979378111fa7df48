import Accessibility
import Domain
import Localization

extension ScreenBuilder {
    /// Photo: heading (title); the image (description or title, size and orientation, "no description" when it
    /// has none); Date Taken; the long description and the location when there are (spoken when the listener moves
    /// to them, not with the image); the Tags button with the number of tags; the Favorite switch.
    func photo(_ id: String) throws -> Screen {
        guard let photo = try library.photos.photo(id: id) else { throw ScreenError.missing(.photo(id)) }
        let title = photoTitle(photo)
        let tagCount = try library.photos.tags(ofPhoto: id).count
        let size =
            photo.size.map { size in
                words.formatBoth(
                    .photoImageSizeValue,
                    [.number(size.width), .number(size.height), .text(orientationName(size.orientation))])
            }
            ?? ScreenStrings.Both(
                display: words.text(.photoSizeUnknownValue), speech: words.text(.photoSizeUnknownValue))
        let taken =
            photo.dateTaken.map { words.dateTime($0) }
            ?? ScreenStrings.Both(
                display: words.text(.photoDateUnknownValue), speech: words.text(.photoDateUnknownValue))
        let label = photo.accessibilityLabel.trimmingCharacters(in: .whitespacesAndNewlines)
        let imageValue =
            photo.isUndescribed
            ? ScreenStrings.Both(
                display: "\(words.text(.photosNoDescription)), \(size.display)",
                speech: "\(words.text(.photosNoDescription)), \(size.speech)")
            : size
        var details: [ScreenSection] = []
        if let long = photo.longDescription {
            details.append(
                .element(
                    ScreenElement(
                        AccessibilityElement(
                            label: words.text(.photosFieldLongDescription), value: long, traits: .staticText,
                            identifier: "photo.long-description"))))
        }
        if let location = photo.location {
            details.append(
                .element(
                    ScreenElement(
                        AccessibilityElement(
                            label: words.text(.photosFieldLocation),
                            value: location.decimalText, traits: .staticText,
                            identifier: "photo.location"))))
        }
        let sections: [ScreenSection] =
            [
                heading(title, identifier: "photo.heading"),
                .element(
                    ScreenElement(
                        AccessibilityElement(
                            label: label, value: imageValue.display, traits: .image, identifier: "photo.image"),
                        spokenValue: imageValue.spokenIfDifferent)),
                .element(
                    ScreenElement(
                        AccessibilityElement(
                            label: words.text(.photoDateTakenLabel), value: taken.display, traits: .staticText,
                            identifier: "photo.date-taken"),
                        spokenValue: taken.spokenIfDifferent)),
            ] + details + [
                button(
                    words.text(.photoTagsLabel), value: words.count(.tagsCount, tagCount),
                    hint: words.text(.photoTagsHint),
                    identifier: "photo.tags", action: .open(.photoTags(id))),
                .element(
                    ScreenElement(
                        AccessibilityElement(
                            label: words.text(.photoFavoriteLabel), value: photo.isFavorite ? "1" : "0",
                            traits: [.button, .switchButton], identifier: "photo.favorite"),
                        action: .toggle(.favorite(photo: id)))),
            ]
        return Screen(id: .photo(id), title: title, sections: sections)
    }

    /// The heading of a photo: its title, else its description, else "Untitled photo".
    func photoTitle(_ photo: Photo) -> String {
        let title = photo.title.trimmingCharacters(in: .whitespacesAndNewlines)
        if !title.isEmpty { return title }
        let label = photo.accessibilityLabel.trimmingCharacters(in: .whitespacesAndNewlines)
        return label.isEmpty ? words.text(.screenPhotoUntitledTitle) : label
    }

    /// The words of an orientation.
    func orientationName(_ orientation: PixelSize.Orientation) -> String {
        switch orientation {
        case .landscape: return words.text(.photoOrientationLandscape)
        case .portrait: return words.text(.photoOrientationPortrait)
        case .square: return words.text(.photoOrientationSquare)
        }
    }
}
