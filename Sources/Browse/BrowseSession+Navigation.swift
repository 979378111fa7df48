import Accessibility
import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// `next` / `previous`: the following or preceding stop; at an end the boundary earcon and the same element
    /// again (`narration.md` §3).
    func move(by step: Int) throws {
        guard screen.stopCount > 0 else { return try announceFocus() }
        let target = focus + step
        guard target >= 0, target < screen.stopCount else { return try announceFocus(earcon: .boundary) }
        focus = target
        try announceFocus()
    }

    /// `first` / `last`: announced again without an earcon when already there.
    func moveToEnd(last: Bool) throws {
        guard screen.stopCount > 0 else { return try announceFocus() }
        focus = last ? screen.stopCount - 1 : 0
        try announceFocus()
    }

    /// The next or previous stop of a rotor unit; none: the no-element earcon and "Not found.".
    func move(to unit: RotorUnit, forward: Bool) throws {
        if unit == .all { return try move(by: forward ? 1 : -1) }
        guard let found = try search(from: focus, forward: forward, wrap: false, byTraits: true, where: { Self.matches($0, unit) })
        else { return try say(.navNotFound, earcon: .noElement) }
        focus = found
        try announceFocus()
    }

    /// `find TEXT`: the next element whose description contains the text (case and accents ignored),
    /// continuing from the top.
    func find(_ text: String) throws {
        let needle = SortKey.folded(text.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return try say(.navNotFound, earcon: .noElement) }
        let found = try search(from: focus, forward: true, wrap: true) { element in
            let described = try? self.narrator.describe(element.speechElement, context: .none)
            let spoken = described?.description.textForm(capitals: .none) ?? ""
            let shown = [element.element.label, element.element.value].compactMap { $0 }.joined(separator: " ")
            return SortKey.folded(spoken).contains(needle) || SortKey.folded(shown).contains(needle)
        }
        guard let found else { return try say(.navNotFound, earcon: .noElement) }
        focus = found
        try announceFocus()
    }

    /// Whether an element belongs to a rotor unit.
    static func matches(_ element: ScreenElement, _ unit: RotorUnit) -> Bool {
        let traits = element.element.traits
        switch unit {
        case .headings: return traits.contains(.header)
        case .buttons: return traits.contains(.button) && !traits.contains(.switchButton)
        case .images: return traits.contains(.image)
        case .links: return traits.contains(.link)
        case .formFields:
            return traits.contains(.textEntry) || traits.contains(.searchField) || traits.contains(.adjustable)
                || traits.contains(.switchButton)
        case .all: return true
        }
    }

    /// The first stop after (or before) `start` passing `test`, wrapping around when `wrap` (the start itself
    /// is tried last).
    ///
    /// With `byTraits`, the test looks at traits only: a list whose rows all share their traits is judged by one
    /// probe, so a heading after a million photos is found without reading them.
    func search(
        from start: Int, forward: Bool, wrap: Bool, byTraits: Bool = false,
        where test: (ScreenElement) throws -> Bool
    ) throws -> Int? {
        let count = screen.stopCount
        guard count > 0 else { return nil }
        var remaining = wrap ? count : (forward ? count - 1 - start : start)
        var index = start
        while remaining > 0 {
            index += forward ? 1 : -1
            if index >= count { index = 0 }
            if index < 0 { index = count - 1 }
            remaining -= 1
            if byTraits, let (list, listStart) = screen.list(containing: index), let traits = list.rows.uniformTraits {
                let probe = ScreenElement(AccessibilityElement(traits: traits))
                if try test(probe) { return index }
                // Skip the rest of the list in the direction of travel.
                let skip = forward ? listStart + list.rows.count - 1 - index : index - listStart
                let steps = min(skip, remaining)
                index += forward ? steps : -steps
                remaining -= steps
                continue
            }
            if try test(try screen.stop(at: index).element) { return index }
        }
        return nil
    }

    // MARK: - Read all

    /// `read-all`: the descriptions of the stops from the focus to the end, without hints. Script mode says all
    /// of them; interactive mode queues a part and the next while speech is idle, until a key stops it.
    func startReadingAll() throws {
        guard screen.stopCount > 0 else { return try announceFocus() }
        readingFrom = focus
        if environment.interactive {
            try continueReading()
        } else {
            while readingFrom != nil { try readPart() }
        }
    }

    /// Queues the next part of read-all when speech is idle (interactive mode, between keys).
    public func continueReading() throws {
        guard readingFrom != nil, environment.output.isIdle else { return }
        try readPart()
    }

    private func readPart() throws {
        guard let start = readingFrom else { return }
        let end = min(screen.stopCount, start + 50)
        var utterances: [Utterance] = []
        for index in start..<end {
            let stop = try screen.stop(at: index)
            utterances.append(try speech(for: stop).description)
        }
        try speaker.sequence(utterances, command: commandText)
        readingFrom = end < screen.stopCount ? end : nil
    }
}
