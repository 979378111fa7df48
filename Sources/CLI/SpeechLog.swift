import Foundation

/// `--speech-log FILE`: every utterance appended to a file as one line, as `--output text` prints it, written
/// through at once (a crash loses nothing already said).
///
/// The log is appended to, never replaced, so it may be a regular file (created when missing), a terminal or
/// `/dev/null`, and a symbolic link is followed. A FIFO is opened without waiting: one nobody reads is refused
/// (an open would block for ever), as is a folder.
final class SpeechLog {
    private let handle: FileHandle

    /// Opens `path` for appending, creating it when missing; nil when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return nil }
        // Writes wait again once open (a slow reader of a FIFO or terminal is waited for, not dropped).
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Appends lines (already made safe to print), each ended by a newline.
    func write(_ lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
