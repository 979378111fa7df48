import Synchronization

/// The translators of a session: the user's table for every text when one was chosen (`--braille-table`),
/// else each language's standard table (``BrailleTable/standard(forLanguage:)``), each compiled once.
public final class BrailleTables: Sendable {
    /// The table the user chose; nil: by language.
    public let chosen: BrailleTable?
    private let cache = Mutex<[BrailleTable: BrailleTranslator]>([:])

    /// Translators with `chosen` for every language, or by language when nil.
    public init(chosen: BrailleTable?) {
        self.chosen = chosen
    }

    /// The table used for text in `language`.
    public func table(forLanguage language: String) -> BrailleTable {
        chosen ?? BrailleTable.standard(forLanguage: language)
    }

    /// The translator for text in `language`, compiled on first use.
    public func translator(forLanguage language: String) throws(BrailleError) -> BrailleTranslator {
        let table = table(forLanguage: language)
        if let cached = cache.withLock({ $0[table] }) { return cached }
        let translator = try BrailleTranslator(table: table)
        cache.withLock { $0[table] = translator }
        return translator
    }

    /// The braille cells of `text` written in `language`.
    public func cells(for text: String, language: String) throws(BrailleError) -> String {
        try translator(forLanguage: language).translate(text)
    }
}
