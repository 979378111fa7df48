import Core
import Localization
import Synchronization

/// Why a translation may rightly equal its source (audit.md §3.6, `strings.untranslated`): what the
/// text is made of, and what the project itself shows about its words.
///
/// A value equal to the source is left alone when every word in it is one of these:
/// - a word of the invariant lists (``WordLists/universalInvariants`` and the language's own);
/// - a name by its shape: an acronym (`ALT`, `HDR`), a word with a capital inside (`iOS`, `GitHub`,
///   `dB`), a word with a digit (`4K`), a single letter (`A–Z`);
/// - a proper noun of the project (``Evidence/properNouns``): a capitalized word inside sentence-case
///   source text (`Sign in to your Mastodon account`) that the source never writes in lower case, or a
///   word of the app's name (`CFBundleDisplayName`, `CFBundleName`);
/// - a word the language's translators wrote themselves in values they did translate
///   (``Evidence/keptWords``): `Video` in a German table whose `Video abspielen` is translated.
///
/// What is not words is not judged: web addresses, e-mail addresses and `@handles`, file and domain
/// names, and values that are date format patterns (`MMM d, h:mm a`).
public enum SameAsSource {
    /// What the project's tables show: its proper nouns, and the words each language keeps.
    public struct Evidence: Sendable {
        /// Proper nouns of the source, folded.
        public var properNouns: Set<String>
        /// For each language subtag (`de`), the folded words its translated values use.
        public var keptWords: [String: Set<String>]

        /// No evidence.
        public static let none = Evidence(properNouns: [], keptWords: [:])

        /// Creates evidence.
        public init(properNouns: Set<String>, keptWords: [String: Set<String>]) {
            self.properNouns = properNouns
            self.keptWords = keptWords
        }

        /// The words a language may leave as in the source: the proper nouns and its kept words.
        public func words(for language: String) -> Set<String> {
            properNouns.union(keptWords[LanguageTag.language(of: language)] ?? [])
        }

        /// Gathers the evidence of a run: the source tables, and each translation's tables with the
        /// source table it is compared with.
        public static func gather(
            source: [TableIndex], sourceLanguage: String,
            translations: [(language: String, tables: [(table: TableIndex, base: TableIndex?)])]
        ) -> Evidence {
            var evidence = Evidence.none
            evidence.properNouns = properNouns(in: source, language: sourceLanguage)
            for (language, tables) in translations {
                let code = LanguageTag.language(of: language)
                var words = evidence.keptWords[code] ?? []
                for (table, base) in tables {
                    guard let base else { continue }
                    for (_, entry) in table.cleanEntries {
                        guard let original = base.lastEntry[entry.key], original.value != entry.value else { continue }
                        for word in SameAsSource.words(of: entry.value, language: language) {
                            words.insert(word.folded)
                        }
                    }
                }
                evidence.keptWords[code] = words
            }
            return evidence
        }

        /// The proper nouns of the source tables: the words of the app's name, and the capitalized words
        /// of sentence-case text that the source never writes in lower case. Languages that capitalize
        /// every noun (German, Luxembourgish) give only the app's name.
        static func properNouns(in tables: [TableIndex], language: String) -> Set<String> {
            var candidates: Set<String> = []
            var lowercase: Set<String> = []
            var names: Set<String> = []
            let nounsCapitalized = ["de", "lb"].contains(LanguageTag.language(of: language))
            for table in tables {
                for (_, entry) in table.cleanEntries {
                    if appNameKeys.contains(entry.key) {
                        names.formUnion(SameAsSource.words(of: entry.value, language: language).map(\.folded))
                    }
                    guard !nounsCapitalized else { continue }
                    for sentence in sentences(of: entry.value, language: language) {
                        let sentenceCase = sentence.dropFirst().contains { $0.isLowercase && !isTitleCaseMinor($0) }
                        for word in sentence where word.isLowercase { lowercase.insert(word.folded) }
                        guard sentenceCase else { continue }
                        for word in sentence.dropFirst() where word.isCapitalized { candidates.insert(word.folded) }
                    }
                }
            }
            return candidates.subtracting(lowercase).union(names)
        }

        /// The Info.plist keys whose values name the app.
        static let appNameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

        /// Words English title case leaves in lower case (articles, coordinating conjunctions, short
        /// prepositions): a sentence with only these in lower case may be a title, not a sentence.
        static let titleCaseMinorWords: Set<String> = [
            "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "on", "to",
            "up", "via", "with", "from", "into", "onto", "over", "per", "than", "vs",
        ]

        static func isTitleCaseMinor(_ word: Word) -> Bool {
            titleCaseMinorWords.contains(word.folded)
        }
    }

    /// The evidence of a run, gathered by the first file that needs it (a value left as in the source that the
    /// lists and shapes do not explain) and shared by every file after: a run without such a value never reads
    /// its tables' words.
    public final class SharedEvidence: Sendable {
        private let gather: @Sendable () -> Evidence
        private let gathered = Mutex<Evidence?>(nil)

