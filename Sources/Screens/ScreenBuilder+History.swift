import Accessibility
import Domain
import Localization

extension ScreenBuilder {
    /// History: the last utterances, newest first, each static text in its own language; focus on the newest.
    func history(_ lines: [HistoryLine]) -> Screen {
        let title = words.text(.screenHistoryTitle)
        var sections = [heading(title, identifier: "history.heading")]
        if lines.isEmpty {
            sections.append(note(words.text(.historyEmpty), identifier: "history.empty"))
            return Screen(id: .history, title: title, sections: sections)
        }
        let rows = lines.enumerated().map { index, line in
            ScreenElement(
                AccessibilityElement(
                    label: line.text, traits: .staticText, identifier: ElementID.historyRow(index + 1).text,
                    language: line.language == words.strings.language ? nil : line.language))
        }
        sections.append(.list(ListSection(identifier: "history.list", rows: ArrayRows(rows))))
        return Screen(id: .history, title: title, sections: sections, initialFocus: 1)
    }

    /// Search: the search field; for a text, how many results and the results (items, then photos).
    func search(_ text: String) throws -> Screen {
        let title = words.text(.screenSearchTitle)
        var sections = [
            heading(title, identifier: "search.heading"),
            .element(
                ScreenElement(
                    AccessibilityElement(
                        label: words.text(.searchFieldLabel), value: text, hint: words.text(.searchFieldHint),
                        traits: .searchField, identifier: "search.field"),
                    action: .edit(.search))),
        ]
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return Screen(id: .search, title: title, sections: sections)
        }
        let results = try library.search(text)
        let total = results.items.count + results.photos.count
        if total == 0 {
            sections.append(note(words.text(.searchNoResults), identifier: .searchNoResults))
            return Screen(id: .search, title: title, sections: sections)
        }
        let count = words.count(.searchResultsCount, total)
        sections.append(
            .element(
                ScreenElement(
                    AccessibilityElement(
                        label: count.display, traits: .staticText, identifier: ElementID.searchCount.text),
                    spokenLabel: count.spokenIfDifferent)))
        let rows =
            results.items.map { itemRow($0, identifier: .searchItem($0.id)) }
            + results.photos.map { photoRow($0, identifier: .searchPhoto($0.id)) }
        sections.append(.list(ListSection(identifier: "search.list", rows: ArrayRows(rows))))
        return Screen(id: .search, title: title, sections: sections)
    }
}
