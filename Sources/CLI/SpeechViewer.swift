import Foundation

/// The speech viewer of audio mode: one status line on the terminal showing what was last spoken for the focus
/// (the first utterance of each announcement), redrawn in place — carriage return, clear to the end of the
/// line, the text cut to the terminal's width — so the screen never scrolls.
final class SpeechViewer {
    private let write: (String) -> Void
    private let width: () -> Int
    private var drawn = false

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

    /// Shows `text` (already made safe to print) in place of what the line showed.
    func show(_ text: String) {
        let room = max(1, width() - 1)
        let line = text.count > room ? String(text.prefix(room)) : text
        write("\r\u{1B}[K" + line)
        drawn = true
    }

    /// Ends the status line so what follows starts on a line of its own.
    func end() {
        guard drawn else { return }
        write("\n")
        drawn = false
    }
}
