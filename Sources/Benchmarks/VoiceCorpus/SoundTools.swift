import Foundation

/// The programs the voice corpus is made with: espeak-ng says the text, sox resamples, pads, measures and mixes.
public enum SoundTools {
    /// sox's arguments for its output: 16 kHz, 16-bit, mono, as the recognizer hears.
    static let format = ["-r", "16000", "-c", "1", "-b", "16"]

    /// Runs `program` (a path under /usr/bin) with `arguments`; returns its standard error (sox's `stats` writes
    /// there). Throws when it exits with a status other than 0.
    @discardableResult
    public static func run(_ program: String, _ arguments: [String]) throws -> String {
        try launch(program, arguments, reading: \.standardError)
    }

    /// The standard output of `program` (`espeak-ng --voices`, `soxi`).
    static func output(_ program: String, _ arguments: [String]) throws -> String {
        try launch(program, arguments, reading: \.standardOutput)
    }

    /// Runs `program` and returns what it wrote to one of its outputs (the other goes nowhere).
    private static func launch(
        _ program: String, _ arguments: [String], reading stream: ReferenceWritableKeyPath<Process, Any?>
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process[keyPath: stream] = pipe
        do {
            try process.run()
        } catch {
            throw VoiceCorpusError("could not start \(program) (\(error)); scripts/setup installs it")
        }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VoiceCorpusError(
                "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)")
        }
        return text
    }

    /// The RMS level in dB of full scale of the sound in `file` without its leading and trailing silence (below
    /// -45 dB): the speech's level, for a signal-to-noise ratio.
    static func speechLevel(of file: URL) throws -> Double {
        let trim = ["silence", "1", "0.01", "-45d", "reverse", "silence", "1", "0.01", "-45d", "reverse"]
        return try level(in: run("sox", [file.path, "-n"] + trim + ["stats"]), file: file)
    }

    /// The RMS level in dB of full scale of all of `file`.
    static func level(of file: URL) throws -> Double {
        try level(in: run("sox", [file.path, "-n", "stats"]), file: file)
    }

    private static func level(in stats: String, file: URL) throws -> Double {
        let line = stats.split(separator: "\n").first { $0.hasPrefix("RMS lev dB") }
        guard let value = line?.split(separator: " ").last.flatMap({ Double($0) }), value.isFinite else {
            throw VoiceCorpusError("sox stats gave no RMS level for \(file.path) (silent?)")
        }
        return value
    }

    /// The length of `file` in seconds.
    static func seconds(of file: URL) throws -> Double {
        let text = try output("soxi", ["-D", file.path]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Double(text) else { throw VoiceCorpusError("soxi -D \(file.path) said \(text)") }
        return value
    }

    /// `file`, made by `make` into a temporary file beside it and then moved into place, unless it is there
    /// already (the cache of a previous run): readers never see a half-written clip.
    static func cached(_ file: URL, make: (URL) throws -> Void) throws -> URL {
        let manager = FileManager.default
        if manager.fileExists(atPath: file.path) { return file }
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let partial = file.deletingLastPathComponent().appendingPathComponent(
            ".\(UUID().uuidString)-" + file.lastPathComponent)
        defer { try? manager.removeItem(at: partial) }
        try make(partial)
        do {
            try manager.moveItem(at: partial, to: file)
        } catch  where manager.fileExists(atPath: file.path) {
            // Another process made it meanwhile: the same recipe, the same clip.
        }
        return file
    }

    /// A scratch file name beside `file` (removed by the caller).
    static func scratch(beside file: URL, _ suffix: String) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString)-\(suffix).wav")
    }
}

/// The voice corpus could not be made: which program or file failed, and how.
public struct VoiceCorpusError: Error, CustomStringConvertible {
    /// What failed, for a person.
    public let description: String

    init(_ description: String) { self.description = description }
}
