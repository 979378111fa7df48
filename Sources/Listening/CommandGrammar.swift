/// The phrases the recognizer listens for, as a JSGF grammar (one public rule of alternatives).
public struct CommandGrammar: Sendable, Equatable {
    /// The phrases, lower-case words separated by single spaces, without duplicates, in the order given: the
    /// commands, then the screen's phrases.
    public let phrases: [String]
    /// The phrases made of words the screen shows (`find WORD`), normalized, none of them also a command: their
    /// words are whatever the screen holds, so the recognizer gives them none of the shortcuts measured on the
    /// commands (``finalPhrases``, ``commandWords``).
    public let screenPhrases: Set<String>

    /// The phrases normalized: lower-cased, split on anything but letters and apostrophes, empty ones and
    /// repeats dropped; `screenPhrases` after the commands.
    public init(phrases: [String], screenPhrases: [String] = []) {
        var seen = Set<String>()
        var kept: [String] = []
        var screen = Set<String>()
        for (index, phrase) in (phrases + screenPhrases).enumerated() {
            let words = Self.words(of: phrase)
            let normal = words.joined(separator: " ")
            guard !normal.isEmpty, seen.insert(normal).inserted else { continue }
            kept.append(normal)
            if index >= phrases.count { screen.insert(normal) }
        }
        self.phrases = kept
        self.screenPhrases = screen
    }

    /// The words of a text as the dictionary spells them: lower-case runs of letters and apostrophes.
    public static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0 == "'") }.map(String.init)
    }

    /// Every distinct word of the phrases.
    public var words: Set<String> { Set(phrases.flatMap { $0.split(separator: " ").map(String.init) }) }

    /// The words of the commands (not of the screen's phrases alone): the words whose British variants
    /// (``PronunciationVariants``) are listened for. Over the whole screen's words, variants made near misses
    /// ("coat" as K AH UW T heard for "camera").
    public var commandWords: Set<String> {
        Set(phrases.filter { !screenPhrases.contains($0) }.flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// The commands that no other phrase continues ("next" is continued by "next button"): once one of them has
    /// been said, no more words can follow, so the recognizer need not wait as long for the end of the utterance.
    /// No screen phrase is one: a screen's word may hold a longer quiet than any command ("laptop", its p and t),
    /// and ended there it is another word and a command ("find left", "stop").
    public var finalPhrases: Set<String> {
        Set(
            phrases.filter { phrase in
                !screenPhrases.contains(phrase) && !phrases.contains { $0.hasPrefix(phrase + " ") }
            })
    }

    /// The grammar in JSGF 1.0; nil when there is no phrase.
    public var jsgf: String? {
        guard !phrases.isEmpty else { return nil }
        return "#JSGF V1.0;\ngrammar lector;\npublic <command> = " + phrases.joined(separator: " | ") + ";\n"
    }

    /// The grammar with only the phrases all of whose words `known` accepts (screen phrases stay screen phrases).
    public func keeping(_ known: (String) -> Bool) -> CommandGrammar {
        let kept = phrases.filter { $0.split(separator: " ").allSatisfy { known(String($0)) } }
        return CommandGrammar(
            phrases: kept.filter { !screenPhrases.contains($0) }, screenPhrases: kept.filter(screenPhrases.contains))
    }
}
