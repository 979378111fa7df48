import Localization
import Screens

/// A line of a browse script that is not a command.
public enum ScriptError: Error, Hashable, Sendable {
    /// The first word is no command.
    case unknownCommand(String)
    /// The command's argument is missing or not one it takes; `allowed` says what it takes (never translated).
    case invalidArgument(command: String, allowed: String)
    /// `screen NAME` names no screen.
    case unknownScreen(String)
}
