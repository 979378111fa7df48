import Domain
import Localization
import Readers

/// The importers, through `Importer.read` as `lector import` calls it on a file's bytes (no images folder), and
/// Flickr's pages as `photos fetch` reads them.
enum FuzzImports {
    static func read(_ bytes: [UInt8], format: ImportFormat?) -> Bool {
        return (try? Importer.read(bytes, file: "fuzz", format: format, imagesFolder: nil, imagesRequested: false))
            != nil
    }

    static func plist(_ bytes: [UInt8]) -> Bool {
        var diagnostics: [TableDiagnostic] = []
        let dictionary = PluralDictionaryReader.dictionary(bytes, diagnostics: &diagnostics)
        return read(bytes, format: .lootlogger) || (diagnostics.isEmpty && !dictionary.entries.isEmpty)
    }

    static func flickr(_ bytes: [UInt8]) -> Bool {
        (try? FlickrPage.read(bytes, source: "fuzz")) != nil
    }
}
