import Foundation
import Synchronization

/// A program running beside the test: its output is collected as it comes, so the test can wait for a line
/// before doing the next thing (another process's change, a key).
public final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Buffer()
    private let errors = Buffer()

    /// Starts `lector` with `arguments`; `LECTOR_LOCALIZATIONS` points at the package's tables.
    public init(lector arguments: [String], environment: [String: String] = [:]) throws {
        var variables = ProcessInfo.processInfo.environment
        variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        for key in ["LANG", "LC_ALL", "LC_MESSAGES", "LECTOR_AUDIO_DEVICE"] { variables[key] = nil }
        for (key, value) in environment { variables[key] = value }
        process.executableURL = PackagePaths.binary
        process.arguments = arguments
        process.environment = variables
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        let collected = output
        let failures = errors
        stdout.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            collected.data.withLock { $0.append(data) }
        }
        stderr.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            failures.data.withLock { $0.append(data) }
        }
        try process.run()
    }

    /// Standard output so far.
    public var standardOutput: String { output.data.withLock { String(decoding: $0, as: UTF8.self) } }
    /// Standard error so far.
    public var standardError: String { errors.data.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Writes to the program's standard input.
    public func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Closes standard input (the end of a script).
    public func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Waits until standard output contains `text`; false after `timeout` seconds.
    public func waitForOutput(containing text: String, timeout: Double = 10) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if standardOutput.contains(text) { return true }
            usleep(20_000)
        }
        return standardOutput.contains(text)
    }

    /// Waits for the program to end; its exit status.
    public func wait() -> Int32 {
        process.waitUntilExit()
        usleep(50_000)
        return process.terminationStatus
    }
}

/// Bytes collected from a pipe.
private final class Buffer: Sendable {
    let data = Mutex<Data>(Data())
}
