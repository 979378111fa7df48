import Localization
import Screens

/// Script mode (`browse.md`): commands one a line; an unknown command or a bad argument is reported on
/// stderr with its line number and the session goes on; the end of input ends the session.
public final class ScriptRunner {
    private let session: BrowseSession
    private let errors: (String) -> Void

    /// - Parameter errors: writes one message (the CLI prefixes `lector: ` and sends it to stderr).
    public init(session: BrowseSession, errors: @escaping (String) -> Void) {
        self.session = session
        self.errors = errors
    }

    /// Runs the lines `next()` gives until it returns nil or a line says `quit`.
    public func run(_ next: () -> String?) throws {
        var number = 0
        while let line = next() {
            number += 1
            switch ScriptLine.parse(line) {
            case .success(nil):
                continue
            case .failure(let error):
                errors(session.strings.format(.browseErrorLine, .number(number), .text(error.message(session.strings))))
            case .success(let command?):
                do {
                    guard try session.perform(command, text: line) else { return }
                } catch let error as BrowseError {
                    errors(session.strings.format(.browseErrorLine, .number(number), .text(error.message)))
                    try session.report(error.message)
                }
            }
        }
    }
}

extension ScriptError {
    /// The message in the session's language.
    public func message(_ strings: Strings) -> String {
        switch self {
        case .unknownCommand(let word):
            return strings.format(.browseErrorUnknownCommand, .text(word))
        case .invalidArgument(let command, let allowed):
            return strings.format(.browseErrorInvalidArgument, .text(command), .text(allowed))
        case .unknownScreen(let name):
            return strings.format(.browseErrorUnknownScreen, .text(name), .text(ScreenID.names.joined(separator: ", ")))
        }
    }
}
