import CReadline
import Foundation

/// The process's readline: prompts with editing and history. readline's state is process-global, so one
/// `LineReader` exists per process and it is used from one thread.
public final class LineReader {
    /// The keymap of single keys (``prepareKeys(onKeyRead:idleMicroseconds:)``).
    var browseKeymap: Keymap?

    /// readline's library version string, e.g. `8.2`.
    public static var libraryVersion: String {
        lector_rl_library_version().map { String(cString: $0) } ?? ""
    }

    /// readline's numeric version, e.g. `0x0802`.
    public static var versionNumber: Int { Int(lector_rl_readline_version()) }

    /// Sets up readline for `applicationName` (the name `~/.inputrc` conditionals see).
    public init(applicationName: String = "lector") {
        // readline keeps the pointer, so the copy lives as long as the process.
        lector_rl_set_readline_name(strdup(applicationName))
        lector_rl_set_catch_signals(0)
        using_history()
    }

    /// Reads one line with `prompt`; nil at end of input (Ctrl-D).
    public func readLine(prompt: String) -> String? {
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// Adds a line to the in-memory history.
    public func addHistory(_ line: String) {
        add_history(line)
    }

    /// The number of history entries.
    public var historyCount: Int { Int(lector_history_length()) }

    /// Loads history from `path`; a missing file is not an error.
    public func loadHistory(from path: String) throws(LineEditingError) {
        let code = read_history(path)
        guard code == 0 || code == ENOENT else {
            throw LineEditingError(code: code, function: "read_history", message: String(cString: strerror(code)))
        }
    }

    /// Writes history to `path`, keeping the last `limit` entries.
    public func saveHistory(to path: String, limit: Int = 1_000) throws(LineEditingError) {
        let code = write_history(path)
        guard code == 0 else {
            throw LineEditingError(code: code, function: "write_history", message: String(cString: strerror(code)))
        }
        _ = history_truncate_file(path, Int32(limit))
    }
}
