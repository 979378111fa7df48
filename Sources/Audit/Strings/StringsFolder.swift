import Core
import Dispatch
import Foundation
import Localization
import Synchronization

/// A strings folder read for the audit: every `<lang>.lproj` with every table in it, parsed with
/// the recovering parser. Reading does all the I/O; rules only look at the values.
///
/// **The source.** Every table is compared with the same-named table of the source folder
/// (audit.md §2.5, "Sources"): the folder of `--source-language` (exact tag, else its language),
/// else `Base.lproj` when it holds tables, else the folder of the Xcode project's
/// `developmentRegion`, else of a catalog's `sourceLanguage`, else `en.lproj`. A `Base.lproj` of
/// storyboards or a launch screen only holds no table and is never the source. A folder of the
/// source language that is not the source folder (an `en.lproj` next to `Base.lproj`, an `en-US`
/// or `en-GB` next to `en`) is a copy, never compared as a translation: it gets only the checks of
/// a file on its own.
public struct StringsFolder: Sendable {
    /// What a language folder is to the audit.
    public enum Role: Sendable, Equatable {
        /// The source folder, that every translation is compared with.
        case source
        /// The source language's own folder beside a `Base.lproj` source, or a regional copy of
        /// the source (`en-GB` beside `en`): checked on its own only.
        case sourceLanguage
        /// A translation.
        case translation
    }

    /// One language folder.
    public struct Language: Sendable {
        /// The folder name, such as `de_AT.lproj`.
        public var folderName: String
        /// The tag in BCP-47 spelling (`de-AT`): the findings' locale. `Base.lproj` has the source
        /// language's tag.
        public var tag: String
        /// The tables by file name (`Localizable.strings`).
        public var tables: [String: StringsDocument]
        /// What the folder is to the audit; set by the folder.
        public internal(set) var role: Role = .translation
        /// Whether a folder of a less specific tag exists (`de` for `de-AT`, `zh-Hans` for
        /// `zh-Hans-CN`): iOS then falls back to it for keys and tables this one lacks.
        public internal(set) var hasFallback = false

        /// Creates a language folder from parsed tables.
        public init(folderName: String, tag: String, tables: [String: StringsDocument]) {
            self.folderName = folderName
            self.tag = tag
            self.tables = tables
        }

        /// Whether this is the source folder, or beside it the source language's own folder:
        /// either way it is not compared as a translation.
        public var isBase: Bool { role != .translation }
    }

    /// The folder that holds the source when the project has one.
    public static let baseFolder = "Base.lproj"
    /// The source language when nothing names one.
    public static let defaultSourceLanguage = "en"

    /// The folder as given on the command line: the start of every finding's `file`.
    public var displayPath: String
    /// The language folders: the source first, then by folder name.
    public var languages: [Language]
    /// The source language's tag.
    public var sourceLanguage: String

    /// The source folder.
    public var base: Language? { languages.first { $0.role == .source } }
    /// `--source-language`, or a catalog's `sourceLanguage`, as the folder was created with.
    public private(set) var requestedSourceLanguage: String?
    /// The Xcode project's `developmentRegion`, as the folder was created with.
    public private(set) var developmentRegion: String?

    /// Creates a folder from parsed tables.
    ///
    /// - Parameters:
    ///   - sourceLanguage: `--source-language`, else a catalog's `sourceLanguage`; nil for the
    ///     default order (`Base.lproj` with tables, else the development region, else `en`).
    ///   - developmentRegion: the `developmentRegion` of the Xcode project that builds the folder.
    public init(
        displayPath: String, languages: [Language], sourceLanguage: String? = nil, developmentRegion: String? = nil
    ) {
        self.displayPath = displayPath
        requestedSourceLanguage = sourceLanguage
        self.developmentRegion = developmentRegion
        let source = Self.sourceFolder(languages, sourceLanguage: sourceLanguage, developmentRegion: developmentRegion)
        let sourceTag =
            sourceLanguage.map(LanguageTag.bcp47)
            ?? developmentRegion.map(LanguageTag.bcp47)
            ?? source.flatMap { name in languages.first { $0.folderName == name }?.tag }.flatMap {
                $0 == "Base" ? nil : $0
            }
            ?? Self.defaultSourceLanguage
        self.sourceLanguage = sourceTag
        let tags = Set(languages.map(\.tag))
        var assigned = languages.map { language -> Language in
            var language = language
            if language.folderName == source {
                language.role = .source
                if language.folderName == Self.baseFolder { language.tag = sourceTag }
            } else if language.folderName == Self.baseFolder || Self.isCopy(language.tag, of: sourceTag) {
                language.role = .sourceLanguage
            }
            language.hasFallback = Self.fallbacks(of: language.tag).contains { tags.contains($0) }
            return language
        }
        assigned.sort { ($0.role == .source ? 0 : 1, $0.folderName) < ($1.role == .source ? 0 : 1, $1.folderName) }
        self.languages = assigned
    }

    /// Whether a folder's tag is the source language written for a region (`en-GB` for `en`,
    /// `zh-Hans-CN` for `zh-Hans`): the same language and script, whatever the region.
    public static func isCopy(_ tag: String, of sourceTag: String) -> Bool {
        if LanguageTag.same(tag, sourceTag) { return true }
        guard let folder = LanguageTag(tag), let source = LanguageTag(sourceTag) else { return false }
        return folder.language == source.language && folder.script == source.script
    }

