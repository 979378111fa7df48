import Accessibility
import Screens

/// Where the user is: the screen shown, the focused stop, the screens to go back to and the rotor's unit.
///
/// The focus only moves; it never speaks. Each move says how it went (``Movement``) and the session announces
/// accordingly (`narration.md` §3).
struct Focus {
    /// A screen left for another, to come back to with the focus where it was.
    struct Place: Equatable {
        /// The screen left.
        let screen: ScreenID
        /// The element focused when it was left.
        let element: ElementID
        /// The index of that element, for when it is gone on return.
        let index: Int
    }

    /// How a move went.
    enum Movement: Equatable {
        /// The focus is on another stop (or on the same one again, for `first`/`last`).
        case moved
        /// At the first or last stop: the focus stays.
        case boundary
        /// The screen has no stops.
        case empty
        /// No stop of the unit or with the text.
        case notFound
    }

    /// The screen shown.
    private(set) var screen: Screen
    /// The index of the focused stop.
    private(set) var index: Int
    /// The screens `back` returns to, the latest last.
    private(set) var backStack: [Place] = []
    /// What Up, Down and `next UNIT` move by.
    var rotor: RotorUnit = .all

    /// The focus on `screen`'s initial stop, with nothing to go back to.
    init(screen: Screen) {
        self.screen = screen
        index = screen.initialFocus
    }

    /// The focused element's identity (``ElementID/none`` on a screen without stops or on a row that is gone).
    var element: ElementID { (try? screen.stop(at: index).element.identifier) ?? .none }

    /// The focused stop; nil on a screen without stops.
    ///
    /// - Throws: ``ScreenError/stale`` when its row is gone from the store (rebuild, then ask again).
    func stop() throws -> ScreenStop? {
        guard screen.stopCount > 0 else { return nil }
        return try screen.stop(at: index)
    }

    // MARK: - Screens

    /// Shows `next` at its initial focus, remembering the current screen and focus for `back` when `push`.
    mutating func show(_ next: Screen, push: Bool) {
        if push { backStack.append(Place(screen: screen.id, element: element, index: index)) }
        screen = next
        index = next.initialFocus
    }

    /// Replaces the screen by a rebuilt one, keeping the focus on the same element when it is still there, else
    /// on the nearest stop.
    mutating func rebuilt(_ next: Screen) throws {
        let element = self.element
        let previous = index
        screen = next
        index = try next.index(of: element) ?? Self.nearest(previous, in: next)
    }

    /// Goes back to the latest screen left that can still be built, with the focus where it was; false (and
    /// nothing changed) when there is none.
    ///
    /// - Parameter build: builds a screen; ``ScreenError/missing(_:)`` skips that place.
    mutating func back(build: (ScreenID) throws -> Screen) throws -> Bool {
        while let place = backStack.popLast() {
            let rebuilt: Screen
            do {
                rebuilt = try build(place.screen)
            } catch ScreenError.missing {
                continue
            }
            screen = rebuilt
            index = try rebuilt.index(of: place.element) ?? Self.nearest(place.index, in: rebuilt)
            return true
        }
        return false
    }

    /// Puts the focus on `element` when the screen has it; false (the focus stays) when not.
    @discardableResult
    mutating func focus(on element: ElementID) throws -> Bool {
        guard let found = try screen.index(of: element) else { return false }
        index = found
        return true
    }

    // MARK: - Moving

    /// `next` / `previous`: the following or preceding stop; at an end the focus stays.
    mutating func move(by step: Int) -> Movement {
        guard screen.stopCount > 0 else { return .empty }
        let target = index + step
        guard target >= 0, target < screen.stopCount else { return .boundary }
        index = target
        return .moved
    }

    /// How many stops PageUp and PageDown move.
    static let pageSize = 10

    /// PageDown / PageUp in a list: `step` rows on, stopping at the list's first or last row; at that end
    /// already, the boundary. Nil outside lists.
    mutating func move(byPage step: Int) -> Movement? {
        guard let (list, start) = screen.list(containing: index) else { return nil }
        let target = min(max(index + step, start), start + list.rows.count - 1)
        guard target != index else { return .boundary }
        index = target
        return .moved
    }

    /// `first` / `last`: moved even when already there (announced again without an earcon).
    mutating func moveToEnd(last: Bool) -> Movement {
        guard screen.stopCount > 0 else { return .empty }
        index = last ? screen.stopCount - 1 : 0
        return .moved
    }

    /// The next or previous stop of a rotor unit (`all`: the next or previous stop).
    mutating func move(to unit: RotorUnit, forward: Bool) throws -> Movement {
        if unit == .all { return move(by: forward ? 1 : -1) }
        guard let found = try search(forward: forward, wrap: false, byTraits: true, where: { Self.matches($0, unit) })
        else { return .notFound }
        index = found
        return .moved
    }

    /// The next stop passing `test`, continuing from the top (the focused stop is tried last).
    mutating func find(where test: (ScreenElement) throws -> Bool) throws -> Movement {
        guard let found = try search(forward: true, wrap: true, where: test) else { return .notFound }
        index = found
        return .moved
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

    /// The first stop after (or before) the focus passing `test`, wrapping around when `wrap` (the focused stop
    /// itself is tried last).
    ///
    /// With `byTraits`, the test looks at traits only: a list whose rows all share their traits is judged by one
    /// probe, so a heading after a million photos is found without reading them.
    private func search(
        forward: Bool, wrap: Bool, byTraits: Bool = false, where test: (ScreenElement) throws -> Bool
    ) throws -> Int? {
        let count = screen.stopCount
        guard count > 0 else { return nil }
        var remaining = wrap ? count : (forward ? count - 1 - index : index)
        var candidate = index
        while remaining > 0 {
            candidate += forward ? 1 : -1
            if candidate >= count { candidate = 0 }
            if candidate < 0 { candidate = count - 1 }
            remaining -= 1
            if byTraits, let (list, listStart) = screen.list(containing: candidate),
                let traits = list.rows.uniformTraits
            {
                let probe = ScreenElement(AccessibilityElement(traits: traits))
                if try test(probe) { return candidate }
                // Skip the rest of the list in the direction of travel.
                let skip = forward ? listStart + list.rows.count - 1 - candidate : candidate - listStart
                let steps = min(skip, remaining)
                candidate += forward ? steps : -steps
                remaining -= steps
                continue
            }
            if try test(try screen.stop(at: candidate).element) { return candidate }
        }
        return nil
    }

    /// `index`, or the last stop of `screen` when it has fewer.
    private static func nearest(_ index: Int, in screen: Screen) -> Int {
        min(index, max(0, screen.stopCount - 1))
    }
}
