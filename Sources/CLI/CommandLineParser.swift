import Braille
import Narration
import Utterances

/// Parses `[String]` (without the program name) into an `Invocation`. Pure: no I/O, no environment.
///
/// Global options may stand before or after the command; `--name=value` and `--name value` both work;
/// `--` ends option parsing.
public enum CommandLineParser {
    /// Parses the arguments or throws the usage error to report (exit 64). An error in a global option given
    /// before the command still names the command, so that its usage line is printed (`lector --rate x items`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        do {
            return try parseArguments(arguments)
        } catch {
            guard error.command == nil, let named = commandName(in: arguments) else { throw error }
            throw error.naming(named)
        }
    }

    /// The command a line names, found as the parser would find it (global options and their values skipped);
    /// nil when it names none.
    public static func commandName(in arguments: [String]) -> CommandName? {
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            if !argument.hasPrefix("-") || argument == "-" { return CommandName(rawValue: argument) }
            let (name, inlineValue) = split(argument)
            if let option = GlobalOption(rawValue: name), !option.isFlag, inlineValue == nil { index += 1 }
        }
        return nil
    }

    private static func parseArguments(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = GlobalOptions()
        // The options given so far: a handful, so an array.
        var seen: [String] = []
        var command: CommandName?
        var commandTokens: [String] = []
        var wantsHelp = false
        var wantsVersion = false
        var index = 0
        var optionsEnded = false

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded {
                commandTokens.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                commandTokens.append(argument)
                continue
            }
            if !argument.hasPrefix("-") || argument == "-" {
                if command == nil {
                    guard let name = CommandName(rawValue: argument) else {
                        if wantsHelp || wantsVersion { continue }
                        throw .unknownCommand(argument)
                    }
                    command = name
                } else {
                    commandTokens.append(argument)
                }
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help":
                wantsHelp = true
                continue
            case "--version":
                wantsVersion = true
                continue
            default:
                break
            }
            guard let option = GlobalOption(rawValue: name) else {
                // Not a global option: the command's own, checked by the command's parser.
                guard command != nil else { throw .unknownOption(name, command: nil) }
                commandTokens.append(argument)
                continue
            }
            guard !seen.contains(option.rawValue) else { throw .repeatedOption(name, command: command) }
            seen.append(option.rawValue)
            if option.isFlag {
                guard inlineValue == nil else {
                    throw .invalidValue(option: name, value: inlineValue ?? "", allowed: "", command: command)
                }
                option.apply(flagTo: &options)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw .missingValue(option: name, command: command) }
                value = arguments[index]
                index += 1
            }
            try option.apply(value, to: &options, command: command)
        }

        if wantsHelp { return Invocation(options: options, command: .help(topic: command)) }
        if wantsVersion { return Invocation(options: options, command: .version) }
        guard let command else { throw .missingCommand }
        var scanner = ArgumentScanner(tokens: commandTokens, command: command)
        let parsed = try command.parse(&scanner)
        if case .audit(let request) = parsed, request.allLocales, options.locale != nil {
            throw .conflictingOptions("--locale", "--all-locales", command: .audit)
        }
        return Invocation(options: options, command: parsed)
    }

    /// The value of `--locale` wherever it stands, even on a line that does not parse, so that usage
    /// errors come in the user's language too.
    public static func localeOption(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == GlobalOption.locale.rawValue, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(GlobalOption.locale.rawValue + "=") {
                return String(argument.dropFirst(GlobalOption.locale.rawValue.count + 1))
            }
            index += 1
        }
        return nil
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// The global options of `cli.md`, with how each is validated.
enum GlobalOption: String, CaseIterable {
    case library = "--library"
    case empty = "--empty"
    case audioDevice = "--audio-device"
    case locale = "--locale"
    case output = "--output"
    case voice = "--voice"
    case rate = "--rate"
    case pitch = "--pitch"
    case volume = "--volume"
    case verbosity = "--verbosity"
    case punctuation = "--punctuation"
    case curtain = "--curtain"
    case speechLog = "--speech-log"
    case quiet = "--quiet"
    case quietShort = "-q"
    case brailleTable = "--braille-table"
    case brailleGrade = "--braille-grade"

    var isFlag: Bool {
        switch self {
        case .empty, .curtain, .quiet, .quietShort: return true
        default: return false
        }
    }

    func apply(flagTo options: inout GlobalOptions) {
        switch self {
        case .empty: options.empty = true
        case .curtain: options.curtain = true
        case .quiet, .quietShort: options.quiet = true
        default: break
        }
    }

    func apply(_ value: String, to options: inout GlobalOptions, command: CommandName?) throws(UsageError) {
        func invalid(_ allowed: String) -> UsageError {
            .invalidValue(option: rawValue, value: value, allowed: allowed, command: command)
        }
        func nonEmpty() throws(UsageError) -> String {
            guard !value.isEmpty else { throw .missingValue(option: rawValue, command: command) }
            return value
        }
        func number(in range: ClosedRange<Int>) throws(UsageError) -> Int {
            guard let number = Int(value), range.contains(number) else {
                throw invalid("\(range.lowerBound)–\(range.upperBound)")
            }
            return number
        }
        switch self {
        case .library: options.library = try nonEmpty()
        case .audioDevice: options.audioDevice = try nonEmpty()
        case .speechLog: options.speechLog = try nonEmpty()
        case .locale: options.locale = try nonEmpty()
        case .voice: options.voice = try nonEmpty()
        case .brailleTable: options.brailleTable = try nonEmpty()
        case .brailleGrade:
            guard let grade = Int(value).flatMap(BrailleGrade.init(rawValue:)) else { throw invalid("1, 2") }
            options.brailleGrade = grade
        case .output:
            guard let output = OutputSpec(argument: value) else {
                throw invalid("audio, wav:PATH, pcm, text, ssml, phonemes, braille, speechd, none")
            }
            options.output = output
        case .rate: options.rate = try number(in: Prosody.rateRange)
        case .pitch: options.pitch = try number(in: Prosody.pitchRange)
        case .volume: options.volume = try number(in: Prosody.volumeRange)
        case .verbosity:
            guard let verbosity = Verbosity(rawValue: value) else {
                throw invalid(Verbosity.allCases.map(\.rawValue).joined(separator: ", "))
            }
            options.verbosity = verbosity
        case .punctuation:
            guard let level = PunctuationLevel(rawValue: value) else {
                throw invalid(PunctuationLevel.allCases.map(\.rawValue).joined(separator: ", "))
            }
            options.punctuation = level
        case .empty, .curtain, .quiet, .quietShort:
            break
        }
    }
}
