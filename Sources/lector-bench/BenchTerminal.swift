import Benchmarks
import Foundation

/// A program in a terminal of the bench's own: a pty whose second half is the program's standard input, output and
/// error; what the program writes is read and dropped, and ``type(_:)`` writes keys as a terminal sends them.
final class BenchTerminal {
    private let primary: Int32
    private let pid: pid_t

    init(_ arguments: [String], environment: [String: String]) throws {
        var primary: Int32 = 0
        var secondary: Int32 = 0
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
            throw BenchFailure("no pseudo-terminal (\(String(cString: strerror(errno))))")
        }
        self.primary = primary
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        let started = CleanSpawn.start(arguments, environment: environment, standardOutput: .terminal(secondary))
        close(secondary)
        guard let started else {
            close(primary)
            throw BenchFailure("could not start \(arguments[0])")
        }
        pid = started
        let descriptor = primary
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while buffer.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        }
        reader.name = "lector-bench.terminal"
        reader.start()
    }

    /// Writes `keys` to the terminal at once.
    func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(primary, &bytes, bytes.count)
    }

    deinit {
        // Ctrl-D has asked the program to leave; a program still there after 5 s is killed.
        var status: Int32 = 0
        let end = Date().addingTimeInterval(5)
        while waitpid(pid, &status, WNOHANG) == 0 && Date() < end { usleep(20_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        close(primary)
    }
}
