import Synchronization

/// The translators of a session: the user's table for every text when one was chosen (`--braille-table`),
/// else each language's standard table at the chosen grade (``BrailleTable/standard(forLanguage:grade:)``,
/// `--braille-grade`), each compiled once.
public final class BrailleTables: Sendable {
    /// The table the user chose; nil: by language.
    public let chosen: BrailleTable?
    /// Contracted or not, for the standard tables (a chosen table is what it is).
    public let grade: BrailleGrade
    private let cache = Mutex<[BrailleTable: BrailleTranslator]>([:])

    /// Translators with `chosen` for every language, or by language at `grade` when nil.
    public init(chosen: BrailleTable?, grade: BrailleGrade = .uncontracted) {
        self.chosen = chosen
        self.grade = grade
    }

    /// The table used for text in `language`.
    public func table(forLanguage language: String) -> BrailleTable {
        chosen ?? BrailleTable.standard(forLanguage: language, grade: grade)
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

    /// The braille cells of a line being edited in `language`, with the cell of character `cursor`
    /// (``BrailleTranslator/translate(_:cursor:expandingWord:)``); in contracted braille the word at the cursor is
    /// shown uncontracted.
    public func cells(for line: String, cursor: Int, language: String) throws(BrailleError) -> BrailleLine {
        try translator(forLanguage: language).translate(
            line, cursor: cursor, expandingWord: chosen == nil && grade == .contracted)
    }
}
