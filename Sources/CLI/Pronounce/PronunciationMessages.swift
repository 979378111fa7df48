import Localization
import Utterances

/// Pronunciation errors in the user's language.
enum PronunciationMessages {
    static func describe(_ error: PronunciationError, strings: Strings) -> String {
        switch error {
        case .emptyPattern:
            return strings.text(.errorPronounceEmptyWord)
        case .controlCharacterInPattern(let scalar):
            return strings.format(.errorPronounceControlInWord, .text(PronunciationError.code(scalar)))
        case .phonemesNeedWordBoundaries(let pattern):
            return strings.format(.errorPronounceAnywhere, .text(pattern))
        case .invalidRegex(let pattern):
            return strings.format(.errorPronounceRegex, .text(pattern))
        case .regexMatchesEmpty(let pattern):
            return strings.format(.errorPronounceRegexEmpty, .text(pattern))
        case .unsupportedRegex(let pattern, let construct):
            return strings.format(.errorPronounceRegexUnsupported, .text(pattern), .text(construct))
        case .ipa(let ipa):
            switch ipa {
            case .unknownSymbol(let text, let language, let symbol, let position):
                let code = PronunciationError.code(symbol)
                return strings.format(
                    .errorPronounceIPASymbol, .text(text), .text(language), .text(String(Character(symbol))),
                    .text(code), .text(String(position)))
            case .empty(let text, _):
                return strings.format(.errorPronounceIPAEmpty, .text(text))
            case .noTable(_, let language):
                return strings.format(.errorPronounceIPANoTable, .text(language))
            }
        case .markup(let markup):
            switch markup {
            case .emptyRespelling, .emptyPhonemes:
                return strings.text(.errorPronounceEmptyReplacement)
            case .forbiddenInRespelling(_, let character, _), .forbiddenInPhonemes(_, let character, _):
                return strings.format(.errorPronounceForbidden, .text(String(Character(character))))
            case .phonemeWordTooLong(_, let maximum):
                return strings.format(.errorPronouncePhonemesTooLong, .number(maximum))
            }
        case .invalidShippedValue(let word, let value, let language):
            return strings.format(.errorPronounceShipped, .text(word), .text(value), .text(language))
        }
    }
}
