import Core
import Localization

extension StringCatalog {
    /// The catalog as the audit's tables: one document of format `.catalog` per language present
    /// anywhere in it (the source language always), keyed by BCP-47 tag. Each holds the units of its
    /// language in file order, with the entry's comment and attributes (`state` `needs_review` →
    /// ``EntryAttributes/needsReview``, `new` → ``EntryAttributes/new``, `translated` →
    /// ``EntryAttributes/translated``, a `stale` state or
    /// `extractionState` → ``EntryAttributes/stale``, device variants → ``EntryAttributes/deviceVariant``).
    /// An entry without a source localization has its key as its source text, at the key. Entries
    /// with `shouldTranslate: false` are in the source document only (see ``untranslatableKeys``).
    /// Diagnostics go to the document of the language that holds them, the rest to the source
    /// document. ``StringsDocument/displayPath`` is left for the caller.
    public func documents() -> [String: StringsDocument] {
        let sourceTag = LanguageTag.bcp47(sourceLanguage)
        var entriesByTag: [String: [StringsEntry]] = [sourceTag: []]
        for entry in entries {
            for language in entry.localizations.keys.sorted() {
                let tag = LanguageTag.bcp47(language)
                guard entry.shouldTranslate || tag == sourceTag else {
                    if entriesByTag[tag] == nil { entriesByTag[tag] = [] }
                    continue
                }
                let converted = (entry.localizations[language] ?? []).map { Self.stringsEntry($0, of: entry) }
                entriesByTag[tag, default: []].append(contentsOf: converted)
            }
        }
        var diagnosticsByTag: [String: [TableDiagnostic]] = [:]
        for problem in problems {
            let tag = problem.language.map(LanguageTag.bcp47) ?? sourceTag
            diagnosticsByTag[tag, default: []].append(problem.diagnostic)
            if entriesByTag[tag] == nil { entriesByTag[tag] = [] }
        }
        var documents: [String: StringsDocument] = [:]
        for (tag, entries) in entriesByTag {
            var document = StringsDocument(file: file, entries: entries, errors: [])
            document.format = .catalog
            document.diagnostics = diagnosticsByTag[tag] ?? []
            documents[tag] = document
        }
        return documents
    }

    private static func stringsEntry(_ unit: StringCatalogUnit, of entry: StringCatalogEntry) -> StringsEntry {
        var result = StringsEntry(
            key: unit.key, value: unit.value, line: unit.line, column: unit.column, comment: entry.comment)
        switch unit.state {
        case .needsReview: result.attributes.insert(.needsReview)
        case .new: result.attributes.insert(.new)
        case .stale: result.attributes.insert(.stale)
        case .translated: result.attributes.insert(.translated)
        case nil: break
        }
        if entry.isStale { result.attributes.insert(.stale) }
        if unit.isDeviceVariant { result.attributes.insert(.deviceVariant) }
        if !entry.shouldTranslate { result.attributes.insert(.doNotTranslate) }
        // `K.C`, `K@DEVICE.C`, `K.NAME.C`: chosen by plural category.
        let rest = unit.key.dropFirst(entry.key.count)
        if unit.key.hasPrefix(entry.key), let first = rest.first, first == "." || first == "@",
            let dot = rest.lastIndex(of: "."),
            PluralCategory(rawValue: String(rest[rest.index(after: dot)...])) != nil
        {
            result.attributes.insert(.pluralVariant)
        }
        // `K.NAME.C`: a substitution's variant, substituted into the entry's own text.
        if unit.key.hasPrefix(entry.key + "."), unit.key.dropFirst(entry.key.count + 1).contains(".") {
            result.attributes.insert(.fragment)
        }
        return result
    }
}