    /// The source folder's name among `languages` (audit.md §2.5, "Sources").
    static func sourceFolder(_ languages: [Language], sourceLanguage: String?, developmentRegion: String? = nil)
        -> String?
    {
        // A `Base.lproj` without tables (storyboards, a launch screen) is no strings source.
        let base = languages.first { $0.folderName == baseFolder && !$0.tables.isEmpty }
        func folder(for language: String) -> String? {
            let tag = LanguageTag.bcp47(language)
            if let exact = languages.first(where: { $0.tag == tag && $0.folderName != baseFolder }) {
                return exact.folderName
            }
            return languages.first(where: { $0.folderName != baseFolder && $0.tag == LanguageTag.language(of: tag) })?
                .folderName
        }
        if let sourceLanguage { return folder(for: sourceLanguage) ?? base?.folderName }
        if let base { return base.folderName }
        if let developmentRegion, let found = folder(for: developmentRegion) { return found }
        // Last, a `Base.lproj` without tables: the translations then have nothing to be compared with.
        return languages.first { $0.tag == defaultSourceLanguage }?.folderName
            ?? languages.first { $0.folderName == baseFolder }?.folderName
    }

    /// The less specific tags iOS falls back to: `zh-Hans` and `zh` for `zh-Hans-CN`.
    static func fallbacks(of tag: String) -> [String] {
        LanguageTag(tag).map { $0.fallbacks.dropFirst().map(\.identifier) } ?? []
    }

    /// Reads a folder.
    ///
    /// - Parameters:
    ///   - displayPath: the folder as the user named it, used in every location.
    ///   - sourceLanguage: `--source-language`, when given.
    ///   - developmentRegion: the `developmentRegion` of the Xcode project that builds the folder.
    ///   - houseStyle: whether this is Lector's own `Localizations/`, read with the house parser;
    ///     any other folder is read as Apple reads it.
    /// - Throws: ``StringsFolderError`` when the folder cannot be listed, has no source folder, or a
    ///   file in it cannot be read.
    public static func read(
        _ url: URL, displayPath: String, sourceLanguage: String? = nil, developmentRegion: String? = nil,
        houseStyle: Bool = false
    ) throws(StringsFolderError) -> StringsFolder {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: url.path) else {
            throw .unreadableFolder(displayPath)
        }
        // Each language folder is read on its own, in parallel; the folders keep their name order.
        let folderNames = names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return name.hasSuffix(".lproj")
                && manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        let read = Mutex<[Int: Result<Language, StringsFolderError>]>([:])
        DispatchQueue.concurrentPerform(iterations: folderNames.count) { number in
            let outcome = Result { () throws(StringsFolderError) -> Language in
                try readLanguage(url, name: folderNames[number], displayPath: displayPath, houseStyle: houseStyle)
            }
            read.withLock { $0[number] = outcome }
        }
        let outcomes = read.withLock { $0 }
        var languages: [Language] = []
        for number in folderNames.indices {
            guard let outcome = outcomes[number] else { continue }
            languages.append(try outcome.get())
        }
        let catalogs = try readCatalogs(url, names: names.sorted(), displayPath: displayPath)
        languages = merge(languages, catalogs.languages)
        let folder = StringsFolder(
            displayPath: displayPath, languages: languages, sourceLanguage: sourceLanguage ?? catalogs.sourceLanguage,
            developmentRegion: developmentRegion)
        guard folder.base != nil else { throw .missingBase(displayPath) }
        return folder
    }

    /// One `<lang>.lproj` folder with its tables.
    static func readLanguage(_ url: URL, name: String, displayPath: String, houseStyle: Bool) throws(StringsFolderError)
        -> Language
    {
        let manager = FileManager.default
        let folder = url.appendingPathComponent(name, isDirectory: true)
        guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else {
            throw .unreadableFolder(join(displayPath, name))
        }
        var tables: [String: StringsDocument] = [:]
        for file in files.sorted() {
            let path = folder.appendingPathComponent(file)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if let document = try readTable(
                path, name: file, houseStyle: houseStyle, displayPath: join(displayPath, name, file))
            {
                tables[file] = document
            }
        }
        let stem = String(name.dropLast(".lproj".count))
        let tag = stem == "Base" ? "Base" : LanguageTag.bcp47(stem)
        return Language(folderName: name, tag: tag, tables: tables)
    }

    /// Adds the catalogs' languages to the folders', one language per tag.
    static func merge(_ folders: [Language], _ catalogs: [Language]) -> [Language] {
        var result = folders
        for language in catalogs {
            if let index = result.firstIndex(where: { $0.tag == language.tag && $0.folderName != baseFolder }) {
                result[index].tables.merge(language.tables) { old, _ in old }
            } else {
                result.append(language)
            }
        }
        return result
    }

    /// `DIR/<lang>.lproj/<Table>.strings`, `/`-separated, as findings name it.
    public func path(_ folderName: String, _ table: String) -> String {
        Self.join(displayPath, folderName, table)
    }

    /// The file findings about a table name: a catalog's own path, else the table in the folder.
    public func path(_ language: Language, _ table: String, document: StringsDocument?) -> String {
        document?.displayPath ?? path(language.folderName, table)
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
