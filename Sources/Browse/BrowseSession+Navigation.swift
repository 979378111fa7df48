import Domain
import Foundation
import Screens

extension BrowseSession {
    /// Announces how a move went: the element focused; at an end the boundary earcon and the same element
    /// again; nothing found, the no-element earcon and "Not found." (`narration.md` §3).
    func announce(_ movement: Focus.Movement) throws {
        switch movement {
        case .moved, .empty: try announceFocus()
        case .boundary: try announceFocus(earcon: .boundary)
        case .notFound: try announcer.say(.navNotFound, earcon: .noElement)
        }
    }

    /// `find TEXT`: the next element whose description contains the text (case and accents ignored),
    /// continuing from the top.
    func find(_ text: String) throws {
        let needle = SortKey.folded(text.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return try announce(.notFound) }
        let announcer = self.announcer
        try announce(focus.find { announcer.describes($0, containing: needle) })
    }

    // MARK: - Read all

    /// `read-all`: the descriptions of the stops from the focus to the end, without hints. Script mode says all
    /// of them; interactive mode queues a part and the next while speech is idle, until a key stops it.
    func startReadingAll() throws {
        guard focus.screen.stopCount > 0 else { return try announceFocus() }
        announcer.startReading(at: focus.index)
        if environment.interactive {
            try continueReading()
        } else {
            while announcer.readingFrom != nil { try announcer.readPart(of: focus.screen) }
        }
    }

    /// Queues the next part of read-all when speech is idle (interactive mode, between keys).
    public func continueReading() throws {
        guard announcer.readingFrom != nil, environment.output.isIdle else { return }
        try announcer.readPart(of: focus.screen)
    }
}
