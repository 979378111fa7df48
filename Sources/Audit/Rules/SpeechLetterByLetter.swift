import Localization
import Utterances

/// `speech.letter-by-letter` (warning): the voice spells a word out letter by letter and no
/// pronunciation entry covers it. A token (a run of at least two Latin, Greek or Cyrillic letters)
/// is spelled when the mnemonics of the word said alone equal those of its letters said one by
/// one, once stress, syllable, pause and boundary marks are removed. Exempt: tokens people say letter by
/// letter too (``SpokenTokens/isInitialism(_:)``: "USB", "iOS", "dL", "mg"), tokens of a label with `ipa`, and
/// tokens narration spells on purpose (serials and codes).
public struct SpeechLetterByLetter: ElementRule, SynthesizingRule {
    public let id = "speech.letter-by-letter"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditSpeechLetterByLetterSummary
    public let definition = StringKey.auditSpeechLetterByLetterDescription

    /// The marks removed before comparing: stress, syllable, pause and boundary marks (and `;`,
    /// which espeak-ng writes between some spelled letter names).
    static let ignoredMarks: Set<Character> = ["'", ",", "%", "=", "_", "|", "!", ";"]

    /// Creates the rule.
    public init() {}

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard let speech = element.speechTools(for: self, into: &output) else { return }
        let spoken = speech.speech(for: element)
        let pieces = (spoken?.description.pieces ?? []) + (spoken?.hint?.pieces ?? [])
        let protected = pieces.compactMap { piece -> String? in
            if case .text = piece { return nil }
            return piece.original
        }
        var tokens = SpokenTokens.tokens(in: element.value.raw) + SpokenTokens.tokens(in: element.hint.raw)
        if element.element.ipa?.isEmpty ?? true { tokens = SpokenTokens.tokens(in: element.label.raw) + tokens }
        var spelled: [String] = []
        for token in tokens where !spelled.contains(token) {
            guard !SpokenTokens.isInitialism(token), !protected.contains(where: { $0.contains(token) }) else {
                continue
            }
            guard let utterance = speech.utterance(forWord: token, language: element.locale),
                utterance.pieces.allSatisfy(\.isText)
            else { continue }
            if (try? isSpelled(token, utterance: utterance, speech: speech)) == true { spelled.append(token) }
        }
        guard !spelled.isEmpty else { return }
        let list = spelled.map { "“\($0)”" }.joined(separator: ", ")
        element.report(
            self, message: element.screen.strings.format(.auditSpeechLetterByLetterMessage, .text(list)), into: &output)
    }

    private func isSpelled(_ token: String, utterance: Utterance, speech: SpeechAudit) throws -> Bool {
        let word = Self.stripped(try speech.phonemes(of: utterance))
        var letters = ""
        for letter in token where letter != "'" && letter != "\u{2019}" {
            letters += Self.stripped(try speech.phonemes(ofLetter: letter, language: utterance.language))
        }
        return !word.isEmpty && word == letters
    }

    /// Mnemonics without marks and whitespace.
    public static func stripped(_ mnemonics: String) -> String {
        String(mnemonics.filter { !ignoredMarks.contains($0) && !$0.isWhitespace })
    }
}
