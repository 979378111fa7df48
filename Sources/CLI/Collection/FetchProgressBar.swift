import Localization
import Synchronization
import WebService

/// The progress of `lector photos fetch` on a terminal's standard error: one line redrawn in place,
/// `Images: 12 of 100 [#####...............]`, removed when the fetch ends.
final class FetchProgressBar: FetchProgress {
    private let strings: Strings
    private let stream: any TextStream
    private let drawn = Mutex(0)

    /// The cells of the bar.
    static let width = 24

    init(strings: Strings, stream: any TextStream) {
        self.strings = strings
        self.stream = stream
    }

    func pageRead(_ page: Int, of pages: Int) {
        draw(strings.format(.fetchProgressPages, number(page), number(pages)), page, pages)
    }

    func imagesDownloaded(_ done: Int, of total: Int) {
        draw(strings.format(.fetchProgressImages, number(done), number(total)), done, total)
    }

    func finished() {
        drawn.withLock { length in
            guard length > 0 else { return }
            stream.write("\r" + String(repeating: " ", count: length) + "\r")
            length = 0
        }
    }

    private func number(_ value: Int) -> StringArgument { .text(strings.number(value, channel: .display)) }

    private func draw(_ words: String, _ done: Int, _ total: Int) {
        let filled = total > 0 ? min(Self.width, done * Self.width / total) : 0
        let line =
            words + " [" + String(repeating: "#", count: filled) + String(repeating: ".", count: Self.width - filled)
            + "]"
        drawn.withLock { length in
            let padding = max(0, length - line.count)
            stream.write("\r" + line + String(repeating: " ", count: padding))
            length = line.count
        }
    }
}
