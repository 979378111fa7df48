import Foundation

/// The speech viewer of audio mode: one status line on the terminal showing what was last spoken for the focus
/// (the first utterance of each announcement), redrawn in place — carriage return, clear to the end of the
/// line, the text cut to the terminal's width — so the screen never scrolls. A prompt pauses it (the line is
/// cleared for the prompt) and it is redrawn after.
final class SpeechViewer {
    private let write: (String) -> Void
    private let width: () -> Int
    private var drawn = false
    private var paused = false
    private var last: String?

    /// A viewer writing through `write` to a terminal `width()` columns wide.
    init(write: @escaping (String) -> Void, width: @escaping () -> Int) {
        self.write = write
        self.width = width
    }

    /// A viewer on standard output when it is a terminal; nil otherwise.
    static func onStandardOutput(_ write: @escaping (String) -> Void) -> SpeechViewer? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        return SpeechViewer(write: write) {
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
            return Int(size.ws_col)
        }
    }

    /// Shows `text` (already made safe to print) in place of what the line showed; while a prompt holds the
    /// line, only remembers it for ``resume()``.
    func show(_ text: String) {
        last = text
        guard !paused else { return }
        draw(text)
    }

    /// Clears the status line and keeps it clear while a prompt owns the terminal line: the prompt starts at
    /// the line's first column, and what is said meanwhile (typing echo) is not drawn over it.
    func pause() {
        guard !paused else { return }
        paused = true
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    /// After a prompt: draws the last text again on the line the cursor is on.
    func resume() {
        guard paused else { return }
        paused = false
        if let last { draw(last) }
    }

    /// Ends the status line so what follows starts on a line of its own.
    func end() {
        guard drawn else { return }
        write("\n")
        drawn = false
    }

    private func draw(_ text: String) {
        let room = max(1, width() - 1)
        let line = text.count > room ? String(text.prefix(room)) : text
        write("\r\u{1B}[K" + line)
        drawn = true
    }
}
