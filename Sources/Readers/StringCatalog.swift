import Core
import Foundation
import Localization

/// A string catalog (Xcode's JSON table of every language, `sourceLanguage` + `strings`), read
/// with the position of every value. Damage never stops reading: malformed JSON, a member of the
/// wrong type, an unknown `state`, a string unit without a `value` or a variation of an unknown kind
/// becomes a ``TableDiagnostic`` of rule `strings.syntax` at its line and column, and reading goes on
/// with the rest (a file that is not JSON at all has no entries).
///
/// Diagnostic codes, with their ``TableDiagnostic/details``:
/// - `catalog.json` [the JSON reader's English message]: the file is not JSON;
/// - `catalog.type` [JSON path, expected kind such as `object`]: a member of the wrong type;
/// - `catalog.source-language-missing` []: no `sourceLanguage` (`en` is assumed);
/// - `catalog.state-unknown` [state]; `catalog.value-missing` []: a string unit without `value`;
/// - `catalog.variation-unknown` [kind]: a variation other than `plural` and `device`;
/// - `catalog.category-unknown` [category]: a plural variation whose category is not CLDR's;
/// - `catalog.substitution-missing` [name]: `%#@NAME@` without a substitution `NAME`;
/// - `catalog.format-specifier-missing` [name]: a substitution without `formatSpecifier`.
public struct StringCatalog: Sendable {
    /// A structural problem and the language whose localization holds it.
    public struct Problem: Sendable, Hashable {
        /// The localization's language tag as written, or nil for the file or an entry as a whole.
        public var language: String?
        /// What the reader saw.
        public var diagnostic: TableDiagnostic

        /// Creates a problem.
        public init(language: String?, diagnostic: TableDiagnostic) {
            self.language = language
            self.diagnostic = diagnostic
        }
    }

    /// The file name given to the reader (the documents' ``StringsDocument/file``).
    public var file: String
    /// The file extension of string catalogs.
    public static let fileExtension = "xcstrings"
    /// `sourceLanguage` as written; `en` when the catalog has none or cannot be read.
    public var sourceLanguage: String
    /// `version`, when given.
    public var version: String?
    /// The entries in file order.
    public var entries: [StringCatalogEntry]
    /// The structural problems, in file order.
    public var problems: [Problem]

    /// Creates a catalog.
    public init(
        file: String, sourceLanguage: String, version: String? = nil, entries: [StringCatalogEntry] = [],
        problems: [Problem] = []
    ) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.problems = problems
    }

    /// Every diagnostic, in file order.
    public var diagnostics: [TableDiagnostic] { problems.map(\.diagnostic) }

    /// The flattened keys (``StringCatalogUnit/key``, and each entry's own key) of entries with
    /// `shouldTranslate: false`: they are in the source document only, and no language is to be
    /// judged missing them.
    public var untranslatableKeys: Set<String> {
        var keys: Set<String> = []
        for entry in entries where !entry.shouldTranslate {
            keys.insert(entry.key)
            for units in entry.localizations.values {
                for unit in units { keys.insert(unit.key) }
            }
        }
        return keys
    }

    /// Reads a catalog file.
    ///
    /// - Parameter file: the name for the documents and positions (as the user named the file).
    /// - Throws: the file system's error when the file cannot be read; damage inside the file is
    ///   reported in ``problems`` instead.
    public static func read(_ url: URL, file: String) throws -> StringCatalog {
        let data = try Data(contentsOf: url)
        return parse([UInt8](data), file: file)
    }

    /// Reads a catalog from its bytes (UTF-8 JSON).
    public static func parse(_ bytes: [UInt8], file: String) -> StringCatalog {
        var parser = StringCatalogParser(bytes: bytes, file: file)
        return parser.parse()
    }

    /// Reads a catalog from text (tests).
    public static func parse(text: String, file: String) -> StringCatalog {
        parse(Array(text.utf8), file: file)
    }
}
