import Core
import Domain
import Foundation
import Localization

/// What the collection commands run with: the options, the session, and the one place that opens the real
/// library (cli.md: `--library`, `$LECTOR_LIBRARY`, `$XDG_DATA_HOME/lector`, `~/.local/share/lector`).
struct CollectionEnvironment {
    /// Where the library, the engine and the languages come from.
    let root: CompositionRoot
    var options: GlobalOptions { root.options }
    var session: Session { root.session }

    init(root: CompositionRoot) {
        self.root = root
    }

    var strings: Strings { session.strings }

    /// Display formats of the run: the strings' locales and the time zone of `TZ`.
    var formatter: ValueFormatter { ValueFormatter(strings: session.strings, timeZone: TimeZone.current) }

    /// The library folder the options and variables name.
    func libraryFolder() throws -> URL {
        guard let folder = root.libraryFolder else { throw CommandFailure(strings.text(.errorLibraryNoLocation)) }
        return folder
    }

    /// The run's library, created (with the demo collection unless `--empty`) when it does not exist.
    func openLibrary() throws -> Library {
        try root.library()
    }

    /// Whether the run's library exists already, so that opening it creates nothing.
    var libraryExists: Bool {
        guard let folder = root.libraryFolder else { return false }
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(Library.databaseName).path)
    }

    /// Writes a line (or several) to standard output, control characters made visible (`TerminalText`).
    func print(_ line: String) {
        session.context.standardOutput.write(session.visible(line) + "\n")
    }

    /// Writes list lines to standard output, one per record, each with its control characters made visible.
    func printLines(_ lines: [String]) {
        session.context.standardOutput.write(
            lines.map { TerminalText.visible($0, keepingBidiControls: session.keepsBidiControls) + "\n" }.joined())
    }

    /// Writes JSON to standard output.
    func printJSON(_ value: JSONValue) {
        session.context.standardOutput.write(JSONWriter.string(value))
    }

    /// A notice on standard error, unless `-q` or `--curtain`.
    func notice(_ text: String) {
        session.notice(text, options: options)
    }

    /// Runs a change with SIGINT, SIGTERM and SIGHUP held off: a signal interrupts the store, the change rolls
    /// back, and the command ends with 128 + the signal's number. A change that finished first stays.
    func write<T>(_ library: Library, _ body: () throws -> T) throws -> T {
        let guardian = SignalGuard.install()
        defer { guardian.remove() }
        let interrupter = library.makeInterrupter()
        guardian.onSignal { interrupter.interrupt() }
        do {
            let result = try body()
            if guardian.receivedSignal != nil { notice(strings.text(.noticeInterruptedTooLate)) }
            return result
        } catch LibraryError.interrupted {
            throw CommandFailure(strings.text(.errorInterrupted), status: guardian.exitStatus ?? .interrupted)
        }
    }
}
