import Core
import Foundation
import Localization
import Synchronization
import Utterances

/// Everything narration needs for one language, built once and reused: the strings chain, the value
/// formatter (speech locale P), symbol names, punctuation, pronunciation entries and the recognizers' data.
public final class NarrationLanguage: Sendable {
    /// The language tag of utterances in this language (`en`, `de-AT`).
    public let tag: String
    public let strings: Strings
    public let formatter: ValueFormatter
    let punctuation: Punctuation
    let dictionary: PreparedPronunciations
    let capitals: CapitalsStyle
    let symbolNames: [String: String]
    let currencyMarkers: CurrencyMarkers
    /// Scalars other than A–Z and 0–9 at which a recognizer can match: currency signs, minus signs and
    /// the first letters of the medium date.
    let recognizerStarts: Set<Unicode.Scalar>
    /// The ASCII ones among them, one bit each.
    private let recognizerASCIIStarts: ASCIIBits
    /// The Item screen's label for the serial number, cleaned and lowercased (its value is spelled whole).
    let serialLabel: String
    /// Trait and context words, looked up once.
    let words: TraitWords
    /// The terminator composition appends where a sentence needs one: `。` in Japanese, `.` elsewhere.
    let sentenceEnd: String
    /// Whether the voice's count rules rewrite numbers of this language's speech (``SpokenCounts``).
    let rewritesCounts: Bool
    /// What narration works out for this language on first use and keeps, behind one lock.
    private let cache = Mutex(Cache())

    /// The data and results a language keeps (``cache``).
    private struct Cache {
        /// The recognizers' and product text's lookups, built together on first need.
        var lookups: Lookups?
        /// The speech-channel formats composition has read, by key.
        var speechFormats: [String: SpeechFormat] = [:]
        /// The words ``finishedWord(_:)`` has finished.
        var finishedWords: [String: SpokenText] = [:]
        /// Calendar dates in words, by `year * 10_000 + month * 100 + day`.
        var spokenDates: [Int: String] = [:]
        /// The spelling alphabet (`spelling.phonetic`), by lowercase letter ("Alfa" for a), read on the first
        /// phonetic spelling.
        var phoneticNames: [Character: String]?
    }

    /// The spelling alphabet, read from the tables on first use.
    private var phoneticNames: [Character: String] {
        if let known = cache.withLock({ $0.phoneticNames }) { return known }
        let names = Self.phoneticNames(strings.text(.spellingPhonetic, channel: .speech))
        cache.withLock { $0.phoneticNames = names }
        return names
    }

    /// What the free-text recognizers and the product-text checks look up, made from the strings tables and the
    /// speech locale when first needed (it reads every table value and asks ICU for a date pattern and the
    /// separators, which `speak TEXT` seldom needs).
    struct Lookups: Sendable {
        /// The medium-date matcher.
        let mediumDate: MediumDateMatcher
        /// The grouping and decimal separators amounts are read with.
        let separatorSets: [SeparatorSet]
        /// Lector's own sentences: every table value without a placeholder, cleaned. A label, value or hint that
        /// is one of them (a screen's hint, "Opens the item.") is product text, which punctuation levels leave
        /// alone.
        let ownSentences: Set<String>
        /// Lector's own display sentences that have a reading (`Readings.strings`), cleaned, to the reading: a
        /// label or hint shown as 写真を開きます。 is spoken as しゃしんを ひらきます。 (localization.md §10).
        let spokenForms: [String: String]
    }

    /// The lookups of this language, built on first use.
    var lookups: Lookups {
        cache.withLock { cache in
            if let lookups = cache.lookups { return lookups }
            var sentences = Set<String>()
            var forms: [String: String] = [:]
            // Reading `strings.readings` parses the readings files: only a chain that has one does.
            let byLanguage = strings.hasReadings ? strings.readings : [:]
            for table in strings.tables {
                let readings = byLanguage[table.language]
                for entry in table.entries where !entry.value.contains("%") {
                    let display = SpeechCleanup.clean(entry.value)
                    sentences.insert(display)
                    if let reading = readings?[entry.key], forms[display] == nil {
                        forms[display] = SpeechCleanup.clean(reading)
                    }
                }
            }
            let lookups = Lookups(
                mediumDate: MediumDateMatcher(
                    pattern: formatter.displayDatePattern, shortMonthNames: formatter.displayShortMonthNames),
                separatorSets: Self.separatorSets(for: strings.locales.speechLocale), ownSentences: sentences,
                spokenForms: forms)
            cache.lookups = lookups
            return lookups
        }
    }

