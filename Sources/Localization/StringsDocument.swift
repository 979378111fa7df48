/// The result of parsing one strings file: its entries in file order and its errors.
///
/// Duplicate keys are reported and parsing goes on, so all of them appear in ``errors``; any
/// other error stops parsing and is the last error. A document with any error is never used at
/// run time (see ``StringsTable``).
public struct StringsDocument: Sendable {
    /// The file name used in error positions.
    public var file: String
    /// The entries in file order (for duplicates, both occurrences).
    public var entries: [StringsEntry]
    /// The errors, in file order.
    public var errors: [LocalizationError]
    /// Indices into ``entries`` of entries with a syntax error whose key was read (recovering
    /// parse only): such an entry counts as present, but its value is not to be judged.
    public var damaged: Set<Int> = []
    /// U+FFFD and control characters other than line feed and tab in decoded keys and values, with
    /// the position of the character or its escape, in file order.
    public var suspectCharacters: [SuspectCharacter] = []
    /// The format the document was read from.
    public var format: StringsFormat = .strings
    /// The file findings name, when it is not `DIR/<lang>.lproj/<Table>` (a catalog holds every
    /// language in one file).
    public var displayPath: String?
    /// Structural problems the reader found (plural dictionaries, catalogs), in file order.
    public var diagnostics: [TableDiagnostic] = []

    /// Creates a document.
    public init(file: String, entries: [StringsEntry], errors: [LocalizationError]) {
        self.file = file
        self.entries = entries
        self.errors = errors
    }

    /// Parses the raw bytes of a strings file with ``StringsReader``, Apple's grammar.
    ///
    /// - Parameter dialect: ``StringsDialect/house`` (the default) for Lector's own tables: the reader's
    ///   result with the house style's errors on top (``StringsHouseStyle``, localization.md §3);
    ///   ``StringsDialect/apple`` for a project's tables, as Apple reads them (audit.md §2.5 "Parsing").
    /// - Parameter recovering: report every error at its own line and go on, as the audit does
    ///   (audit.md §2.5): a missing `;` is reported just after the value, and after any other
    ///   error reading resumes at the next line that starts a key (`"`, `'` or an unquoted character).
    ///   Off, the first error other than a duplicate key ends the document, as at run time.
    public static func parse(
        _ bytes: [UInt8], file: String, dialect: StringsDialect = .house, recovering: Bool = false
    ) -> StringsDocument {
        let (document, constructs) = StringsReader.read(bytes, file: file, recovering: recovering)
        switch dialect {
        case .apple: return document
        case .house: return StringsHouseStyle.apply(to: document, constructs: constructs, recovering: recovering)
        }
    }

    /// Parses text already in memory (tests, generated tables).
    public static func parse(
        text: String, file: String, dialect: StringsDialect = .house, recovering: Bool = false
    ) -> StringsDocument {
        parse(Array(text.utf8), file: file, dialect: dialect, recovering: recovering)
    }

    /// Each key's value as Apple's reader keeps them: when a key appears more than once, the last
    /// value wins.
    public var valuesByKey: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
