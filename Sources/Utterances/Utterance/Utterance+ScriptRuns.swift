import Core

/// The language whose voice speaks letters of a script the utterance's own voice does not read (issue 41, as NVDA's
/// automatic language switching does): 着物 in an English sentence is spoken by the Japanese voice, not as
/// "Chinese letter Chinese letter"; Привет by the Russian voice.
public enum ScriptLanguage {
    /// The voice for each script, by UAX #24 name. Han alone goes to Japanese, the Han language Lector ships (its
    /// kanji are read through MeCab); a language tag on the element chooses otherwise.
    public static let voices: [String: String] = [
        "Han": "ja", "Hiragana": "ja", "Katakana": "ja", "Arabic": "ar", "Cyrillic": "ru", "Greek": "el",
        "Hebrew": "he", "Devanagari": "hi", "Hangul": "ko", "Thai": "th", "Georgian": "ka", "Armenian": "hy",
        "Bengali": "bn", "Tamil": "ta", "Latin": "en",
    ]

    /// Languages whose voice spells a Latin word letter by letter: a Latin run there goes to English. Every other
    /// espeak-ng voice reads Latin words itself (it switches to English for them).
    static let spellsLatin: Set<String> = ["ja", "he"]

    /// The language that speaks `scalar` in an utterance of `language` (its base subtag), nil when the utterance's
    /// own voice does: a letter of its own script, Latin where the voice reads it, or no letter at all.
    static func foreignLanguage(of scalar: Unicode.Scalar, in language: String) -> String? {
        let script = UnicodeScript.name(of: scalar)
        guard let voice = voices[script], voice != language else { return nil }
        if script == "Latin" { return spellsLatin.contains(language) ? voice : nil }
        if language == "ja", script == "Han" || script == "Hiragana" || script == "Katakana" { return nil }
        return voice
    }
}

extension Utterance {
    /// The utterance as the voices speak it: one utterance a run of text in one voice's script, in order. Letters of
    /// a script the utterance's voice does not read become a run in ``ScriptLanguage``'s language; spaces, digits
    /// and punctuation between two letters of one such run stay in it, any other goes with the utterance's own
    /// language. Overrides (phonemes, respellings) stay in the utterance's language. An utterance of one script is
    /// returned as it is.
    public func scriptRuns() -> [Utterance] {
        let own = LanguageTag.language(of: language)
        // The common case: ASCII text in a voice that reads Latin.
        if !ScriptLanguage.spellsLatin.contains(own), pieces.allSatisfy({ $0.original.utf8.allSatisfy { $0 < 0x80 } }) {
            return [self]
        }
        var units: [(piece: Int, character: Character?, language: String?)] = []
        var letters: [Int] = []  // the indexes of units that are letters (their language is settled)
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text), .spelled(let text):
                for character in text {
                    let scalar = character.unicodeScalars.first!
                    if UnicodeScript.isSpecific(UnicodeScript.name(of: scalar)) {
                        letters.append(units.count)
                        units.append((index, character, ScriptLanguage.foreignLanguage(of: scalar, in: own)))
                    } else if Self.continuesALetter(scalar), let last = letters.last, last == units.count - 1 {
                        // The Katakana prolonged sound mark, a combining mark: the script of the letter before.
                        letters.append(units.count)
                        units.append((index, character, units[last].language))
                    } else {
                        units.append((index, character, nil))
                    }
                }
            case .phonemes, .respelled:
                letters.append(units.count)
                units.append((index, nil, nil))
            }
        }
        guard units.contains(where: { $0.language != nil }) else { return [self] }
        // A space, digit or mark between two letters of the same foreign run joins that run.
        var previousLetter: Int?
        var nextLetter = 0
        for index in units.indices {
            while nextLetter < letters.count, letters[nextLetter] < index { nextLetter += 1 }
            if nextLetter < letters.count, letters[nextLetter] == index {
                previousLetter = index
                continue
            }
            guard let previousLetter, nextLetter < letters.count else { continue }
            let before = units[previousLetter].language
            if before != nil, before == units[letters[nextLetter]].language { units[index].language = before }
        }
        var runs: [Utterance] = []
        var start = 0
        while start < units.count {
            let runLanguage = units[start].language
            var end = start
            while end < units.count, units[end].language == runLanguage { end += 1 }
            var run = Utterance(language: runLanguage ?? language, kind: kind, pieces: [])
            var unit = start
            while unit < end {
                let pieceIndex = units[unit].piece
                guard units[unit].character != nil else {
                    run.append(pieces[pieceIndex])
                    unit += 1
                    continue
                }
                var text = ""
                while unit < end, units[unit].piece == pieceIndex, let character = units[unit].character {
                    text.append(character)
                    unit += 1
                }
                if case .spelled = pieces[pieceIndex] { run.append(.spelled(text)) } else { run.append(.text(text)) }
            }
            if !run.isEmpty { runs.append(run) }
            start = end
        }
        return runs
    }

    /// A letter or mark of no script of its own (Common, Inherited: ー, a combining accent): it belongs to the
    /// letter it follows (UAX #24's Script_Extensions and Inherited).
    private static func continuesALetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
