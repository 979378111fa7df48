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
    /// For each plural family, the index of the first table that has any of its keys.
    private let familyOwners: [String: Int]

    /// Creates strings from tables already parsed, most specific first.
    ///
    /// The last table should be the base table `en`.
    public init(tables: [StringsTable], locales: ResolvedLocales) {
        self.tables = tables
        self.locales = locales
        self.language = locales.strings
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
        familyOwners = owners
    }

    /// Whether the strings read right to left (`ar`, `ar-XB`).
    public var isRightToLeft: Bool {
        let base = language.prefix(while: { $0 != "-" && $0 != "_" })
        return ["ar", "he", "fa", "ur"].contains(String(base))
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

    /// Whether some table of the chain has a key of this plural family.
    public func hasFamily(_ family: StringKey) -> Bool {
        familyTable(family) != nil
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
        fill(text(key), arguments: arguments, channel: channel)
    }

    /// Fills the placeholders of any template; numbers are written for the channel.
    public func fill(_ template: String, arguments: [StringArgument], channel: Channel) -> String {
        PlaceholderFormat.fill(template, arguments: arguments) { number($0, channel: channel) }
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
        fill(pluralTemplate(family, count: count), arguments: arguments, channel: channel)
    }

    /// The unfilled value of a plural family for a count, or the family name when no table has it.
    public func pluralTemplate(_ family: StringKey, count: Int) -> String {
        pluralTemplate(family, number: Double(count))
    }

    /// The unfilled value of a plural family for any number (`1.5` uses the rules' v ≠ 0 cases).
    public func pluralTemplate(_ family: StringKey, number: Double) -> String {
        guard let table = familyTable(family) else { return family.rawValue }
        let rules = PluralRules(language: table.language) ?? PluralRules(language: "en")
        let category = rules?.category(for: number) ?? .other
        return table[family.variant(category).rawValue]
            ?? table[family.variant(.other).rawValue]
            ?? family.rawValue
    }

    private func familyTable(_ family: StringKey) -> StringsTable? {
        familyOwners[family.rawValue].map { tables[$0] }
    }
}
