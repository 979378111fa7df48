import Braille
import Narration

/// The braille display of a browse session (`browse --braille`): shows the focused element's brief form in
/// braille, an open prompt's line with its cursor, and messages for a few seconds; pans with the display's keys,
/// and hands the keys that move or activate to the session.
///
/// A display that fails (BRLTTY stopped) is dropped; speech goes on.
public final class BrailleMirror {
    private var display: (any BrailleDisplay)?
    private let tables: BrailleTables
    /// The focused element's line, panned: what returns when a prompt closes or a message ends.
    private var element: BrailleWindow
    /// An open prompt's line with its cursor, and the text and cursor it shows; nil when no prompt is open.
    private var prompt: (window: BrailleWindow, text: String, cursor: Int)?
    /// A message on the display until `until` (seconds of the session's clock); nil when none is.
    private var flash: (window: BrailleWindow, until: Double)?
    /// What went wrong when the display was dropped; nil while it works.
    public private(set) var failure: BrailleError?

    /// How long a message stays before the element returns, as BRLTTY's and Orca's flash messages (a key
    /// ends it sooner).
    public static let flashSeconds = 3.0

    /// What a display key asks of the session.
    enum Request: Equatable {
        /// A routing key: activate the focused element.
        case activate
        /// Line down, or panning on past the line's end: the next element.
        case next
        /// Line up, or panning back past the line's start (`showingEnd`: the element's end is shown).
        case previous(showingEnd: Bool)
        /// Top: the first element.
        case first
        /// Bottom: the last element.
        case last
    }

    /// A mirror writing to `display`, translating with `tables`.
    public init(display: any BrailleDisplay, tables: BrailleTables) {
        self.display = display
        self.tables = tables
        element = BrailleWindow(line: "", width: display.width)
    }

    /// Whether a display is still there.
    public var isShowing: Bool { display != nil }

    /// What the display shows: a message, else an open prompt, else the focused element.
    public var window: BrailleWindow { flash?.window ?? prompt?.window ?? element }

    /// Whether a message is on the display.
    public var isFlashing: Bool { flash != nil }

    // MARK: - Showing

    /// Shows `brief` from its start (a new focus, or the focused element changed); it replaces a message.
    func show(_ brief: BrailleBrief) {
        guard let display else { return }
        do {
            element = BrailleWindow(
                line: try tables.cells(for: brief.text, language: brief.language), width: display.width)
            flash = nil
            redraw()
        } catch {
            drop(error)
        }
    }

    /// Shows the end of the element's line (reached by panning back from the next element).
    func showElementEnd() {
        if element.panToEnd(), flash == nil, prompt == nil { redraw() }
    }

    /// Shows a prompt's `text` (its label and line, as the terminal shows them) in `language`, with the cursor
    /// (dots 7 and 8) under character `cursor`, panned to the cursor's window; nothing is written when neither
    /// changed. A message on the display ends.
    func showPrompt(_ text: String, cursor: Int, language: String) {
        guard let display else { return }
        if let prompt, prompt.text == text, prompt.cursor == cursor, flash == nil { return }
        do {
            let line = try tables.cells(for: text, cursor: cursor, language: language)
            var window = BrailleWindow(line: line.marked, width: display.width)
            window.reveal(cell: line.cursor)
            prompt = (window, text, cursor)
            flash = nil
            redraw()
        } catch {
            drop(error)
        }
    }

    /// The prompt closed: the focused element returns (a message on the display stays).
    func closePrompt() {
        guard prompt != nil else { return }
        prompt = nil
        if flash == nil { redraw() }
    }

    /// Shows a message (`brief`: its words and language) until ``flashSeconds`` after `now`, or a key.
    func flash(_ brief: BrailleBrief, now: Double) {
        guard let display, !brief.text.isEmpty else { return }
        do {
            let window = BrailleWindow(
                line: try tables.cells(for: brief.text, language: brief.language), width: display.width)
            flash = (window, now + Self.flashSeconds)
            redraw()
        } catch {
            drop(error)
        }
    }

    /// Ends a message whose time is up at `now`: the prompt or the element returns.
    func expireFlash(now: Double) {
        guard let flash, now >= flash.until else { return }
        endFlash()
    }

    /// Ends the message on the display (a key was pressed); false when none was shown.
    @discardableResult
    func endFlash() -> Bool {
        guard flash != nil else { return false }
        flash = nil
        redraw()
        return true
    }

    // MARK: - Keys

    /// Reads the keys waiting. A key during a message only ends it. Pan keys pan the line shown, and past the
    /// element's end or start ask for the next or previous element; line and top/bottom keys ask for moves; a
    /// routing key asks for activation.
    func readKeys() -> [Request] {
        var requests: [Request] = []
        while let display {
            let key: BrailleKey?
            do {
                key = try display.nextKey()
            } catch {
                drop(error)
                break
            }
            guard let key else { break }
            if endFlash() { continue }
            if let request = request(for: key) { requests.append(request) }
        }
        return requests
    }

    /// What `key` asks of the session, after panning the line shown; nil when it only panned.
    private func request(for key: BrailleKey) -> Request? {
        switch key {
        case .panLeft, .panRight:
            let right = key == .panRight
            if var open = prompt {
                if pan(&open.window, right: right) {
                    prompt = open
                    redraw()
                }
                return nil
            }
            if pan(&element, right: right) {
                redraw()
                return nil
            }
            return right ? .next : .previous(showingEnd: true)
        case .lineUp: return prompt == nil ? .previous(showingEnd: false) : nil
        case .lineDown: return prompt == nil ? .next : nil
        case .top: return prompt == nil ? .first : nil
        case .bottom: return prompt == nil ? .last : nil
        case .route: return prompt == nil ? .activate : nil
        case .other: return nil
        }
    }

    private func pan(_ window: inout BrailleWindow, right: Bool) -> Bool {
        right ? window.panRight() : window.panLeft()
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
