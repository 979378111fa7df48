import Foundation
import Localization
import Speech

/// The program: parse, then run, then map the outcome to an exit status.
public enum Lector {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// Runs the real process and exits with its status.
    public static func main() -> Never {
        run(
            .current,
            prepare: {
                // libespeak-ng sets LC_CTYPE to C.UTF-8 when it starts; do it before any command runs so nothing
                // depends on whether it did (speech.md §10). The user's language is read from the variables, never
                // from setlocale. `--version` does without.
                setlocale(LC_CTYPE, "C.UTF-8")
            },
            // The process ends with the session's tables and the narrators alive: the exit frees them at once.
            startsEngineAhead: true,
            then: { status in exit(status.rawValue) })
    }

    /// Runs one command line in `context` and returns its exit status; `prepare` runs once the command is known
    /// to be more than `--version`.
    public static func run(_ context: ProcessContext, prepare: () -> Void = {}) -> ExitStatus {
        run(context, prepare: prepare, startsEngineAhead: false, then: { $0 })
    }

    /// Runs one command line and hands its exit status to `finish` while the session and the command's narration
    /// languages are still alive. With `startsEngineAhead` (the real process, whose engine nobody else starts), a
    /// `speak` that synthesizes starts libespeak-ng on its thread as soon as the command is known.
    private static func run<Outcome>(
        _ context: ProcessContext, prepare: () -> Void, startsEngineAhead: Bool, then finish: (ExitStatus) -> Outcome
    ) -> Outcome {
        // Not a `Result`: making `Result<Invocation, UsageError>` at run time searches the binary's conformances.
        var parsed: Invocation?
        var usageError: UsageError?
        do throws(UsageError) { parsed = try CommandLineParser.parse(context.arguments) } catch { usageError = error }
        if let parsed, parsed.command == .version {
            context.standardOutput.write("lector \(version)\n")
            return finish(.success)
        }
        prepare()
        var context = context
        let engineStart = startsEngineAhead ? parsed.flatMap(startsEngine) : nil
        if let engineStart { context.standardError = StartingEngineStream(context.standardError, start: engineStart) }
        let session: Session
        let locale = parsed?.options.locale ?? CommandLineParser.localeOption(in: context.arguments)
        do throws(CommandFailure) {
            session = try Session.start(context, locale: locale)
        } catch {
            context.standardError.write("lector: \(TerminalText.visibleLines(error.message))\n")
            return finish(error.status)
        }
        engineStart?.selectVoice(
            sessionLanguage: SpeechSetup.voiceLanguage(session.locales), voice: parsed?.options.voice)
        guard let invocation = parsed else {
            let usage = usageError ?? .missingCommand  // parse returns or throws: never both nil
            return finish(
                FailureReport.report(
                    FailureReport.describe(usage, strings: session.strings), usage: usage.command,
                    arguments: context.arguments, strings: session.strings, to: context.standardError))
        }
        let status: ExitStatus
        var languages: CompositionRoot.Languages = (nil, nil)
        do {
            try execute(invocation, in: session, engineStart: engineStart, keeping: &languages)
            status = .success
        } catch {
            let topic: CommandName?? = invocation.command.name.map { .some($0) } ?? .some(nil)
            status = FailureReport.report(
                FailureReport.describe(error, strings: session.strings), usage: topic, arguments: context.arguments,
                strings: session.strings,
                to: context.standardError)
        }
        return withExtendedLifetime((session, languages)) { finish(status) }
    }

    /// Runs the command; `languages` receives the root's catalog and narrator, which the caller keeps to the end
    /// (the root itself goes when the command ends: the library's connection is closed, as SQLite wants).
    private static func execute(
        _ invocation: Invocation, in session: Session, engineStart: EngineStart?,
        keeping languages: inout CompositionRoot.Languages
    ) throws {
        let root = CompositionRoot(options: invocation.options, session: session, engineStart: engineStart)
        defer { languages = root.languagesInUse }
        switch invocation.command {
        case .version:
            session.context.standardOutput.write("lector \(version)\n")
        case .help(let topic):
            session.context.standardOutput.write(HelpCatalog.page(for: topic).render(session.strings))
        case .speak(let request):
            try SpeakCommand(request: request, root: root).run()
        case .inspect(let request):
            try InspectCommand(request: request, root: root).run()
        case .browse(let request):
            try BrowseRunner(request: request, root: root).run()
        case .pronounce(let request):
            try PronounceCommand(request: request, environment: root.collection).run()
        case .l10n(.check(let request)):
            try L10nCheckCommand(request: request, session: session, root: root).run()
        case .l10n(.pseudo(let folder)):
            try L10nPseudoCommand(outputFolder: folder, session: session).run()
        case .audit(let request):
            try AuditCommand(request: request, root: root).run()
        case .items(let request):
            try ItemsCommand(request: request, environment: root.collection).run()
        case .photos(let request):
            try PhotosCommand(request: request, environment: root.collection).run()
        case .tags(let request):
            try TagsCommand(request: request, environment: root.collection).run()
        case .importFile(let request):
            try ImportCommand(request: request, environment: root.collection).run()
        case .export(let request):
            try ExportCommand(request: request, environment: root.collection).run()
        }
    }

    /// The engine started ahead for a `speak` whose output synthesizes (device, WAV, PCM, phonemes), which starts
    /// it anyway before anything else is spoken; nil for every other command.
    private static func startsEngine(_ invocation: Invocation) -> EngineStart? {
        guard case .speak = invocation.command else { return nil }
        switch invocation.options.output ?? .audio {
        case .audio, .wav, .pcm, .phonemes: return EngineStart()
        case .text, .ssml, .none, .braille, .speechd: return nil
        }
    }
}

extension Command {
    /// The command's name, for its usage line.
    var name: CommandName? {
        switch self {
        case .help(let topic): return topic
        case .version: return nil
        case .speak: return .speak
        case .inspect: return .inspect
        case .pronounce: return .pronounce
        case .l10n: return .l10n
        case .audit: return .audit
        case .browse: return .browse
        case .items: return .items
        case .photos: return .photos
        case .tags: return .tags
        case .importFile: return .import
        case .export: return .export
        }
    }
}
