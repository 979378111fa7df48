import Foundation

/// A generated iOS project's tables for `l10n_check_project_ms` (issue 14): Mastodon's size, 31
/// language folders (`Base.lproj` and 30 translations) of 650 keys each in `Localizable.strings`,
/// written as real projects write them (translator comments, raw line breaks, `%ld`, `%1$@`,
/// escapes), and a plural dictionary of 40 entries per folder. Deterministic: the same files
/// every time.
public enum GeneratedStringsProject {
    /// The translation folders besides `Base.lproj`: Mastodon's languages.
    public static let languages = [
        "ar", "be", "ca", "ckb", "cs", "de", "el", "en", "es", "eu", "fi", "fr", "gd", "gl", "hy", "hy-AM", "it", "ja",
        "kab", "ku", "ku-TR", "nl", "ru", "sl", "sv", "th", "tr", "vi", "zh-Hans", "zh-Hant",
    ]
    /// Keys per `Localizable.strings`.
    public static let keyCount = 650
    /// Entries per plural dictionary.
    public static let pluralCount = 40

    /// One plural entry: key, variable, value type and its variants.
    public struct PluralEntry: Sendable {
        /// The top-level key.
        public var key: String
        /// The variable, whose variants the entry's format is.
        public var variable: String
        /// The variable's value type.
        public var valueType: String
        /// Category → text.
        public var variants: [(name: String, text: String)]
    }

    /// Writes the project's `<lang>.lproj` folders into `folder`: `Localizable.strings`, and the
    /// plural entries through `pluralTable` (the reader's writer, as name and text).
    public static func write(to folder: URL, pluralTable: ([PluralEntry]) -> (name: String, text: String)) throws {
        for language in ["Base"] + languages {
            let lproj = folder.appendingPathComponent(language + ".lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(strings(language).utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            let plural = pluralTable(pluralEntries(language))
            try Data(plural.text.utf8).write(to: lproj.appendingPathComponent(plural.name))
        }
    }

    /// One `Localizable.strings`: a value per key in the folder's "language" (the source text with a
    /// language tag, so nothing is untranslated), one key in ten left out of every third language.
    static func strings(_ language: String) -> String {
        var text = ""
        let index = (languages.firstIndex(of: language) ?? -1) + 1
        for key in 0..<keyCount {
            if index % 3 == 2, key % 10 == 9 { continue }
            let word = language == "Base" ? "Text" : "Text-\(language)"
            text += "/* Shown on screen \(key / 20). */\n"
            switch key % 5 {
            case 0: text += "\"Scene.Screen\(key / 20).Title\(key)\" = \"\(word) \(key)\";\n"
            case 1: text += "\"Scene.Screen\(key / 20).Count\(key)\" = \"%ld \(word) \\\"\(key)\\\"\";\n"
            case 2: text += "\"Scene.Screen\(key / 20).Message\(key)\" = \"%1$@ and %2$@:\n\(word) \(key) \\/ more\";\n"
            case 3: text += "\"Scene.Screen\(key / 20).Hint\(key)\" = \"Opens the \(word.lowercased()) \(key).\";\n"
            default: text += "\"Scene.Screen\(key / 20).Label\(key)\" = \"\(word) \(key) – \\U00e9\";\n"
            }
        }
        return text
    }

    /// The plural entries of a language: one variable `count` (`ld`) with the language's CLDR
    /// categories.
    public static func pluralEntries(_ language: String) -> [PluralEntry] {
        let categories: [String] =
            switch language {
            case "ar": ["zero", "one", "two", "few", "many", "other"]
            case "ru", "be", "cs": ["one", "few", "many", "other"]
            case "gd", "sl": ["one", "two", "few", "other"]
            case "ja", "th", "vi", "zh-Hans", "zh-Hant": ["other"]
            case "ca", "es", "fr", "it": ["one", "many", "other"]
            default: ["one", "other"]
            }
        return (0..<pluralCount).map { entry in
            PluralEntry(
                key: "plural.count.item\(entry)", variable: "count", valueType: "ld",
                variants: categories.map { ($0, "%ld item-\(language) \(entry) (\($0))") })
        }
    }
}
