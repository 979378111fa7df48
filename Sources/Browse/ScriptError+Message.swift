import Localization
import Screens

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
