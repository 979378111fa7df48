import Core
import Foundation

/// The immutable strings tables of the fallback chain for one messages locale.
///
/// Lookups try the exact tag, then `lang-Script`, then the language, then `en`; a key no table
/// has comes back as itself (a bug the tests catch, never a crash).
public struct Strings: Sendable {
    /// S, the strings language: the first folder of the chain that exists (`de`, `en-XA`).
    public var language: String
    /// The locales of the run; `%d` arguments are written for ``ResolvedLocales/numbers`` on the
    /// display channel and for ``ResolvedLocales/speech`` on the speech channel.
    public let locales: ResolvedLocales
    /// The tables in lookup order, ending with the base table `en`.
    public let tables: [StringsTable]
    /// The spoken forms (`Readings.strings`, localization.md §10) by table language: a key's reading is what
    /// the speech channel says in place of its display value (kana for Japanese, vowelled Arabic). Reading
    /// this parses every readings file of the chain that is not parsed yet.
    public var readings: [String: StringsTable] {
        var byLanguage: [String: StringsTable] = [:]
        for (index, table) in tables.enumerated() {
            guard byLanguage[table.language] == nil, let reading = spokenForms[index]?.value else { continue }
            byLanguage[table.language] = reading
        }
        return byLanguage
    }
    /// Whether some table of the chain has a readings file (parsed or not yet).
    public var hasReadings: Bool { spokenForms.contains { $0 != nil } }
    /// The languages whose readings file has been parsed so far: readings are parsed on the first lookup on
    /// the speech channel that reaches their table, so a command that only prints parses none.
    public var parsedReadings: [String] {
        tables.indices.compactMap { spokenForms[$0]?.isLoaded == true ? tables[$0].language : nil }
    }
    /// The readings of each table, in table order (nil: its language has none), parsed on first use.
    private let spokenForms: [LoadedOnce<StringsTable?>?]
    /// For each plural family, the index of the first table that has any of its keys; worked out on the
    /// first plural lookup.
    private let familyOwners: LoadedOnce<[String: Int]>
    /// The plural rules of each table's language (the en rules for a language without a row).
    private let pluralRules: [PluralRules?]

