import Browse
import Core
import Foundation
import Localization
import Narration
import Speech
import Utterances

/// `lector-bench [--json] [--quick] [--lector PATH]`: the figures of `docs/performance.md`, each the median of many
/// runs. Process figures run the `lector` binary built beside this one (or `--lector PATH`) and the reference tools;
/// in-process figures call the library modules the binary is made of. A developer tool: it prints plain English.
@main
struct Bench {
    let json: Bool
    let quick: Bool
    let context: BenchContext

    static let usage = "usage: lector-bench [--json] [--quick] [--lector PATH]\n"

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var json = false
        var quick = false
        var lector: String?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--lector" where !arguments.isEmpty: lector = arguments.removeFirst()
            case "-h", "--help":
                print(usage, terminator: "")
                return
            default:
                FileHandle.standardError.write(Data(("lector-bench: unknown argument \(argument)\n" + usage).utf8))
                exit(64)
            }
        }
        do {
            let context = try BenchContext.make(environment: ProcessInfo.processInfo.environment, lector: lector)
            try Bench(json: json, quick: quick, context: context).run()
        } catch {
            FileHandle.standardError.write(Data("lector-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    func run() throws {
        let executable = context.lector
        var figures: [BenchFigure] = []
        // LECTOR_BENCH_ONLY=GROUP[,GROUP…]: only those groups of figures (process, compose, speech, browse, l10n,
        // import, photos, fetch, audit, readers, sound, voice), for measuring one piece of work; unset runs every
        // group.
        let only = context.environment["LECTOR_BENCH_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ group: String) -> Bool { only?.contains(group) ?? true }
        let runs = quick ? 5 : 40
        if wanted("process") {
            figures.append(contentsOf: try ProcessBench.startup(executable: executable, runs: runs))
            figures.append(contentsOf: try ProcessBench.speakRatio(executable: executable, runs: quick ? 3 : 20))
        }
        if wanted("compose") {
            figures.append(try NarrationBench.composePerSecond(context.narrator(), quick: quick))
        }
        if wanted("speech") || wanted("browse") {
            let synthesizer = try EspeakSynthesizer(sessionLanguage: "en")
            if wanted("speech") {
                figures.append(contentsOf: try SpeechBench.run(synthesizer: synthesizer, quick: quick))
            }
            if wanted("browse") {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "lector-bench-browse-\(getpid())")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                figures.append(
                    contentsOf: try BrowseBench.keyToFirstAudio(
                        synthesizer: synthesizer, folder: folder, context: context, quick: quick))
                figures.append(
                    contentsOf: try BrowseBench.largeLibrary(
                        folder: folder, executable: executable, context: context, quick: quick))
            }
        }
        if wanted("l10n") {
            figures.append(
                try L10nBench.check(folder: context.localizations, strings: context.strings, runs: quick ? 5 : 50))
            figures.append(try L10nBench.project(strings: context.strings, runs: quick ? 3 : 15))
        }
        if wanted("import") {
            figures.append(contentsOf: try CollectionBench.importFlickr(executable: executable, quick: quick))
        }
        if wanted("photos") { figures.append(try CollectionBench.addPhotoFiles(executable: executable, quick: quick)) }
        if wanted("fetch") { figures.append(try FetchBench.fetch100(quick: quick)) }
        if wanted("audit") { figures.append(AuditBench.elementsPerSecond(strings: context.strings, quick: quick)) }
        if wanted("readers") { figures.append(contentsOf: try ReaderBench.wideRatio(quick: quick)) }
        if wanted("sound") {
            figures.append(
                contentsOf: try SoundBench.run(
                    executable: executable, localizations: context.localizations, quick: quick))
        }
        if wanted("voice") {
            let english = context.catalog().strings(for: "en")
            figures.append(contentsOf: try VoiceBench.run(english: english, quick: quick))
            figures.append(
                contentsOf: try VoiceCorpusBench.run(english: english, folder: context.voiceCorpus, quick: quick))
        }
        write(figures)
    }

    /// Prints the figures as text lines or one JSON object.
    private func write(_ figures: [BenchFigure]) {
        if json {
            // Each figure at the precision its text line shows, through the one JSON writer.
            let members = figures.map { ($0.name, JSONValue.double(Double(BenchFigure.format($0.value)) ?? $0.value)) }
            print(JSONWriter.string(.members(members)), terminator: "")
        } else {
            for figure in figures { print(figure.line) }
        }
    }
}

/// What the in-process figures run with, as `lector` would start: the Localizations folder, the strings of the
/// environment's locale, the time zone, and the `lector` binary the process figures run.
struct BenchContext {
    let environment: [String: String]
    let localizations: URL
    let locales: ResolvedLocales
    let strings: Strings
    let timeZone: TimeZone
    let lector: String
    /// Where the voice corpus's clips are kept between runs: `$LECTOR_VOICE_CORPUS`, else `voice-corpus` in the
    /// `.build` folder this binary was built in (a temporary folder outside one).
    let voiceCorpus: URL

    static func make(environment: [String: String], lector: String?) throws -> BenchContext {
        let own = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let binary =
            lector ?? URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("lector").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchFailure(
                "no lector binary at \(binary): build it (swift build -c release --product lector) or pass --lector PATH"
            )
        }
        let folder = try LocalizationsLocator.locate(environment: environment, executablePath: own)
        let available = LocalizationsLocator.languages(in: folder)
        let locales =
            (try? ResolvedLocales.resolve(option: nil, environment: environment, availableLanguages: available))
            ?? .english
        let strings = try Strings.load(directory: folder, locales: locales, notice: { _ in })
        var build = URL(fileURLWithPath: own).deletingLastPathComponent()
        while build.lastPathComponent != ".build", build.pathComponents.count > 1 {
            build = build.deletingLastPathComponent()
        }
        let corpus =
            environment["LECTOR_VOICE_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? (build.lastPathComponent == ".build" ? build : FileManager.default.temporaryDirectory)
            .appendingPathComponent("voice-corpus")
        return BenchContext(
            environment: environment, localizations: folder, locales: locales, strings: strings,
            timeZone: TimeZone.current, lector: binary, voiceCorpus: corpus)
    }

    /// The shipped tables as a session's languages, without a user's pronunciation dictionary.
    func catalog() -> LanguageCatalog {
        LanguageCatalog(folder: localizations, sessionStrings: strings, timeZone: timeZone, userEntries: [])
    }

    /// The narrator `lector speak` makes with no options: the session language, some punctuation, capitals by pitch.
    func narrator() -> Narrator {
        Narrator(
            languages: catalog().narrationLanguages(punctuation: .some, capitals: .pitch), verbosity: .normal)
    }
}

/// A bench that could not measure: what went wrong, in words.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
