import Foundation
import Synchronization
import TestSupport

/// A BRLTTY started by a test in a tmux pane of the test's own tmux server (killed with it), its BrlAPI on a
/// private TCP port of 127.0.0.1 without authentication, its configuration and state in a temporary folder.
struct BRLTTYDaemon {
    /// `BRLAPI_HOST` for clients: `127.0.0.1:N` (TCP port 4101 + N).
    let host: String
    let folder: URL

    /// The arguments of a BRLTTY for `driver` on `device`, with the driver's `parameters`, and no screen,
    /// speech or keyboard: only the display and its API. The text table has no characters, so the TTY
    /// driver draws every cell as its Unicode braille pattern.
    static func command(folder: URL, number: Int, driver: String, device: String, parameters: String?) throws -> String
    {
        let table = folder.appendingPathComponent("cells.ttb")
        try "# no characters: every cell is drawn as its Unicode braille pattern\n".write(
            to: table, atomically: true, encoding: .utf8)
        var arguments = [
            "/usr/bin/env", "LANG=C.UTF-8", "/sbin/brltty", "-n", "-e", "-q", "-f", "/dev/null",
            "-F", folder.appendingPathComponent("preferences").path, "-b", driver, "-d", device,
        ]
        if let parameters { arguments += ["-B", parameters] }
        arguments += [
            "-t", table.path, "-x", "no", "-s", "no", "-A", "host=127.0.0.1:\(number),auth=none",
            "-P", folder.appendingPathComponent("brltty.pid").path, "-W", folder.path, "-U", folder.path,
        ]
        return arguments.map { "'\($0)'" }.joined(separator: " ")
            + " 2> '\(folder.appendingPathComponent("brltty.log").path)'"
    }

    /// A BrlAPI number whose port nobody listens on yet.
    static func freeNumber() -> Int {
        while true {
            let number = Int.random(in: 2_000...40_000)
            if !Self.accepts(port: 4101 + number) { return number }
        }
    }

    /// Whether something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Waits until BrlAPI answers on the daemon's port; false after `timeout` seconds.
    static func waitForAPI(number: Int, timeout: Double = 15) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            if accepts(port: 4101 + number) { return true }
            usleep(50_000)
        } while Date() < end
        return false
    }

    /// The cells of `text` as `lou_translate --forward unicode.dis,TABLE` prints them: the reference.
    static func reference(_ text: String, table: String) throws -> String {
        let outcome = try ProcessRunner.run(
            "lou_translate", ["--forward", "unicode.dis," + table], input: Data((text + "\n").utf8))
        return outcome.output.trimmingCharacters(in: .newlines)
    }
}

/// The far end of BRLTTY's Virtual driver (`-b vr -d server:PATH`): the test is the braille display. It says
/// how many cells it has, reads every `Braille "1|12|…"` line BRLTTY writes, and presses keys (`route 3`).
final class VirtualDisplay: @unchecked Sendable {
    private let socket: Int32
    private let lines = ReceivedLines()

    /// Connects to the driver's socket and announces `cells` cells.
    init(path: String, cells: Int, timeout: Double = 15) throws {
        let end = Date().addingTimeInterval(timeout)
        var connected: Int32 = -1
        repeat {
            connected = Self.connect(path)
            if connected >= 0 { break }
            usleep(50_000)
        } while Date() < end
        guard connected >= 0 else { throw DisplayFailure(message: "no Virtual driver listening on \(path)") }
        socket = connected
        send("cells \(cells)")
        let socket = connected
        let collected = lines
        Thread.detachNewThread {
            var pending = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(socket, &buffer, buffer.count)
                guard count > 0 else { return }
                pending.append(contentsOf: buffer[0..<count])
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    collected.value.withLock { $0.append(line) }
                }
            }
        }
    }

    deinit {
        close(socket)
    }

    /// Sends one command line to the driver (`route 3`, `FWINRT`).
    func send(_ command: String) {
        let bytes = Array((command + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(socket, $0.baseAddress, $0.count) }
    }

    /// Every braille line shown so far, as Unicode cells without the trailing blank cells.
    var shown: [String] {
        lines.value.withLock { $0 }.compactMap(Self.cells)
    }

    /// The cells of a `Braille "…"` line: each cell's dot numbers, cells separated by `|`.
    static func cells(_ line: String) -> String? {
        guard line.hasPrefix("Braille \""), line.hasSuffix("\"") else { return nil }
        let dots = line.dropFirst("Braille \"".count).dropLast()
        var result = String.UnicodeScalarView()
        for cell in dots.split(separator: "|", omittingEmptySubsequences: false) {
            var bits: UInt32 = 0
            for digit in cell {
                guard let number = digit.wholeNumberValue, (1...8).contains(number) else { continue }
                bits |= 1 << UInt32(number - 1)
            }
            result.append(Unicode.Scalar(0x2800 + bits) ?? " ")
        }
        var text = String(result)
        while text.last == "\u{2800}" { text.removeLast() }
        return text
    }

    private static func connect(_ path: String) -> Int32 {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            return -1
        }
        return socket
    }

    struct DisplayFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// The lines a display received, shared with its reading thread.
private final class ReceivedLines: Sendable {
    let value = Mutex<[String]>([])
}
