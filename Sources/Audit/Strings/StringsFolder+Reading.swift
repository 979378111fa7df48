import Core
import Foundation
import Localization
import Readers

extension StringsFolder {
    /// The languages of the folder's string catalogs, and the catalogs' source language.
    struct CatalogLanguages {
        var languages: [Language] = []
        var sourceLanguage: String?
    }

    /// One table of a language folder, by its extension: `.strings` (with the house parser for
    /// Lector's own tables, else as Apple reads them) and plural dictionaries; nil for any other file.
    static func readTable(_ url: URL, name: String, houseStyle: Bool, displayPath: String) throws(StringsFolderError)
        -> StringsDocument?
    {
        if name.hasSuffix(".strings") {
            do throws(LocalizationError) {
                return try StringsDocument.read(url, dialect: houseStyle ? .house : .apple, recovering: true)
            } catch {
                throw .unreadableFile(displayPath)
            }
        }
        guard name.hasSuffix("." + PluralDictionaryWriter.fileExtension) else { return nil }
        do throws(LocalizationError) {
            return try PluralDictionaryReader.read(url, file: displayPath)
        } catch {
            throw .unreadableFile(displayPath)
        }
    }

    /// The string catalogs at the top of the folder: one language per catalog language, its table
    /// named by the catalog file and its findings at the catalog's own path.
    static func readCatalogs(_ url: URL, names: [String], displayPath: String) throws(StringsFolderError)
        -> CatalogLanguages
    {
        var result = CatalogLanguages()
        var byTag: [String: [String: StringsDocument]] = [:]
        for name in names where name.hasSuffix("." + StringCatalog.fileExtension) {
            let path = join(displayPath, name)
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog.read(url.appendingPathComponent(name), file: path)
            } catch {
                throw .unreadableFile(path)
            }
            if result.sourceLanguage == nil { result.sourceLanguage = catalog.sourceLanguage }
            for (tag, document) in catalog.documents() {
                var document = document
                document.displayPath = path
                byTag[tag, default: [:]][name] = document
            }
        }
        result.languages = byTag.keys.sorted().map { tag in
            Language(folderName: tag + ".lproj", tag: tag, tables: byTag[tag] ?? [:])
        }
        return result
    }
}
