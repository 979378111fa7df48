/// An error of the localization layer: a strings table that cannot be read or parsed, a missing
/// Localizations folder, or an invalid locale tag.
///
/// Its ``description`` is written for a person. Table errors read `FILE:LINE:COLUMN: message`;
/// the two start-up errors of the locator are the fixed English lines of localization.md §2.
public struct LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for callers that map errors to exit codes or check rules.
    public enum Kind: String, Sendable, Equatable {
        /// A strings file that does not follow the grammar.
        case syntax
        /// The same key twice in one file (reported at the second occurrence).
        case duplicateKey
        /// Bytes that are neither UTF-8 nor UTF-16 with a byte-order mark, or a file over 8 MiB.
        case encoding
        /// A file that cannot be read at all.
        case unreadable
        /// No candidate folder holds `en.lproj/Localizable.strings`.
        case localizationsNotFound
        /// `LECTOR_LOCALIZATIONS` is set to a folder that is not acceptable.
        case badLocalizationsVariable
        /// A `--locale` value that is not a locale tag.
        case invalidLocale
    }

    /// What went wrong.
    public var kind: Kind
    /// The file (or, for the locator, the folder or the tag) the error is about.
    public var file: String
    /// The 1-based line, or 0 when the error is about the file as a whole.
    public var line: Int
    /// The 1-based column in Unicode scalars, when the error has one.
    public var column: Int?
    /// An English message without the position.
    public var message: String
    /// For ``Kind/duplicateKey``: the line of the first occurrence.
    public var firstLine: Int?
    /// The key of the entry the error is in, when it was read: for duplicates, and for syntax
    /// errors found by the recovering parse of the audit.
    public var key: String?

    /// Creates an error.
    public init(
        kind: Kind, file: String, line: Int = 0, column: Int? = nil, message: String,
        firstLine: Int? = nil, key: String? = nil
    ) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.firstLine = firstLine
        self.key = key
    }

    /// `FILE:LINE:COLUMN: message`, or the message alone for errors that have no file position.
    public var description: String {
        switch kind {
        case .localizationsNotFound, .badLocalizationsVariable, .invalidLocale:
            return message
        case .syntax, .duplicateKey, .encoding, .unreadable:
            var text = file
            if line > 0 { text += ":\(line)" }
            if line > 0, let column { text += ":\(column)" }
            return text + ": " + message
        }
    }
}
