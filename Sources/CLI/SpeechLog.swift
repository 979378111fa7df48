import Foundation

/// `--speech-log FILE`: every utterance appended to a file as one line, as `--output text` prints it, written
/// through at once (a crash loses nothing already said).
final class SpeechLog {
    private let handle: FileHandle

    /// Opens `path` for appending, creating it when missing; nil when it cannot be opened.
    init?(path: String) {
        let url = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else { return nil }
        }
        guard let handle = try? FileHandle(forWritingTo: url) else { return nil }
        _ = try? handle.seekToEnd()
        self.handle = handle
    }

    /// Appends lines (already made safe to print), each ended by a newline.
    func write(_ lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        try? handle.write(contentsOf: Data(text.utf8))
    }

    deinit {
        try? handle.close()
    }
}
