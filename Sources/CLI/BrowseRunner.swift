import Browse
import Domain
import Foundation
import LineEditing
import Listening
import Localization
import Screens
import Utterances

/// `lector browse [SCREEN] [--script FILE|-] [--listen | --listen-file FILE|-]`: interactive through readline
/// when standard input is a terminal, else (or with `--script`) script mode, one command a line; with
/// `--listen-file`, the commands are spoken in the audio (issue 17), and `--listen` adds the microphone.
struct BrowseRunner {
    let request: BrowseRequest
    let root: CompositionRoot
    var options: GlobalOptions { root.options }
    var session: Session { root.session }

    func run() throws {
        guard let address = ScreenAddress(request.screen) else {
            throw CommandFailure(
                session.strings.format(
                    .browseErrorUnknownScreen, .text(request.screen), .text(ScreenID.names.joined(separator: ", "))),
                status: .usage)
        }
        if request.listenFile != nil, request.script != nil || request.listen {
            throw CommandFailure(session.strings.text(.voiceErrorListenFileAlone), status: .usage)
        }
        let audio = try request.listenFile.map(listenSource)
        let scriptLines = audio == nil ? try scriptSource() : nil
        let interactive = scriptLines == nil && audio == nil
        // Echo off for the whole interactive session, before anything slow (opening or creating the library):
        // a key typed while Lector works or speaks is never printed by the terminal. Put back on every way out.
        let mode = interactive ? TerminalMode() : nil
        defer { mode?.restore() }
        let restorer = mode.map(TerminalRestorer.install)
        defer { restorer?.remove() }
        let library = try root.library()
        var settings = try root.settings()
        // `--listen` turns voice commands on for this run, as any option beats the saved setting (not saved).
        if request.listen { settings.listen = true }
        let route = try root.speech(prosody: settings.prosody)
            .makeRoute(viewer: interactive)
        let output = route.output
        let stdout = session.context.standardOutput
        let echo: ((String) -> Void)? =
            interactive || route.printsText || options.curtain
            ? nil : { [printing = session] in stdout.write(printing.visible($0) + "\n") }
        let terminal =
            interactive
            ? ReadlineTerminal(
                onKeyRead: { output.interrupt() }, variables: session.context.variables, curtain: options.curtain,
                mode: mode,
                viewer: route.viewer)
            : nil
        var environment = BrowseEnvironment(
            library: library, output: output, services: root.languages(), voice: route.synthesizer,
            clock: SystemClock(), timeZone: session.timeZone, echo: echo, settings: settings, interactive: interactive,
            lines: terminal)
        environment.homeDirectory = session.context.variables["HOME"]
        if interactive {
            environment.clipboard =
                Clipboard(
                    terminal: { stdout.write($0) }, isTerminal: isatty(STDOUT_FILENO) == 1,
                    variables: session.context.variables
                ).copy
        }
        if request.braille {
            environment.braille = try BrailleSetup(options: options, session: session).mirror(language: settings.locale)
        }
        let browse: BrowseSession
        do {
            browse = try BrowseSession(environment: environment)
            try browse.open(address)
            if interactive { try browse.offerDraft() }
        } catch let error as BrowseError {
            throw CommandFailure(error.message)
        }
        // A prompt open when SIGTERM or SIGHUP comes keeps its text for the next browse.
        let openPrompt = browse.openPrompt
        restorer?.beforeExit = { openPrompt.keep(LineReader.openPromptText) }
        // Ctrl-C stops speech; in keyboard help mode the interactive loop describes it instead.
        let controlC = ControlCInHelpMode()
        let interruption = Interruption.install {
            if !controlC.pressed() { output.interrupt() }
        }
        defer { interruption.remove() }
        if let audio {
            let recognizer = try voiceRecognizer()
            try VoiceDriver(session: browse, english: root.languages().strings(for: "en")) {
                try recognizer.listen(for: $0)
            }
            .run({ try audio.next() }, recognizer: recognizer, stop: { interruption.fired })
            try output.waitUntilIdle()
            if interruption.fired { throw CommandFailure("", status: .interrupted) }
        } else if let terminal {
            let microphone = MicrophoneSwitch(
                session: browse, english: root.languages().strings(for: "en"), output: output)
            defer { microphone.stop() }
            try microphone.begin()
            let loop = InteractiveLoop(session: browse, keys: terminal, lines: terminal, output: output)
            loop.controlC = controlC
            loop.idleWork = { try microphone.idle() }
            try loop.run()
            output.interrupt()
        } else if let next = scriptLines {
            let errors = session.context.standardError
            try ScriptRunner(session: browse) { errors.write("lector: \(session.visible($0))\n") }.run {
                interruption.fired ? nil : next()
            }
            try output.waitUntilIdle()
            if interruption.fired { throw CommandFailure("", status: .interrupted) }
        }
        try output.finish()
    }

    /// The audio of `--listen-file` (`-`: standard input, read as it arrives), at most an hour; opened, and its
    /// header read, before the library is.
    private func listenSource(_ path: String) throws -> ListenSource {
        do {
            return try ListenSource(path: path)
        } catch let error as SoundFileError {
            throw CommandFailure(session.strings.format(.voiceErrorAudio, .text(error.file), .text(error.reason)))
        } catch {
            throw CommandFailure(
                session.strings.format(
                    .voiceErrorAudio, .text(path), .text((error as NSError).localizedFailureReason ?? "unreadable")))
        }
    }

    /// The recognizer over Debian's en-us model.
    private func voiceRecognizer() throws -> Recognizer {
        do {
            return try Recognizer()
        } catch let error as ListeningError {
            throw CommandFailure(session.strings.format(.voiceErrorRecognizer, .text(error.description)))
        }
    }

    /// The script's lines, read lazily; nil for interactive mode.
    private func scriptSource() throws -> (() -> String?)? {
        if let path = request.script, path != "-" {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            } catch {
                throw CommandFailure(
                    session.strings.format(
                        .browseErrorScript, .text(path),
                        .text((error as NSError).localizedFailureReason ?? "unreadable")))
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return { lines.isEmpty ? nil : lines.removeFirst() }
        }
        if request.script == "-" || isatty(STDIN_FILENO) == 0 {
            return { readLine(strippingNewline: true) }
        }
        return nil
    }
}
