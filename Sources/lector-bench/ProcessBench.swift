import Foundation

/// Whole-process figures: start-up, and `speak` against the `espeak-ng` command.
enum ProcessBench {
    /// `startup_ms`: `lector --version`, whole process, median; `startup_ratio`: that over `espeak-ng --version`,
    /// the two run alternately (one of each per run), medians.
    static func startup(executable: String, runs: Int) throws -> [BenchFigure] {
        var ours = Timings()
        var theirs = Timings()
        for _ in 0..<runs {
            ours.append(try BenchFigure.seconds { try runProcess(executable, ["--version"]) } * 1000)
            theirs.append(try BenchFigure.seconds { try runProcess(espeak, ["--version"]) } * 1000)
        }
        return [
            BenchFigure(name: "startup_ms", value: ours.median, unit: "ms"),
            BenchFigure(name: "startup_ratio", value: ours.median / theirs.median, unit: "x"),
            BenchFigure(name: "espeak_startup_ms", value: theirs.median, unit: "ms"),
        ]
    }

    /// The engine's own command, the peer of the process figures.
    private static let espeak = "/usr/bin/espeak-ng"

    /// `speak_process_ratio`: `lector speak TEXT --output wav:F` over `espeak-ng -w F TEXT`, run alternately.
    static func speakRatio(executable: String, runs: Int) throws -> [BenchFigure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("speak.wav").path
        let text = "The quick brown fox jumps over the lazy dog."
        var ours = Timings()
        var theirs = Timings()
        for _ in 0..<runs {
            ours.append(
                try BenchFigure.seconds { try runProcess(executable, ["speak", text, "--output", "wav:\(wav)", "-q"]) })
            theirs.append(try BenchFigure.seconds { try runProcess(espeak, ["-w", wav, text]) })
        }
        return [
            BenchFigure(name: "speak_process_ratio", value: ours.median / theirs.median, unit: "x"),
            BenchFigure(name: "speak_process_ms", value: ours.median * 1000, unit: "ms"),
            BenchFigure(name: "espeak_process_ms", value: theirs.median * 1000, unit: "ms"),
        ]
    }

    /// Runs a program like ``runProcess(_:_:)`` and returns its peak resident memory in kilobytes.
    static func maximumResidentKilobytes(_ path: String, _ arguments: [String]) throws -> Int {
        var usage = rusage()
        try runProcess(path, arguments, usage: &usage)
        return usage.ru_maxrss
    }

    /// Runs a program with posix_spawn (Foundation's Process adds tens of milliseconds of its own),
    /// output discarded; fails unless it exits 0.
    static func runProcess(_ path: String, _ arguments: [String]) throws {
        var usage = rusage()
        try runProcess(path, arguments, usage: &usage)
    }

    private static func runProcess(_ path: String, _ arguments: [String], usage: inout rusage) throws {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard code == 0 else { throw BenchFailure("\(path): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        guard status == 0 else {
            throw BenchFailure("\(path) \(arguments.joined(separator: " ")) exited with status \(status)")
        }
    }
}
