import Browse
import Domain
import Foundation
import Screens
import Utterances

/// `lector browse [SCREEN] [--script FILE|-]`: interactive through readline when standard input is a
/// terminal, else (or with `--script`) script mode, one command a line.
struct BrowseRunner {
    let request: BrowseRequest
    let options: GlobalOptions
    let session: Session

    func run() throws {
        guard let address = ScreenAddress(request.screen) else {
            throw CommandFailure(
                session.strings.format(
                    .browseErrorUnknownScreen, .text(request.screen), .text(ScreenID.names.joined(separator: ", "))),
                status: .usage)
        }
        let scriptLines = try scriptSource()
        let interactive = scriptLines == nil
        let library = try LibrarySetup(options: options, session: session).open()
        let services = ScreenServices.forOptions(options, session: session)
        let settings = try services.settings(options: options, library: library)
        var speechOptions = options
        speechOptions.rate = settings.rate
        speechOptions.pitch = settings.pitch
        speechOptions.volume = settings.volume
        let route = try SpeechSetup(options: speechOptions, session: session).makeRoute()
        let output = route.output
        let stdout = session.context.standardOutput
        let echo: ((String) -> Void)? = interactive || route.printsText || options.curtain ? nil : { stdout.write($0 + "\n") }
        let terminal = interactive
            ? ReadlineTerminal(onKeyRead: { output.interrupt() }, variables: session.context.variables, curtain: options.curtain)
            : nil
        var environment = BrowseEnvironment(
            library: library, output: output, services: services, voice: route.synthesizer.map(SynthesizerVoice.init),
            clock: SystemClock(), timeZone: session.timeZone, echo: echo, settings: settings, interactive: interactive,
            lines: terminal)
        environment.homeDirectory = session.context.variables["HOME"]
        let browse: BrowseSession
        do {
            browse = try BrowseSession(environment: environment)
            try browse.open(address)
        } catch let error as BrowseError {
            throw CommandFailure(error.message)
        }
        let interruption = Interruption.install { output.interrupt() }
        defer { interruption.remove() }
        if let terminal {
            let restorer = TerminalRestorer.install()
            defer { restorer.remove() }
            try InteractiveLoop(session: browse, keys: terminal, lines: terminal, output: output).run()
            output.interrupt()
        } else if let next = scriptLines {
            let errors = session.context.standardError
            try ScriptRunner(session: browse) { errors.write("lector: \($0)\n") }.run {
                interruption.fired ? nil : next()
            }
            try output.waitUntilIdle()
            if interruption.fired { throw CommandFailure("", status: .interrupted) }
        }
        try output.finish()
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
                        .browseErrorScript, .text(path), .text((error as NSError).localizedFailureReason ?? "unreadable")))
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
