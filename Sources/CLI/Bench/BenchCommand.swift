import Benchmarks
import Core
import Foundation
import Speech

/// `lector bench`: the figures of `performance.md`, each the median of many runs.
struct BenchCommand {
    let json: Bool
    let quick: Bool
    let session: Session

    func run() throws {
        let executable = try ownExecutable()
        var figures: [BenchFigure] = []
        // LECTOR_BENCH_ONLY=GROUP[,GROUP…]: only those groups of figures (process, compose, speech, browse, l10n,
        // import, photos, fetch, audit, voice), for measuring one piece of work; unset runs every group.
        let only = session.context.variables["LECTOR_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ group: String) -> Bool { only?.contains(group) ?? true }
        let runs = quick ? 5 : 40
        if wanted("process") {
            figures.append(contentsOf: try ProcessBench.startup(executable: executable, runs: runs))
            figures.append(contentsOf: try ProcessBench.speakRatio(executable: executable, runs: quick ? 3 : 20))
        }
        if wanted("compose") {
            let narrator = CompositionRoot(options: GlobalOptions(), session: session).narrator()
            figures.append(try NarrationBench.composePerSecond(narrator, quick: quick))
        }
        if wanted("speech") || wanted("browse") {
            let synthesizer = try EspeakSynthesizer(sessionLanguage: "en")
            if wanted("speech") { figures.append(contentsOf: try SpeechBench.run(synthesizer: synthesizer, quick: quick)) }
            if wanted("browse") {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-bench-browse-\(getpid())")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                figures.append(
                    contentsOf: try BrowseBench.keyToFirstAudio(
                        synthesizer: synthesizer, folder: folder, session: session, quick: quick))
                figures.append(
                    contentsOf: try BrowseBench.largeLibrary(
                        folder: folder, executable: executable, session: session, quick: quick))
            }
        }
        if wanted("l10n") {
            figures.append(try L10nBench.check(folder: session.localizations, strings: session.strings, runs: quick ? 5 : 50))
            figures.append(try L10nBench.project(strings: session.strings, runs: quick ? 3 : 15))
        }
        if wanted("import") { figures.append(contentsOf: try CollectionBench.importFlickr(executable: executable, quick: quick)) }
        if wanted("photos") { figures.append(try CollectionBench.addPhotoFiles(quick: quick)) }
        if wanted("fetch") { figures.append(try FetchBench.fetch100(quick: quick)) }
        if wanted("audit") { figures.append(AuditBench.elementsPerSecond(strings: session.strings, quick: quick)) }
        if wanted("voice") {
            let english = CompositionRoot(options: GlobalOptions(), session: session).languages().strings(for: "en")
            figures.append(contentsOf: try VoiceBench.run(english: english, quick: quick))
        }
        write(figures)
    }

    /// Prints the figures as text lines or one JSON object.
    private func write(_ figures: [BenchFigure]) {
        let out = session.context.standardOutput
        if json {
            // Each figure at the precision its text line shows, through the one JSON writer.
            let members = figures.map { ($0.name, JSONValue.double(Double(BenchFigure.format($0.value)) ?? $0.value)) }
            out.write(JSONWriter.string(.members(members)))
        } else {
            for figure in figures { out.write(figure.line + "\n") }
        }
    }

    private func ownExecutable() throws -> String {
        if let path = session.context.executablePath { return path }
        return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}

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
            ours.append(try BenchFigure.seconds { try runProcess(executable, ["speak", text, "--output", "wav:\(wav)", "-q"]) })
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
    private static func runProcess(_ path: String, _ arguments: [String]) throws {
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
        guard code == 0 else { throw CommandFailure("\(path): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        guard status == 0 else {
            throw CommandFailure("\(path) \(arguments.joined(separator: " ")) exited with status \(status)")
        }
    }
}
