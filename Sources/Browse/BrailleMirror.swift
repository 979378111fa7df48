import Braille
import Narration

/// The braille display of a browse session (`browse --braille`): shows the focused element's brief form in
/// braille, pans it with the display's keys, and hands routing keys to the session.
///
/// A display that fails (BRLTTY stopped) is dropped; speech goes on.
public final class BrailleMirror {
    private var display: (any BrailleDisplay)?
    private let tables: BrailleTables
    /// What the display shows: the whole line and the panned window over it.
    public private(set) var window: BrailleWindow
    /// What went wrong when the display was dropped; nil while it works.
    public private(set) var failure: BrailleError?

    /// A mirror writing to `display`, translating with `tables`.
    public init(display: any BrailleDisplay, tables: BrailleTables) {
        self.display = display
        self.tables = tables
        window = BrailleWindow(line: "", width: display.width)
    }

    /// Whether a display is still there.
    public var isShowing: Bool { display != nil }

    /// Shows `brief` from its start (a new focus, or the focused element changed).
    func show(_ brief: BrailleBrief) {
        guard let display else { return }
        do {
            window = BrailleWindow(
                line: try tables.cells(for: brief.text, language: brief.language), width: display.width)
            try display.show(cells: window.visible)
        } catch {
            drop(error)
        }
    }

    /// Reads the keys waiting; pans for pan keys, and returns the routing keys pressed (columns of the window).
    func readKeys() -> [Int] {
        var routes: [Int] = []
        while let display {
            let key: BrailleKey?
            do {
                key = try display.nextKey()
            } catch {
                drop(error)
                break
            }
            guard let key else { break }
            switch key {
            case .panLeft: if window.panLeft() { redraw() }
            case .panRight: if window.panRight() { redraw() }
            case .route(let column): routes.append(column)
            case .other: break
            }
        }
        return routes
    }

    private func redraw() {
        do {
            try display?.show(cells: window.visible)
        } catch {
            drop(error)
        }
    }

    private func drop(_ error: BrailleError) {
        display = nil
        failure = error
    }
}