    /// Creates strings from tables already parsed, most specific first, with the readings of their languages.
    ///
    /// The last table should be the base table `en`.
    public init(tables: [StringsTable], locales: ResolvedLocales, readings: [StringsTable] = []) {
        let byLanguage = Dictionary(readings.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(tables: tables, locales: locales, spokenForms: byLanguage.mapValues { LoadedOnce(value: $0) })
    }

    /// Creates strings whose readings, by table language, are parsed on first use.
    init(tables: [StringsTable], locales: ResolvedLocales, spokenForms: [String: LoadedOnce<StringsTable?>]) {
        self.tables = tables
        self.locales = locales
        self.language = locales.strings
        self.spokenForms = tables.map { spokenForms[$0.language] }
        pluralRules = tables.map { PluralRules(language: $0.language) ?? PluralRules(language: "en") }
        familyOwners = LoadedOnce {
            var owners: [String: Int] = [:]
            let categories = Set(PluralCategory.allCases.map(\.rawValue))
            for (index, table) in tables.enumerated() {
                for key in table.keys {
                    guard let dot = key.lastIndex(of: "."), categories.contains(String(key[key.index(after: dot)...]))
                    else { continue }
                    let family = String(key[..<dot])
                    if owners[family] == nil { owners[family] = index }
                }
            }
            return owners
        }
    }

    /// Whether the strings read right to left (`ar`, `ar-XB`).
    public var isRightToLeft: Bool { Self.isRightToLeft(language) }

    /// Whether a language (a BCP 47 tag) is written right to left: Arabic, Hebrew, Persian, Urdu.
    public static func isRightToLeft(_ language: String) -> Bool {
        ["ar", "he", "fa", "ur"].contains(LanguageTag.language(of: language))
    }

    // MARK: - Lookup

    /// The value of a key from the first table of the chain that has it, else the key itself.
    public func text(_ key: StringKey) -> String {
        value(key) ?? key.rawValue
    }

    /// The value of a key from the first table that has it, or `nil` when none has it.
    public func value(_ key: StringKey) -> String? {
        for table in tables {
            if let value = table[key.rawValue] { return value }
        }
        return nil
    }

    /// The value of a key for a channel: on the speech channel the reading of the first table that has the
    /// key, when its language has one (`Readings.strings`), else the display value.
    public func text(_ key: StringKey, channel: Channel) -> String {
        value(key, channel: channel) ?? key.rawValue
    }

    /// The value of a key for a channel, or `nil` when no table has it.
    public func value(_ key: StringKey, channel: Channel) -> String? {
        for (index, table) in tables.enumerated() {
            guard let value = table[key.rawValue] else { continue }
            if channel == .speech, let reading = spokenForms[index]?.value?[key.rawValue] { return reading }
            return value
        }
        return nil
    }

    /// Whether some table of the chain has a key of this plural family.
    public func hasFamily(_ family: StringKey) -> Bool {
        familyOwners.value[family.rawValue] != nil
    }

    // MARK: - Placeholders

    /// The value of a key with its placeholders filled (`%@ %d %N$@ %N$d %%`).
    public func format(
        _ key: StringKey, _ arguments: StringArgument..., channel: Channel = .display
    ) -> String {
        format(key, arguments: arguments, channel: channel)
    }

    /// The value of a key with its placeholders filled from an array of arguments.
    public func format(_ key: StringKey, arguments: [StringArgument], channel: Channel) -> String {
        fill(text(key, channel: channel), arguments: arguments, channel: channel)
    }

    /// Fills the placeholders of any template; numbers are written for the channel.
    ///
    /// On the display channel of a right-to-left language (``isRightToLeft``) the text is made bidi-safe
    /// (``BidiIsolation``): each text argument and each Latin run of the template is isolated (U+2068 … U+2069),
    /// and a value that begins with a placeholder filled with left-to-right text starts with U+200F. The speech
    /// channel gets no marks; its counts are made readable for the voice (``SpokenCounts``).
    public func fill(_ template: String, arguments: [StringArgument], channel: Channel) -> String {
        if channel == .speech {
            let filled = PlaceholderFormat.fill(template, arguments: arguments) { number($0, channel: channel) }
            return SpokenCounts.apply(filled, language: language)
        }
        guard isRightToLeft else {
            return PlaceholderFormat.fill(template, arguments: arguments) { number($0, channel: channel) }
        }
        let isolated = arguments.map { argument -> StringArgument in
            if case .text(let text) = argument { return .text(BidiIsolation.isolated(text)) }
            return argument
        }
        let filled = PlaceholderFormat.fill(BidiIsolation.isolatingLatinRuns(template), arguments: isolated) {
            number($0, channel: channel)
        }
        guard let leading = PlaceholderFormat.leadingArgument(template), leading < arguments.count,
            case .text(let text) = arguments[leading], BidiIsolation.firstStrongIsRightToLeft(text) != true
        else { return filled }
        return BidiIsolation.rightToLeftLine(filled)
    }

    /// A table value for display: in a right-to-left language its Latin runs (`--voice`, `lector COMMAND
    /// --help`) isolated, so that they show as typed; else the value as it is.
    public func displayText(_ key: StringKey) -> String {
        isRightToLeft ? BidiIsolation.isolatingLatinRuns(text(key)) : text(key)
    }

    /// An integer as the channel writes it: N's format on the display, a speech number for the voice.
    public func number(_ value: Int, channel: Channel) -> String {
        switch channel {
        case .display:
            value.formatted(IntegerFormatStyle<Int>(locale: locales.numbersLocale))
        case .speech:
            SpeechNumber.integer(value, speechLocale: locales.speech)
        }
    }

    // MARK: - Plurals

    /// The string of a plural family for a count, with `%d` filled with the count.
    ///
    /// The first table of the chain that has any key of the family is used, with the category
    /// of that table's language, or else its `.other` (localization.md §5).
    public func plural(_ family: StringKey, count: Int, channel: Channel = .display) -> String {
        plural(family, count: count, arguments: [.number(count)], channel: channel)
    }

    /// The string of a plural family chosen by `count`, filled with the given arguments.
    public func plural(
        _ family: StringKey, count: Int, arguments: [StringArgument], channel: Channel
    ) -> String {
        fill(pluralTemplate(family, number: Double(count), channel: channel), arguments: arguments, channel: channel)
    }

    /// The unfilled value of a plural family for a count, or the family name when no table has it.
    public func pluralTemplate(_ family: StringKey, count: Int) -> String {
        pluralTemplate(family, number: Double(count))
    }

    /// The unfilled value of a plural family for any number (`1.5` uses the rules' v ≠ 0 cases).
    public func pluralTemplate(_ family: StringKey, number: Double) -> String {
        pluralTemplate(family, number: number, channel: .display)
    }

    /// The unfilled value of a plural family for a number and channel (the speech channel takes the reading
    /// of the chosen form when the table's language has one).
    public func pluralTemplate(_ family: StringKey, number: Double, channel: Channel) -> String {
        guard let index = familyOwners.value[family.rawValue] else { return family.rawValue }
        let category = pluralRules[index]?.category(for: number) ?? .other
        return template(family, category: category, table: index, channel: channel)
    }

    /// The value of a plural family for a category on a channel (its `.other` when the owning table lacks the
    /// category; the reading on the speech channel when there is one), or the family name when no table has it.
    func pluralTemplate(_ family: StringKey, category: PluralCategory, channel: Channel = .display) -> String {
        guard let index = familyOwners.value[family.rawValue] else { return family.rawValue }
        return template(family, category: category, table: index, channel: channel)
    }

    /// The plural rules that choose a family's category: those of the first table that has the family.
    func pluralRules(ofFamily family: StringKey) -> PluralRules? {
        familyOwners.value[family.rawValue].flatMap { pluralRules[$0] }
    }

    private func template(_ family: StringKey, category: PluralCategory, table index: Int, channel: Channel) -> String {
        let table = tables[index]
        let key = table[family.variant(category).rawValue] != nil ? family.variant(category) : family.variant(.other)
        if channel == .speech, let reading = spokenForms[index]?.value?[key.rawValue] { return reading }
        return table[key.rawValue] ?? family.rawValue
    }
}
