import Localization
import Readers

/// The strings readers: `.strings`, `.stringsdict` and `.xcstrings`, as the strings check reads them.
enum FuzzStrings {
    static func strings(_ bytes: [UInt8]) -> Bool {
        _ = StringsDocument.parse(bytes, file: "fuzz.strings", recovering: true).valuesByKey.count
        _ = StringsDocument.parse(bytes, file: "fuzz.strings", dialect: .apple).entries.count
        return StringsDocument.parse(bytes, file: "fuzz.strings").errors.isEmpty
    }

    static func stringsdict(_ bytes: [UInt8]) -> Bool {
        PluralDictionaryReader.parse(bytes, file: "fuzz.stringsdict").errors.isEmpty
    }

    static func xcstrings(_ bytes: [UInt8]) -> Bool {
        let catalog = StringCatalog.parse(bytes, file: "fuzz.xcstrings")
        return !catalog.documents().isEmpty
    }
}
