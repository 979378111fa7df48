/// A command line that cannot be run: exit 64 with a short usage line.
public enum UsageError: Error, Sendable, Equatable {
    /// No command was given.
    case missingCommand
    /// The first word is not a command.
    case unknownCommand(String)
    /// An option that neither the globals nor the command know.
    case unknownOption(String, command: CommandName?)
    /// An option needs a value and got none.
    case missingValue(option: String, command: CommandName?)
    /// A value outside its allowed set or range.
    case invalidValue(option: String, value: String, allowed: String, command: CommandName?)
    /// The command needs an argument it did not get.
    case missingArgument(String, command: CommandName)
    /// An option was given twice.
    case repeatedOption(String, command: CommandName?)
    /// The word after a command with subcommands (`items`, `photos`, `tags`) is none of them.
    case unknownSubcommand(String, allowed: String, command: CommandName)
    /// An operand the command does not take.
    case unexpectedArgument(String, command: CommandName)
    /// Two options that exclude each other (`--locale` and `--all-locales`).
    case conflictingOptions(String, String, command: CommandName)
    /// A `--rules` entry that matches no audit rule, as written (empty for an empty entry).
    case unknownRule(String, command: CommandName)
    /// A value that is not a language tag (`--source-language`).
    case invalidLanguageTag(option: String, value: String, command: CommandName)

    /// The same error for `command` where it named none (an option error found before the command word).
    public func naming(_ command: CommandName) -> UsageError {
        switch self {
        case .unknownOption(let option, nil): return .unknownOption(option, command: command)
        case .missingValue(let option, nil): return .missingValue(option: option, command: command)
        case .invalidValue(let option, let value, let allowed, nil):
            return .invalidValue(option: option, value: value, allowed: allowed, command: command)
        case .repeatedOption(let option, nil): return .repeatedOption(option, command: command)
        default: return self
        }
    }

    /// The command whose usage line goes with the message.
    public var command: CommandName? {
        switch self {
        case .missingCommand, .unknownCommand: return nil
        case .unknownOption(_, let command), .missingValue(_, let command), .invalidValue(_, _, _, let command),
            .repeatedOption(_, let command):
            return command
        case .missingArgument(_, let command), .unknownSubcommand(_, _, let command),
            .unexpectedArgument(_, let command),
            .conflictingOptions(_, _, let command), .unknownRule(_, let command),
            .invalidLanguageTag(_, _, let command):
            return command
        }
    }
}
