import Accessibility
import Domain
import Localization

extension ScreenBuilder {
    /// Tags of a photo: heading; every tag as a button, selected when the photo has it; Add Tag.
    func photoTags(_ id: String) throws -> Screen {
        guard let photo = try library.photos.photo(id: id) else { throw ScreenError.missing(.photoTags(id)) }
        let carried = Set(try library.photos.tags(ofPhoto: id).map(Tag.key(for:)))
        let title = words.format(.screenPhotoTagsTitle, .text(photoTitle(photo)))
        let rows = try library.tags.all().map { tag in
            ScreenElement(
                AccessibilityElement(
                    label: tag.name, hint: words.text(.photoTagsRowHint),
                    traits: carried.contains(Tag.key(for: tag.name)) ? [.button, .selected] : .button,
                    identifier: ElementID.photoTagsRow(tag.name).text),
                action: .toggle(.photoTag(photo: id, tag: tag.name)))
        }
        var sections = [heading(title, identifier: "photo-tags.heading")]
        if !rows.isEmpty { sections.append(.list(ListSection(identifier: "photo-tags.list", rows: ArrayRows(rows)))) }
        sections.append(
            button(
                words.text(.photoTagsAddLabel), hint: words.text(.photoTagsAddHint), identifier: "photo-tags.add",
                action: .edit(.newTag(photo: id))))
        return Screen(id: .photoTags(id), title: title, sections: sections)
    }

    /// Tags: heading; every tag with its number of photos; activating one opens its photos.
    func tags() throws -> Screen {
        let rows = try library.tags.all().map { tag in
            let count = words.count(.photosCount, tag.photoCount)
            return ScreenElement(
                AccessibilityElement(
                    label: tag.name, value: count.display, hint: words.text(.tagsRowHint), traits: .button,
                    identifier: ElementID.tagsRow(tag.name).text),
                spokenValue: count.spokenIfDifferent, action: .open(.tag(tag.name)))
        }
        var sections = [heading(words.text(.screenTagsTitle), identifier: "tags.heading")]
        if rows.isEmpty {
            sections.append(note(words.text(.tagsEmpty), identifier: "tags.empty"))
        } else {
            sections.append(.list(ListSection(identifier: "tags.list", rows: ArrayRows(rows))))
        }
        return Screen(id: .tags, title: words.text(.screenTagsTitle), sections: sections)
    }
}
