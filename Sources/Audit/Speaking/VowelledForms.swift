import Foundation

/// The vowelled spellings of a folder's Arabic readings (issue 44 item 3, the Arabic half of `strings.reading`):
/// a word written with vowel marks in a reading of `Readings.strings` is the form the voice must be given, and a
/// spoken string that writes the same word otherwise (العناصر beside العَناصِر) is heard against it: the word's
/// phonemes and those of its vowelled form are compared, and a word the voice reads otherwise is reported.
public struct VowelledForms: Sendable {
    /// A word of a spoken string that espeak-ng reads otherwise than its vowelled form.
    public struct Misread: Sendable, Equatable {
        /// The word as the spoken string writes it.
        public let word: String
        /// Its phonemes, without stress marks.
        public let phonemes: String
        /// The vowelled form of the readings.
        public let vowelled: String
        /// The phonemes of the vowelled form, without stress marks.
        public let vowelledPhonemes: String
    }

    /// The vowelled spelling of each bare word (``bare(_:)``), the most frequent one when readings differ.
    public let forms: [String: String]

    /// Collects the vowelled words (two letters or more, with a vowel mark) of `readings`.
    public init(readings: [String]) {
        var counts: [String: [String: Int]] = [:]
        for reading in readings {
            for word in Self.words(reading) where word.unicodeScalars.contains(where: Self.isMark) {
                let bare = Self.bare(word)
                guard bare.unicodeScalars.count >= 2 else { continue }
                counts[bare, default: [:]][String(word), default: 0] += 1
            }
        }
        forms = counts.mapValues { spellings in
            // The most frequent spelling; among equals the first in Unicode order, so the choice is stable.
            spellings.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? ""
        }
    }

    /// The words of `text` whose phonemes differ from those of their vowelled form, each once, in order.
    /// `phonemes` gives espeak-ng's phonemes of one word (the caller caches them).
    public func misreadWords(in text: String, phonemes: (String) throws -> String) rethrows -> [Misread] {
        var found: [Misread] = []
        for word in Self.words(text) {
            let written = String(word)
            guard let vowelled = forms[Self.bare(word)], vowelled != written,
                !found.contains(where: { $0.word == written })
            else { continue }
            let heard = Self.withoutStress(try phonemes(written))
            let expected = Self.withoutStress(try phonemes(vowelled))
            if heard != expected {
                found.append(Misread(word: written, phonemes: heard, vowelled: vowelled, vowelledPhonemes: expected))
            }
        }
        return found
    }

    // MARK: - Words

    /// The Arabic words of a text: runs of Arabic letters (U+0621–U+064A, U+0671–U+06D3) and marks.
    static func words(_ text: String) -> [Substring] {
        text.split { character in
            !character.unicodeScalars.allSatisfy { isLetter($0) || isMark($0) }
        }
    }

    /// The letters of a word without its marks, alif wasla read as alif, and a doubled letter written out
    /// (تَمْمَت, the first with sukun, for a shadda the voice would lose a vowel after) as one: تمت.
    public static func bare(_ word: Substring) -> String {
        var letters = String.UnicodeScalarView()
        var previousHadSukun = false
        for scalar in word.unicodeScalars {
            if scalar.value == 0x0652 {
                previousHadSukun = true
                continue
            }
            if isMark(scalar) { continue }
            let letter = scalar.value == 0x0671 ? Unicode.Scalar(0x0627)! : scalar
            if previousHadSukun, letters.last == letter {
                previousHadSukun = false
                continue
            }
            previousHadSukun = false
            letters.append(letter)
        }
        return String(letters)
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x0621...0x064A).contains(scalar.value) || (0x0671...0x06D3).contains(scalar.value)
    }

    /// The Arabic marks: tanwin, the short vowels, shadda, sukun (U+064B–U+0652) and the dagger alif (U+0670).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        (0x064B...0x0652).contains(scalar.value) || scalar.value == 0x0670
    }

    /// Phonemes without espeak-ng's stress marks (`'`, `,`), which move with the words around.
    static func withoutStress(_ phonemes: String) -> String {
        String(phonemes.filter { $0 != "'" && $0 != "," }).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
