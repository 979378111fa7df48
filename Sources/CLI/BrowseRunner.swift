import Browse
import Domain
import Foundation
import LineEditing
import Localization
import Screens
import Utterances

/// `lector browse [SCREEN] [--script FILE|-]`: interactive through readline when standard input is a
/// terminal, else (or with `--script`) script mode, one command a line.
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
        let scriptLines = try scriptSource()
        let interactive = scriptLines == nil
        // Echo off for the whole interactive session, before anything slow (opening or creating the library):
        // a key typed while Lector works or speaks is never printed by the terminal. Put back on every way out.
        let mode = interactive ? TerminalMode() : nil
        defer { mode?.restore() }
        let restorer = mode.map(TerminalRestorer.install)
        defer { restorer?.remove() }
        let library = try root.library()
        let settings = try root.settings()
        let route = try root.speech(prosody: Prosody(rate: settings.rate, pitch: settings.pitch, volume: settings.volume))
            .makeRoute(viewer: interactive)
        let output = route.output
        let stdout = session.context.standardOutput
        let echo: ((String) -> Void)? = interactive || route.printsText || options.curtain ? nil : { [printing = session] in stdout.write(printing.visible($0) + "\n") }
        let terminal = interactive
            ? ReadlineTerminal(onKeyRead: { output.interrupt() }, variables: session.context.variables, curtain: options.curtain, mode: mode,
                viewer: route.viewer)
            : nil
        var environment = BrowseEnvironment(
            library: library, output: output, services: root.languages(), voice: route.synthesizer,
            clock: SystemClock(), timeZone: session.timeZone, echo: echo, settings: settings, interactive: interactive,
            lines: terminal)
        environment.homeDirectory = session.context.variables["HOME"]
        if request.braille {
            environment.braille = try BrailleSetup(options: options, session: session).mirror(language: settings.locale)
        }
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
            try InteractiveLoop(session: browse, keys: terminal, lines: terminal, output: output).run()
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
