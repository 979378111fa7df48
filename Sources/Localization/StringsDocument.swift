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

    /// Creates a document.
    public init(file: String, entries: [StringsEntry], errors: [LocalizationError]) {
        self.file = file
        self.entries = entries
        self.errors = errors
    }

    /// Parses the raw bytes of a strings file (localization.md §3).
    public static func parse(_ bytes: [UInt8], file: String) -> StringsDocument {
        switch StringsDecoder.decode(bytes, file: file) {
        case .failure(let error):
            return StringsDocument(file: file, entries: [], errors: [error])
        case .success(let scalars):
            var parser = StringsParser(scalars: scalars, file: file)
            return parser.parse()
        }
    }

    /// Parses text already in memory (tests, generated tables).
    public static func parse(text: String, file: String) -> StringsDocument {
        parse(Array(text.utf8), file: file)
    }
}
