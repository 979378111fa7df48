import Domain
import Foundation
import Localization
import Screens
import Utterances

extension BrowseSession {
    /// Looks for changes other programs committed; when there are some, rebuilds the screen (the focus stays on
    /// the same element, else the nearest one) and says briefly what changed. True when something changed.
    @discardableResult
    public func checkForChanges() throws -> Bool {
        lastPoll = environment.clock.now()
        let version = try library.dataVersion()
        guard version != lastVersion else { return false }
        lastVersion = version
        let now = try LibraryCounts(library)
        let changes = now.changes(since: counts)
        counts = now
        let focused = focus.element
        let screen = focus.screen.id
        do {
            try rebuild()
        } catch ScreenError.missing {
            try rebuildOrLeave()
        }
        let strings = words.strings
        let texts = changes.map { strings.plural($0.0, count: $0.1, channel: .speech) }
        try announcer.sequence(texts.isEmpty ? [words.text(.liveChanged)] : texts)
        // The focused element is gone (or its screen is): say where the focus is now.
        if focus.screen.id != screen || (!focused.isNone && focus.element != focused) {
            try announcer.say(.liveFocusMoved)
            try announceFocus()
        }
        return true
    }

    /// Polls for changes when the poll interval has passed (between keys in interactive mode).
    public func pollIfDue() throws {
        guard environment.clock.now() - lastPoll >= environment.pollInterval else { return }
        try checkForChanges()
    }

    /// `wait SECONDS` and `wait-change SECONDS`: lets speech play and changes arrive; `untilChange` returns at
    /// the first change.
    func wait(_ seconds: Double, untilChange: Bool) throws {
        let clock = environment.clock
        let end = clock.now() + seconds
        while true {
            if try checkForChanges(), untilChange { return }
            try pollBraille()
            let left = end - clock.now()
            if left <= 0 { return }
            clock.sleep(min(left, environment.pollInterval))
        }
    }
}
