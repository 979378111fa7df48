import Foundation
import TestSupport

/// A speech-dispatcher server of the test's own: a private socket, configuration and log folder in a temporary
/// folder, the espeak-ng output module, ALSA's `null` device, everything the server receives logged (level 5).
/// Killed when the value goes away; `-t 60` ends it anyway a minute after its last client if the test dies.
final class SpeechDispatcherDaemon {
    let folder: URL
    private let process = Process()

    var socket: URL { folder.appendingPathComponent("speechd.sock") }
    /// The value of `SPEECHD_ADDRESS` for a client.
    var address: String { "unix_socket:" + socket.path }
    private var logFile: URL { folder.appendingPathComponent("log/speech-dispatcher.log") }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        folder = URL(fileURLWithPath: "/tmp/lector-speechd-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let modules = folder.appendingPathComponent("conf/modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("log"), withIntermediateDirectories: true)
        let configuration = """
            LogLevel 5
            LogDir "\(folder.appendingPathComponent("log").path)"
            AudioOutputMethod "alsa"
            AudioALSADevice "null"
            DefaultModule espeak-ng
            AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"

            """
        try configuration.write(
            to: folder.appendingPathComponent("conf/speechd.conf"), atomically: true, encoding: .utf8)
        try "".write(to: modules.appendingPathComponent("espeak-ng.conf"), atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/speech-dispatcher")
        process.arguments = [
            "--run-single", "--communication-method", "unix_socket", "--socket-path", socket.path,
            "--config-dir", folder.appendingPathComponent("conf").path, "--timeout", "60",
            "--pid-file", folder.appendingPathComponent("speechd.pid").path,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard wait(until: { FileManager.default.fileExists(atPath: self.socket.path) }) else {
            throw Failure(description: "speech-dispatcher made no socket at \(socket.path)")
        }
    }

    deinit {
        // SIGKILL: the test runner's blocked signals are inherited; the output module ends with its pipe.
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The server's whole log so far.
    func log() -> String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }

    /// Every SSIP line the server received from its clients, in order (`SET SELF RATE 100`, `<speak>…</speak>`).
    func received() -> [String] {
        log().components(separatedBy: .newlines).compactMap { line -> String? in
            guard let range = line.range(of: ":DATA:|") else { return nil }
            return String(line[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Waits until the server has received a line for which `match` holds, after `index` lines; its index.
    func waitForLine(after index: Int = -1, _ match: (String) -> Bool) -> Int? {
        var found: Int?
        _ = wait {
            let lines = self.received()
            found = lines.indices.first { $0 > index && match(lines[$0]) }
            return found != nil
        }
        return found
    }

    /// Polls `condition` for up to 20 seconds.
    func wait(until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(20)
        repeat {
            if condition() { return true }
            usleep(50_000)
        } while Date() < end
        return condition()
    }
}