        /// Evidence that `gather` makes on first use.
        public init(_ gather: @escaping @Sendable () -> Evidence) {
            self.gather = gather
        }

        /// Evidence known from the start.
        public convenience init(_ evidence: Evidence) {
            self.init { evidence }
        }

        /// The words a language may leave as in the source (``Evidence/words(for:)``).
        public func words(for language: String) -> Set<String> {
            gathered.withLock { known in
                if let known { return known.words(for: language) }
                let made = gather()
                known = made
                return made.words(for: language)
            }
        }
    }

    /// A word of a value, as written and folded.
    public struct Word: Sendable, Equatable {
        /// The word as written (NFKC).
        public var display: String
        /// The word folded, as comparisons use it.
        public var folded: String

        /// Whether the word starts with a lower-case letter.
        public var isLowercase: Bool { display.unicodeScalars.first?.properties.isLowercase == true }

        /// Whether the word starts with a capital and is not all capitals.
        public var isCapitalized: Bool {
            display.unicodeScalars.first?.properties.isUppercase == true && !SameAsSource.isAcronym(display)
        }
    }

    /// The words of a value that a translator would translate: placeholders, web and e-mail
    /// addresses, handles, file and domain names left out.
    public static func words(of value: String, language: String) -> [Word] {
        let text = withoutAddresses(Placeholders.removing(from: value))
        let normalized = NormalizedText(text, language: language)
        return normalized.words().map {
            Word(display: normalized.displayText($0), folded: normalized.text($0))
        }
    }

    /// The words of a value, sentence by sentence (split at `.`, `!`, `?`, `:`, `;`, bullets and line
    /// breaks): the first word of a sentence is capitalized by grammar, not as a name.
    static func sentences(of value: String, language: String) -> [[Word]] {
        let breaks: Set<Character> = [".", "!", "?", ":", ";", "•", "\n", "。", "！", "？", "؟", "¿", "¡"]
        let text = withoutAddresses(Placeholders.removing(from: value))
        return text.split(whereSeparator: { breaks.contains($0) }).map {
            words(of: String($0), language: language)
        }.filter { !$0.isEmpty }
    }

    /// The text without its web and e-mail addresses, `@handles`, and file and domain names: each
    /// whitespace-separated chunk that holds `://`, `@`, `www.`, or a dot between two letters.
    static func withoutAddresses(_ text: String) -> String {
        guard text.contains(where: { $0 == "." || $0 == "@" || $0 == ":" }) else { return text }
        let chunks = text.split(separator: " ", omittingEmptySubsequences: false)
        return chunks.map { chunk in isAddress(chunk) ? "" : String(chunk) }.joined(separator: " ")
    }

    static func isAddress(_ chunk: Substring) -> Bool {
        if chunk.contains("://") || chunk.contains("@") || chunk.lowercased().hasPrefix("www.") { return true }
        let scalars = Array(chunk.unicodeScalars)
        guard scalars.count >= 3 else { return false }
        return (1..<scalars.count - 1).contains { index in
            scalars[index] == "." && scalars[index - 1].properties.isAlphabetic
                && scalars[index + 1].properties.isAlphabetic
        }
    }

    /// Whether a word is a name by its shape: an acronym, a capital after a small letter (`iOS`,
    /// `GitHub`, `dB`), a digit (`4K`), or a single letter.
    public static func isNameShaped(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        let letters = scalars.filter { $0.properties.isAlphabetic }
        if letters.count <= 1 { return true }
        if scalars.contains(where: { $0.properties.numericType != nil }) { return true }
        if isAcronym(word) { return true }
        var sawLower = false
        for scalar in scalars {
            if scalar.properties.isLowercase {
                sawLower = true
            } else if scalar.properties.isUppercase, sawLower {
                return true
            }
        }
        return false
    }

    /// Whether a word is all capitals, with two letters or more.
    static func isAcronym(_ word: String) -> Bool {
        let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
        return letters.count >= 2 && letters.allSatisfy { $0.properties.isUppercase }
    }

    /// The letters of Unicode's date format patterns (UTS #35): `y`, `M`, `d`, `h`, `mm`, `a`, ….
    static let datePatternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHkKjJCmsSAzZOvVXx")

    /// Whether a value is a date format pattern (`MMM d`, `MMM d, h:mm a`, `d. MMMM yyyy`): every
    /// word one pattern letter repeated, at least one repeated, and quoted literals left out.
    public static func isDatePattern(_ value: String) -> Bool {
        var text = ""
        var quoted = false
        for character in value {
            if character == "'" {
                quoted.toggle()
            } else if !quoted {
                text.append(character)
            }
        }
        let runs = text.split { !$0.isLetter }
        guard !runs.isEmpty else { return false }
        var repeated = false
        for run in runs {
            guard let first = run.first, datePatternLetters.contains(first), run.allSatisfy({ $0 == first }) else {
                return false
            }
            if run.count > 1 { repeated = true }
        }
        return repeated
    }
}
