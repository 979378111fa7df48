import Core
import Localization
import Utterances

/// `strings.reading` (warning): the spoken forms of `Readings.strings` (localization.md §10) against their
/// display table. A reading of a key the display table lacks, or with other placeholders, is reported; in
/// Japanese a reading that holds kanji (the voice reads each as "Chinese letter"), and, in a folder that has a
/// `Readings.strings`, a spoken key whose display value holds kanji but has no reading.
///
/// The Arabic half needs the voice, so it runs only with a synthesizer (`l10n check --speech`): in a folder
/// that has a `Readings.strings`, each spoken Arabic string, in its spoken form (the reading, else the display
/// value), is read through espeak-ng, and a word of its phonemes with no vowel (يفتح → "jftH") is reported, as is a
/// word that a reading of the folder writes with vowels and that the voice reads otherwise unvowelled or vowelled
/// differently (``VowelledForms``: العناصر read ?alAn'a:s[R beside العَناصِر ?alAan'a:s[i.R).
public struct StringsReading: StringsRule {
    public let id = "strings.reading"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditStringsReadingSummary
    public let definition = StringKey.auditStringsReadingDescription
    public let checksReadings = true

    /// The key families Narration and the screens speak (the rest is display only: help, errors, audit).
    public static let spokenPrefixes = [
        "trait.", "context.", "element.", "nav.", "screen.", "home.", "item.", "items.", "photo.", "photos.",
        "photo-tags.", "tag.", "tags.", "settings.", "browse.", "live.", "keys.", "search.", "collection.",
    ]

    /// Creates the rule.
    public init() {}

    public func check(_ file: StringsFileContext, into output: inout RuleOutput) {
        guard let index = file.index else { return }
        let japanese = file.languageCode == "ja"
        if file.isReadings {
            for (_, entry) in index.cleanEntries {
                guard let display = file.companion?.lastEntry[entry.key] else {
                    output.findings.append(
                        file.finding(
                            self, entry: entry,
                            message: file.strings.format(.auditStringsReadingNoKeyMessage, .text(entry.key))))
                    continue
                }
                // Two values without `%` have the same (empty) signature: most readings.
                let percent = UInt8(ascii: "%")
                if entry.value.containsByte(percent) || display.value.containsByte(percent),
                    Self.placeholderSignature(entry.value) != Self.placeholderSignature(display.value)
                {
                    output.findings.append(
                        file.finding(
                            self, entry: entry,
                            message: file.strings.format(.auditStringsReadingPlaceholdersMessage, .text(display.value)))
                    )
                }
                if japanese, Self.containsHan(entry.value) {
                    output.findings.append(
                        file.finding(self, entry: entry, message: file.strings.text(.auditStringsReadingKanjiMessage)))
                }
            }
        } else if file.languageCode == "ar", let synthesizer = file.synthesizer, file.tableName == Strings.tableName,
            !file.isBase, let readings = file.companion
        {
            let vowelled = VowelledForms(readings: readings.cleanEntries.map(\.entry.value))
            var wordPhonemes: [String: String] = [:]
            let language = file.language
            let phonemesOfWord = { (word: String) throws -> String in
                if let known = wordPhonemes[word] { return known }
                let markup = Utterance(language: language, text: word).markup(capitals: .none)
                let phonemes = try synthesizer.phonemes(markup: markup, language: language)
                wordPhonemes[word] = phonemes
                return phonemes
            }
            for (_, entry) in index.cleanEntries where Self.isSpoken(entry.key) {
                let reading = readings.lastEntry[entry.key]
                let text = VowellessWords.speechText(
                    reading?.value ?? entry.value, abbreviations: Self.arabicAbbreviations)
                let markup = Utterance(language: file.language, text: text).markup(capitals: .none)
                guard let phonemes = try? synthesizer.phonemes(markup: markup, language: file.language) else {
                    continue
                }
                let words = VowellessWords.find(in: phonemes)
                if !words.isEmpty {
                    let quoted = words.map { "“\($0)”" }.joined(separator: ", ")
                    output.findings.append(
                        file.finding(
                            self, entry: entry,
                            message: file.strings.format(.auditStringsReadingVowelsMessage, .text(quoted))))
                }
                // The words read otherwise than their vowelled form in the readings (a vowelless word above aside).
                guard let misread = try? vowelled.misreadWords(in: text, phonemes: phonemesOfWord) else { continue }
                let reported = misread.filter { word in !words.contains { $0 == word.phonemes } }
                guard !reported.isEmpty else { continue }
                let quoted = reported.map { "“\($0.word)” (\($0.phonemes); \($0.vowelled): \($0.vowelledPhonemes))" }
                output.findings.append(
                    file.finding(
                        self, entry: entry,
                        message: file.strings.format(
                            .auditStringsReadingMisreadMessage, .text(quoted.joined(separator: ", ")))))
            }
        } else if japanese, file.tableName == Strings.tableName, !file.isBase, let readings = file.companion {
            // Only a folder that has spoken forms opts in: another project's table has its own key names.
            for (_, entry) in index.cleanEntries
            where Self.isSpoken(entry.key) && Self.containsHan(entry.value) && readings.lastEntry[entry.key] == nil {
                output.findings.append(
                    file.finding(
                        self, entry: entry,
                        message: file.strings.format(.auditStringsReadingMissingMessage, .text(entry.value))))
            }
        }
    }

    /// The Arabic abbreviations the voice may read without a vowel (docs/audit-rules.md, `strings.reading`):
    /// هـ, written after a Hijri year, is read as its letter. Latin words need no entry: the voice reads them
    /// with its English voice.
    public static let arabicAbbreviations = ["هـ"]

    /// Keys of those families that only the collection commands print (display only).
    public static let printedOnly = [
        "items.field.", "photos.field.", "items.no-photo", "photos.undated", "photos.line", "items.added",
        "items.changed", "items.removed", "items.photo-set", "items.photo-cleared", "photos.changed", "photos.tagged",
        "photos.untagged", "photos.favorite-on", "photos.favorite-off", "photos.removed", "tags.added", "tags.renamed",
        "tags.removed", "photos.added", "photos.add-progress", "photos.exported",
    ]

    /// Whether narration or the screens speak the key.
    public static func isSpoken(_ key: String) -> Bool {
        spokenPrefixes.contains { key.hasPrefix($0) } && !printedOnly.contains { key.hasPrefix($0) }
            && key != "trait.back-descriptor"
    }

    /// Whether the text holds a Han character (kanji), or the iteration mark 々.
    public static func containsHan(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF: true
            default: false
            }
        }
    }

    /// The placeholders of a value, in order, as written (`%@ %1$d`).
    static func placeholderSignature(_ value: String) -> [String] {
        // The kind's raw value is its case name, what interpolating it printed, without the run-time reflection.
        Placeholders(value).items.sorted { $0.offset < $1.offset }.map { "\($0.position):" + $0.kind.rawValue }.sorted()
    }
}
