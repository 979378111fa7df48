import Foundation

/// The outcome of running a program.
public struct ProcessOutcome: Sendable {
    public let status: Int32
    public let standardOutput: Data
    public let standardError: String

    /// Standard output as text.
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
}

/// Runs programs for end-to-end tests: the built `lector`, espeak-ng, sox.
public enum ProcessRunner {
    /// Runs `lector` with `arguments`; `LECTOR_LOCALIZATIONS` points at the package's tables unless given.
    public static func lector(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:], directory: URL? = nil
    ) throws -> ProcessOutcome {
        var variables = ProcessInfo.processInfo.environment
        variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        for key in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME", "LECTOR_AUDIO_DEVICE"] {
            variables[key] = nil
        }
        for (key, value) in environment { variables[key] = value }
        return try run(PackagePaths.binary.path, arguments, input: input, environment: variables, directory: directory)
    }

    /// Runs any program and waits for it.
    public static func run(
        _ program: String, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
        directory: URL? = nil
    ) throws -> ProcessOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
        process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let errorReader = Thread.detachNewThreadReadingAll(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutcome(
            status: process.terminationStatus, standardOutput: output,
            standardError: String(decoding: errorReader.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread (so two full pipes cannot deadlock).
final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

extension Thread {
    static func detachNewThreadReadingAll(_ handle: FileHandle) -> PipeReader { PipeReader(handle) }
}
