import Foundation
import TestSupport

/// Helpers for end-to-end tests of the collection commands: the built binary, a temporary library, TZ=UTC.
enum CollectionProcess {
    /// Runs `lector --library LIBRARY ARGUMENTS` with the time zone fixed to UTC.
    static func lector(_ arguments: [String], library: URL, input: Data? = nil) throws -> ProcessOutcome {
        try ProcessRunner.lector(["--library", library.path] + arguments, input: input, environment: ["TZ": "UTC"])
    }

    /// A folder for one test, and a library path inside it (not created).
    static func workspace(_ name: String) throws -> (folder: URL, library: URL) {
        let folder = try PackagePaths.temporaryDirectory(name)
        return (folder, folder.appendingPathComponent("library"))
    }

    static func fixture(_ path: String) -> String {
        PackagePaths.fixtures.appendingPathComponent(path).path
    }

    /// Starts `lector` without waiting; stdout is discarded and stderr goes to a file.
    static func start(_ arguments: [String], library: URL, stderr: URL) throws -> Process {
        let process = Process()
        process.executableURL = PackagePaths.binary
        process.arguments = ["--library", library.path] + arguments
        var variables = ProcessInfo.processInfo.environment
        variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        variables["TZ"] = "UTC"
        for key in ["LANG", "LC_ALL", "LC_MESSAGES"] { variables[key] = nil }
        process.environment = variables
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }
}
