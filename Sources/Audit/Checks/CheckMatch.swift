import Localization

/// A check that matched: which one, and its message as a table key with arguments, rendered in
/// the UI language by the rule that reports it.
public struct CheckMatch: Sendable, Equatable {
    /// An argument of the message: text, a number, or another table entry (a localized word).
    public enum Argument: Sendable, Equatable {
        case text(String)
        case number(Int)
        case word(StringKey)
    }

    /// The check.
    public var check: TextCheck
    /// The message key.
    public var message: StringKey
    /// The message arguments.
    public var arguments: [Argument]

    /// Creates a match.
    public init(_ check: TextCheck, message: StringKey, _ arguments: [Argument] = []) {
        self.check = check
        self.message = message
        self.arguments = arguments
    }

    /// The message in the UI language.
    public func render(_ strings: Strings) -> String {
        let values: [StringArgument] = arguments.map { argument in
            switch argument {
            case .text(let text): .text(text)
            case .number(let number): .number(number)
            case .word(let key): .text(strings.text(key))
            }
        }
        return strings.format(message, arguments: values, channel: .display)
    }

    /// The matched words as one argument: `Taste` or `Taste, Knopf`.
    static func words(_ matches: [PhraseList.Match], in text: NormalizedText) -> Argument {
        var seen: Set<String> = []
        // A match inside a longer one ("tap" in "Double tap") is not named again.
        let outer = matches.filter { match in
            !matches.contains { other in
                other.range != match.range && other.range.lowerBound <= match.range.lowerBound
                    && match.range.upperBound <= other.range.upperBound
            }
        }
        let words = outer.map { text.displayText($0.range) }.filter { seen.insert($0).inserted }
        return .text(words.joined(separator: ", "))
    }
}
