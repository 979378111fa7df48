import Core
import Foundation
import Localization

/// A strings folder read for the audit: every `<lang>.lproj` with every `*.strings` file in it,
/// parsed with the recovering parser. Reading does all the I/O; rules only look at the values.
public struct StringsFolder: Sendable {
    /// One language folder.
    public struct Language: Sendable {
        /// The folder name, such as `de_AT.lproj`.
        public var folderName: String
        /// The tag in BCP-47 spelling (`de-AT`): the findings' locale.
        public var tag: String
        /// The tables by file name (`Localizable.strings`).
        public var tables: [String: StringsDocument]

        /// Creates a language folder from parsed tables.
        public init(folderName: String, tag: String, tables: [String: StringsDocument]) {
            self.folderName = folderName
            self.tag = tag
            self.tables = tables
        }

        /// Whether this is the base folder `en.lproj`.
        public var isBase: Bool { folderName == StringsFolder.baseFolder }
    }

    /// The base language folder.
    public static let baseFolder = "en.lproj"

    /// The folder as given on the command line: the start of every finding's `file`.
    public var displayPath: String
    /// The language folders: the base first, then by folder name.
    public var languages: [Language]

    /// The base folder.
    public var base: Language? { languages.first(where: \.isBase) }

    /// Creates a folder from parsed tables (tests).
    public init(displayPath: String, languages: [Language]) {
        self.displayPath = displayPath
        self.languages = languages.sorted { ($0.isBase ? 0 : 1, $0.folderName) < ($1.isBase ? 0 : 1, $1.folderName) }
    }

    /// Reads a folder.
    ///
    /// - Parameter displayPath: the folder as the user named it, used in every location.
    /// - Throws: ``StringsFolderError`` when the folder cannot be listed, has no `en.lproj`, or a
    ///   file in it cannot be read.
    public static func read(_ url: URL, displayPath: String) throws(StringsFolderError) -> StringsFolder {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: url.path) else {
            throw .unreadableFolder(displayPath)
        }
        var languages: [Language] = []
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let folder = url.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else {
                throw .unreadableFolder(join(displayPath, name))
            }
            var tables: [String: StringsDocument] = [:]
            for file in files where file.hasSuffix(".strings") {
                let path = folder.appendingPathComponent(file)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                do throws(LocalizationError) {
                    tables[file] = try StringsDocument.read(path, recovering: true)
                } catch {
                    throw .unreadableFile(join(displayPath, name, file))
                }
            }
            let tag = LanguageTag.bcp47(String(name.dropLast(".lproj".count)))
            languages.append(Language(folderName: name, tag: tag, tables: tables))
        }
        guard languages.contains(where: \.isBase) else { throw .missingBase(displayPath) }
        return StringsFolder(displayPath: displayPath, languages: languages)
    }

    /// `DIR/<lang>.lproj/<Table>.strings`, `/`-separated, as findings name it.
    public func path(_ folderName: String, _ table: String) -> String {
        Self.join(displayPath, folderName, table)
    }

    static func join(_ parts: String...) -> String {
        var result = ""
        for part in parts where !part.isEmpty {
            var piece = part
            if !result.isEmpty {
                while piece.hasPrefix("/") { piece.removeFirst() }
                if !result.hasSuffix("/") { result += "/" }
            } else if piece == "." {
                continue
            }
            result += piece
        }
        return result
    }
}
