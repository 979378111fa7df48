import Foundation
import Synchronization

/// Points file descriptor 2 at a temporary file while a C library call runs, so the library's own chatter
/// (libespeak-ng's data-path errors, alsa-lib's "ALSA lib ..." lines) never reaches the user unfiltered.
///
/// The captured text is returned so a caller can put its first line into its one error message.
public enum StandardErrorCapture {
    private static let lock = Mutex<Void>(())

    /// Runs `body` with descriptor 2 redirected; returns its result and what it wrote to stderr.
    public static func run<T>(_ body: () throws -> T) rethrows -> (result: T, captured: String) {
        try lock.withLock { _ in
            fflush(nil)
            guard let file = tmpfile() else { return (try body(), "") }
            defer { fclose(file) }
            let saved = dup(2)
            guard saved >= 0 else { return (try body(), "") }
            dup2(fileno(file), 2)
            defer {
                fflush(nil)
                dup2(saved, 2)
                close(saved)
            }
            let result = try body()
            fflush(nil)
            return (result, readAll(file))
        }
    }

    private static func readAll(_ file: UnsafeMutablePointer<FILE>) -> String {
        rewind(file)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
