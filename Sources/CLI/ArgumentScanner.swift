/// A command's own tokens (global options already taken out), read by the command's parser.
///
/// Options are taken by name (`flag`, `value`); what remains after them are the operands. `finish()` rejects
/// any option the command did not take.
public struct ArgumentScanner: Sendable {
    private var tokens: [String]
    /// The command being parsed, for error messages.
    public let command: CommandName

    public init(tokens: [String], command: CommandName) {
        self.tokens = tokens
        self.command = command
    }

    /// The subcommand (`list` in `items list`): the first token, when it is not an option; removes it.
    public mutating func subcommand() -> String? {
        guard let first = tokens.first, !first.hasPrefix("-") else { return nil }
        tokens.removeFirst()
        return first
    }

    /// Whether `names` (e.g. `--json`) is present; removes it. Given twice is an error.
    public mutating func flag(_ names: String...) throws(UsageError) -> Bool {
        var found = false
        var index = 0
        while index < tokens.count, tokens[index] != "--" {
            if names.contains(tokens[index]) {
                if found { throw .repeatedOption(tokens[index], command: command) }
                found = true
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// The value of `name` (`--name VALUE` or `--name=VALUE`), or nil; removes both tokens.
    public mutating func value(_ name: String) throws(UsageError) -> String? {
        var result: String?
        var index = 0
        while index < tokens.count, tokens[index] != "--" {
            let token = tokens[index]
            if token == name {
                guard index + 1 < tokens.count else { throw .missingValue(option: name, command: command) }
                if result != nil { throw .repeatedOption(name, command: command) }
                result = tokens[index + 1]
                tokens.removeSubrange(index...(index + 1))
            } else if token.hasPrefix(name + "=") {
                if result != nil { throw .repeatedOption(name, command: command) }
                result = String(token.dropFirst(name.count + 1))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return result
    }

    /// Every value of a repeatable option, in order.
    public mutating func values(_ name: String) throws(UsageError) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count, tokens[index] != "--" {
            let token = tokens[index]
            if token == name {
                guard index + 1 < tokens.count else { throw .missingValue(option: name, command: command) }
                result.append(tokens[index + 1])
                tokens.removeSubrange(index...(index + 1))
            } else if token.hasPrefix(name + "=") {
                result.append(String(token.dropFirst(name.count + 1)))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return result
    }

    /// Every value of several repeatable options, in the order given, with the option's name:
    /// for commands whose inputs keep their command-line order (`audit --tree A --strings B`).
    public mutating func orderedValues(_ names: Set<String>) throws(UsageError) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var index = 0
        while index < tokens.count, tokens[index] != "--" {
            let token = tokens[index]
            if names.contains(token) {
                guard index + 1 < tokens.count else { throw .missingValue(option: token, command: command) }
                result.append((token, tokens[index + 1]))
                tokens.removeSubrange(index...(index + 1))
            } else if let equals = token.firstIndex(of: "="), names.contains(String(token[..<equals])) {
                result.append((String(token[..<equals]), String(token[token.index(after: equals)...])))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return result
    }

    /// The value of `name` checked against `allowed`.
    public mutating func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type) throws(UsageError)
        -> T? where T.RawValue == String
    {
        guard let raw = try value(name) else { return nil }
        guard let parsed = T(rawValue: raw) else {
            throw .invalidValue(
                option: name, value: raw, allowed: T.allCases.map(\.rawValue).joined(separator: ", "),
                command: command)
        }
        return parsed
    }

    /// The remaining operands, after checking that no unknown option is left. `--` ends options.
    public mutating func finish() throws(UsageError) -> [String] {
        var operands: [String] = []
        var ended = false
        for token in tokens {
            if !ended && token == "--" {
                ended = true
                continue
            }
            if !ended && token.hasPrefix("-") && token != "-" {
                let name = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
                throw .unknownOption(name, command: command)
            }
            operands.append(token)
        }
        tokens = []
        return operands
    }
}
