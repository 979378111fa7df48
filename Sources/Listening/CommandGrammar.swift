/// The phrases the recognizer listens for, as a JSGF grammar (one public rule of alternatives).
public struct CommandGrammar: Sendable, Equatable {
    /// The phrases, lower-case words separated by single spaces, without duplicates, in the order given.
    public let phrases: [String]

    /// The phrases normalized: lower-cased, split on anything but letters and apostrophes, empty ones and
    /// repeats dropped.
    public init(phrases: [String]) {
        var seen = Set<String>()
        var kept: [String] = []
        for phrase in phrases {
            let words = Self.words(of: phrase)
            let normal = words.joined(separator: " ")
            guard !normal.isEmpty, seen.insert(normal).inserted else { continue }
            kept.append(normal)
        }
        self.phrases = kept
    }

    /// The words of a text as the dictionary spells them: lower-case runs of letters and apostrophes.
    public static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
    }

    /// Every distinct word of the phrases.
    public var words: Set<String> { Set(phrases.flatMap { $0.split(separator: " ").map(String.init) }) }

    /// The phrases that no other phrase continues ("next" is continued by "next button"): once one of them has
    /// been said, no more words can follow, so the recognizer need not wait as long for the end of the utterance.
    public var finalPhrases: Set<String> {
        Set(phrases.filter { phrase in !phrases.contains { $0.hasPrefix(phrase + " ") } })
    }

    /// The grammar in JSGF 1.0; nil when there is no phrase.
    public var jsgf: String? {
        guard !phrases.isEmpty else { return nil }
        return "#JSGF V1.0;\ngrammar lector;\npublic <command> = " + phrases.joined(separator: " | ") + ";\n"
    }

    /// The grammar with only the phrases all of whose words `known` accepts.
    public func keeping(_ known: (String) -> Bool) -> CommandGrammar {
        CommandGrammar(phrases: phrases.filter { $0.split(separator: " ").allSatisfy { known(String($0)) } })
    }
}
