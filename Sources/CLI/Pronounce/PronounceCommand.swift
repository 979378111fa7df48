import Domain
import Foundation
import Localization
import Narration
import Utterances

/// `lector pronounce list|add|remove|test`: the user's pronunciation dictionary, kept in the library.
struct PronounceCommand {
    let request: PronounceRequest
    let environment: CollectionEnvironment

    private var strings: Strings { environment.strings }

    /// The language of entries: `--locale` as given (BCP-47 form), else the session's strings language.
    var language: String {
        if let option = environment.options.locale, !environment.session.locales.isPseudo {
            return UserDictionary.bcp47(option)
        }
        return environment.session.locales.isPseudo ? "en" : environment.session.locales.strings
    }

    func run() throws {
        switch request {
        case .list:
            let library = try environment.openLibrary()
            let language = environment.options.locale == nil ? nil : self.language
            for record in try library.pronunciations.records(language: language) {
                environment.print(
                    [
                        record.pattern, record.kind.rawValue, record.replacement, record.match.rawValue,
                        record.caseSensitive ? "case-sensitive" : "any-case", record.language,
                    ]
                    .joined(separator: "\t"))
            }
        case .add(let word, let kind, let replacement, let match, let caseSensitive):
            let entry = try validated(
                word: word, kind: kind, replacement: replacement, match: match, caseSensitive: caseSensitive)
            let library = try environment.openLibrary()
            try environment.write(library) {
                try UserDictionary.add(entry, replacement: replacement, to: library)
            }
            environment.notice(strings.format(.noticePronounceAdded, .text(word), .text(language)))
        case .remove(let word):
            let library = try environment.openLibrary()
            let removed = try environment.write(library) {
                try library.pronunciations.remove(pattern: word, language: language)
            }
            guard removed > 0 else {
                throw CommandFailure(strings.format(.errorPronounceNoEntry, .text(word), .text(language)))
            }
            environment.notice(strings.format(.noticePronounceRemoved, .text(word), .text(language)))
        case .test(let words):
            try test(words)
        }
    }

    /// Checks an entry as the speech layer will use it; bad input is a usage error (exit 64).
    private func validated(
        word: String, kind: PronounceKind, replacement: String, match: PronounceMatch, caseSensitive: Bool
    ) throws -> PronunciationEntry {
        do {
            return try PronunciationEntry(
                pattern: word, match: PronunciationEntry.Match(rawValue: match.rawValue) ?? .word,
                caseSensitive: caseSensitive, kind: PronunciationEntry.Kind(rawValue: kind.rawValue) ?? .say,
                replacement: replacement, language: language)
        } catch {
            throw CommandFailure(PronunciationMessages.describe(error, strings: strings), status: .usage)
        }
    }

    /// Speaks each word and prints `WORD<TAB>default<TAB>overridden` phonemes.
    private func test(_ words: [String]) throws {
        let setup = environment.root.speech()
        let output = try setup.makeOutput()
        let synthesizer = try setup.sharedSynthesizer()
        let narrator = environment.root.narrator()
        let plain = environment.root.narrator(dictionaries: false)
        for word in words {
            let overridden = narrator.speech(forText: word)
            let language = overridden.language
            let before = try synthesizer.phonemes(
                markup: plain.speech(forText: word).markup(capitals: .pitch), language: language)
            let after = try synthesizer.phonemes(markup: overridden.markup(capitals: .pitch), language: language)
            try output.speak([.utterance(overridden)])
            try output.waitUntilIdle()
            environment.print([word, before, after].joined(separator: "\t"))
        }
        try output.finish()
    }
}
