import Audit
import Localization
import Readers

/// Strings folders made of string catalogs, as the audit will read them: one language folder per
/// catalog language, the catalog's documents as its tables.
enum StringCatalogs {
    /// The folder of a catalog's text; every language's table is named `Localizable.xcstrings`.
    static func folder(_ text: String) -> StringsFolder {
        let documents = StringCatalog.parse(text: text, file: "Localizable.xcstrings").documents()
        let languages = documents.map { tag, document in
            StringsFolder.Language(folderName: tag + ".lproj", tag: tag, tables: ["Localizable.xcstrings": document])
        }
        return StringsFolder(displayPath: "L", languages: languages)
    }

    /// The findings of some rules (default: all) on a catalog.
    static func findings(_ text: String, rules: [any StringsRule] = RuleRegistry.stringsRules) throws -> [Finding] {
        StringsAudit(configuration: .init(rules: rules)).run(folder(text), strings: try StringsTables.english())
            .findings
    }

    /// A catalog of entries written as `"key": {…}` members.
    static func catalog(_ members: String) -> String {
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + members + "}}"
    }
}