    /// The speech-channel format of `key`, read and its literals finished on first use.
    func speechFormat(_ key: StringKey) -> SpeechFormat {
        if let known = cache.withLock({ $0.speechFormats[key.rawValue] }) { return known }
        let format = SpeechFormat(strings.text(key, channel: .speech), language: self)
        cache.withLock { $0.speechFormats[key.rawValue] = format }
        return format
    }

    /// - Parameters:
    ///   - tag: the utterance language.
    ///   - strings: the strings chain of that language.
    ///   - timeZone: the session time zone.
    ///   - punctuation: the punctuation level.
    ///   - capitals: how capitals in spelled runs are marked (`word` gets the table's capital word).
    ///   - dictionary: the user's and the shipped pronunciation entries.
    public init(
        tag: String, strings: Strings, timeZone: @autoclosure @escaping @Sendable () -> TimeZone,
        punctuation level: PunctuationLevel,
        capitals: CapitalsChoice, dictionary: PronunciationDictionary
    ) {
        self.tag = tag
        self.strings = strings
        let formatter = ValueFormatter(strings: strings, timeZoneOnFirstUse: timeZone)
        self.formatter = formatter
        var names: [String: String] = [:]
        for key in PunctuationSymbol.keys {
            names[key] = SpeechCleanup.clean(strings.text(StringKey(key), channel: .speech))
        }
        symbolNames = names
        punctuation = Punctuation(level: level, names: names)
        self.dictionary = dictionary.prepared(for: tag)
        switch capitals {
        case .pitch: self.capitals = .pitch
        case .none: self.capitals = CapitalsStyle.none
        case .word: self.capitals = .word(strings.text(.speechCapital, channel: .speech))
        }
        currencyMarkers = CurrencyMarkers(codes: ["USD", "EUR", "GBP", "JPY"], dollarCode: "USD")
        let starts: Set<Unicode.Scalar> = ["$", "€", "£", "¥", "\u{FFE5}", "\u{20A9}", "\u{62F}", "-", "\u{2212}"]
        recognizerStarts = starts
        recognizerASCIIStarts = ASCIIBits(starts)
        serialLabel = SpeechCleanup.clean(strings.text(.itemSerialNumberLabel)).lowercased()
        words = TraitWords(strings)
        sentenceEnd = SentenceEnd.terminator(forLanguage: tag)
        rewritesCounts = SpokenCounts.rewritesCounts(in: strings.language)
    }

    /// The locale's separators, then the English ones, then a decimal comma, each once.
    private static func separatorSets(for locale: Locale) -> [SeparatorSet] {
        let decimal = locale.decimalSeparator.flatMap { SpeechCleanup.clean($0).unicodeScalars.first } ?? "."
        let grouping = locale.groupingSeparator.flatMap { $0.unicodeScalars.first }.map(Self.plainSpace) ?? ","
        var sets = [SeparatorSet(grouping: grouping, decimal: decimal)]
        let english = SeparatorSet(grouping: ",", decimal: ".")
        if sets[0] != english { sets.append(english) }
        // A decimal comma is read in every language too (12,50 € is 12 euros and 50 cents in en, ja, ar), the
        // currency's minor digits choosing between the readings (¥1,500 stays 1500).
        let decimalComma = SeparatorSet(grouping: ".", decimal: ",")
        if !sets.contains(decimalComma) { sets.append(decimalComma) }
        return sets
    }

