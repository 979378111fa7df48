import Core
import Foundation
import Localization

extension StringsFolder {
    /// The languages of the folder's string catalogs, and the catalogs' source language.
    struct CatalogLanguages {
        var languages: [Language] = []
        var sourceLanguage: String?
    }

    /// One table of a language folder, by its extension: nil for files that are not tables.
    static func readTable(_ url: URL, name: String, houseStyle: Bool, displayPath: String) throws(StringsFolderError) -> StringsDocument? {
        guard name.hasSuffix(".strings") else { return nil }
        do throws(LocalizationError) {
            return try StringsDocument.read(url, recovering: true)
        } catch {
            throw .unreadableFile(displayPath)
        }
    }

    /// The string catalogs at the top of the folder.
    static func readCatalogs(_ url: URL, names: [String], displayPath: String) throws(StringsFolderError) -> CatalogLanguages {
        CatalogLanguages()
    }
}