    /// Whether a recognizer can match at `scalar` besides A–Z and 0–9 (``recognizerStarts``).
    func isRecognizerStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? recognizerASCIIStarts.contains(scalar) : recognizerStarts.contains(scalar)
    }

    /// A separator that cleanup turns into a plain space; one it deletes (the Arabic `٬`) stays as it is.
    private static func plainSpace(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let cleaned = SpeechCleanup.clean("a\(Character(scalar))b").unicodeScalars
        return cleaned.count == 3 ? cleaned[cleaned.index(after: cleaned.startIndex)] : scalar
    }

    // MARK: - The pipeline of narration.md §5.0

    /// Raw user text: cleanup, free-text recognizers, overrides, punctuation. A text that is one of Lector's
    /// own sentences (a table value) is product text: no recognizers, no punctuation.
    func process(userText raw: String, leading: [PronunciationEntry] = []) -> SpokenText {
        process(cleanUserText: SpeechCleanup.clean(raw), leading: leading)
    }

    /// ``process(userText:leading:)`` of a text that cleanup leaves as it is (`clean(cleaned) == cleaned`: the
    /// caller has seen ``SpeechCleanup/isAlreadyClean(_:)`` hold), without cleaning it again.
    func process(cleanUserText cleaned: String, leading: [PronunciationEntry] = []) -> SpokenText {
        guard !cleaned.isEmpty else { return SpokenText() }
        if strings.hasReadings, let reading = lookups.spokenForms[cleaned] {
            return finish(product: reading, leading: leading)
        }
        let hasDigits = cleaned.hasASCIIDigit
        if !hasDigits, leading.isEmpty, isSaidAsItIs(cleaned) { return SpokenText(pieces: [.text(cleaned)]) }
        return processThroughPipeline(cleaned, hasDigits: hasDigits, leading: leading)
    }

    /// The rest of ``process(cleanUserText:leading:)`` after the readings, every step asked (also for the tests
    /// of the way around it: a text said as it is).
    func processThroughPipeline(_ cleaned: String, hasDigits: Bool, leading: [PronunciationEntry]) -> SpokenText {
        if punctuation.level != .none {
            guard hasDigits else {
                // No recognizer runs on text without digits, so user text and product text differ only by
                // punctuation: when punctuation changes nothing, whether this is one of Lector's own sentences
                // does not matter and the lookups are not built.
                let pieces = dictionary.apply(to: [.text(cleaned)], leading: leading)
                let punctuated = punctuation.apply(to: pieces)
                return SpokenText(
                    pieces: punctuated == pieces || !lookups.ownSentences.contains(cleaned) ? punctuated : pieces)
            }
            if lookups.ownSentences.contains(cleaned) { return finish(product: cleaned, leading: leading) }
        }
        guard hasDigits else {
            return finish(SpokenText.Segment(pieces: [.text(cleaned)], isUserText: true), leading: leading)
        }
        return finish(
            FreeTextRecognizer(language: self, mediumDate: lookups.mediumDate).recognize(cleaned), leading: leading)
    }

    /// ``process(cleanUserText:leading:)`` appended to `text`: a text said as it is becomes one more piece of
    /// `text`.
    func append(cleanUserText cleaned: String, leading: [PronunciationEntry] = [], to text: inout SpokenText) {
        // The steps of ``process(cleanUserText:leading:)``, each check made once.
        guard !cleaned.isEmpty else { return }
        if strings.hasReadings, let reading = lookups.spokenForms[cleaned] {
            text.append(finish(product: reading, leading: leading))
            return
        }
        let hasDigits = cleaned.hasASCIIDigit
        if !hasDigits, leading.isEmpty, isSaidAsItIs(cleaned) {
            text.pieces.append(.text(cleaned))
            return
        }
        text.append(processThroughPipeline(cleaned, hasDigits: hasDigits, leading: leading))
    }

    /// Whether a cleaned text without digits (no recognizer runs on it) comes out of the pipeline as it went in,
    /// one text piece: no pronunciation entry can start in it and punctuation leaves it alone. Whether it is one
    /// of Lector's own sentences does not matter then (product text would be the same piece).
    private func isSaidAsItIs(_ cleaned: String) -> Bool {
        dictionary.certainlyLeavesAlone(cleaned) && punctuation.leavesAlone(cleaned)
    }

    /// A value spelled whole (a serial number), as §5.2 spells codes.
    func process(spelledValue raw: String) -> SpokenText {
        let cleaned = SpeechCleanup.clean(raw)
        guard !cleaned.isEmpty else { return SpokenText() }
        return spell(cleaned)
    }

    /// Lector's own words: cleanup and overrides only.
    func process(productText raw: String) -> SpokenText {
        finish(product: SpeechCleanup.clean(raw), leading: [])
    }

    /// ``process(productText:)`` of a word composition says again and again (trait and context words, joined),
    /// kept for the language after its first use (at most ``finishedWordLimit`` words: a switch's other value,
    /// user text said as its state, could make the set grow without end).
    func finishedWord(_ text: String) -> SpokenText {
        if let known = cache.withLock({ $0.finishedWords[text] }) { return known }
        let finished = process(productText: text)
        cache.withLock { cache in
            if cache.finishedWords.count < Self.finishedWordLimit { cache.finishedWords[text] = finished }
        }
        return finished
    }
    static let finishedWordLimit = 256

    /// A literal part of a table format: like product text, but its edge spaces are kept.
    func process(formatLiteral raw: String) -> SpokenText {
        // Printable ASCII without a run of spaces is its own cleaned form, edge spaces included.
        if Self.isCleanLiteral(raw) { return finish(product: raw, leading: []) }
        // Clean between two sentinels so that spaces at the edges survive (marks around them do not).
        let cleaned = SpeechCleanup.clean("\u{E000}" + raw + "\u{E000}")
        return finish(product: String(cleaned.dropFirst().dropLast()), leading: [])
    }

    /// Printable ASCII with no two spaces in a row: what cleaning between sentinels leaves unchanged.
    private static func isCleanLiteral(_ raw: String) -> Bool {
        var previousSpace = false
        for byte in raw.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return false }
            if byte == 0x20 {
                if previousSpace { return false }
                previousSpace = true
            } else {
                previousSpace = false
            }
        }
        return true
    }

    /// A calendar date in words (``ValueFormatter/spokenDate(year:month:day:)``), worked out once per date and
    /// kept for the language: rows of a screen repeat dates.
    func spokenDate(year: Int, month: Int, day: Int) -> String {
        guard (0..<10_000).contains(year), (1...12).contains(month), (1...31).contains(day) else {
            return formatter.spokenDate(year: year, month: month, day: day)
        }
        let key = year * 10_000 + month * 100 + day
        if let known = cache.withLock({ $0.spokenDates[key] }) { return known }
        let spoken = formatter.spokenDate(year: year, month: month, day: day)
        cache.withLock { cache in
            if cache.spokenDates.count < Self.spokenDateLimit { cache.spokenDates[key] = spoken }
        }
        return spoken
    }
    private static let spokenDateLimit = 4_096

    /// Recognized runs finished one by one: pronunciation entries, then punctuation for user text.
    private func finish(_ segments: [SpokenText.Segment], leading: [PronunciationEntry]) -> SpokenText {
        if segments.count == 1 { return finish(segments[0], leading: leading) }
        var result = SpokenText()
        for segment in segments { result.append(finish(segment, leading: leading)) }
        return result
    }

    private func finish(_ segment: SpokenText.Segment, leading: [PronunciationEntry]) -> SpokenText {
        let pieces = dictionary.apply(to: segment.pieces, leading: leading)
        return SpokenText(pieces: segment.isUserText ? punctuation.apply(to: pieces) : pieces)
    }

    /// Product text finished: pronunciation entries only.
    private func finish(product text: String, leading: [PronunciationEntry]) -> SpokenText {
        guard !text.isEmpty else { return SpokenText() }
        return SpokenText(pieces: dictionary.apply(to: [.text(text)], leading: leading))
    }

    /// Reads a spelling alphabet: entries separated by a comma (ASCII, ideographic or Arabic), each a letter, a space
    /// and the word said for it. An entry without a single letter before its word is skipped.
    static func phoneticNames(_ table: String) -> [Character: String] {
        var names: [Character: String] = [:]
        for entry in table.split(whereSeparator: { $0 == "," || $0 == "\u{3001}" || $0 == "\u{060C}" }) {
            let words = entry.trimmingCharacters(in: .whitespaces)
            guard let letter = words.first, letter.isLetter, words.dropFirst().first == " " else { continue }
            let name = words.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { names[Character(letter.lowercased())] = name }
        }
        return names
    }

    /// The spelling-alphabet word of a letter, if the table has one: a katakana letter has its hiragana's word.
    func phoneticName(of letter: Character, in phoneticNames: [Character: String]) -> String? {
        if let name = phoneticNames[Character(letter.lowercased())] { return name }
        guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
            (0x30A1...0x30F6).contains(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60)
        else { return nil }
        return phoneticNames[Character(hiragana)]
    }

    /// Spells a code: runs of letters and digits become spelled runs, other characters their symbol names. With
    /// `phonetic`, a letter the spelling alphabet has is said by its word ("Whiskey"), a capital marked by the
    /// capital word when capitals are set to `word`.
    func spell(_ code: String, phonetic: Bool = false) -> SpokenText {
        let alphabet = phonetic ? phoneticNames : [:]
        var pieces: [Utterance.Piece] = []
        var run = ""
        func flushRun() {
            if !run.isEmpty { pieces.append(.spelled(run)) }
            run = ""
        }
        for character in code {
            if phonetic, character.isLetter, let name = phoneticName(of: character, in: alphabet) {
                flushRun()
                if character.isUppercase, case .word(let capital) = capitals {
                    pieces.append(.text(" \(capital) \(name) "))
                } else {
                    pieces.append(.text(" \(name) "))
                }
                continue
            }
            if character.isLetter || character.isNumber {
                run.append(character)
                continue
            }
            flushRun()
            if character == " " { continue }
            if let key = PunctuationSymbol.byCharacter[character]?.key, let name = symbolNames[key], !name.isEmpty {
                pieces.append(.text(" \(name) "))
            } else {
                pieces.append(.spelled(String(character)))
            }
        }
        flushRun()
        return SpokenText(pieces: pieces)
    }
}
