import Foundation

/// What `lector audit PATH` finds in an iOS project folder: storyboards and xibs, the folders of
/// `<lang>.lproj` tables that are not a storyboard's own (those are read with their storyboard),
/// plural dictionaries (`.stringsdict`) among them, and the folders of string catalogs
/// (`.xcstrings`), which a strings folder reads at its top. `Pods`, `Carthage`, `build`, `DerivedData` and hidden folders (`.git`) are skipped.
///
/// Only other projects' files are named here; Lector's own tables are `.strings` files read by
/// Localization, never through Foundation's bundle machinery.
public struct ProjectFolder: Sendable {
    /// Folder names never entered.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "build", "DerivedData"]

    /// Storyboards and xibs, sorted, as paths under the given folder.
    public var interfaceFiles: [String]
    /// Folders holding `<lang>.lproj` folders with `.strings` or plural dictionary tables other
    /// than storyboard tables, or string catalogs, sorted.
    public var stringsFolders: [String]
    /// The strings-table file names of the storyboards and xibs (`Main.strings`): read with their
    /// document, so not audited again as a strings folder's tables.
    public var interfaceTableFiles: Set<String> {
        Set(
            interfaceFiles.map {
                (((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension) + ".strings"
            })
    }
    /// Creates a discovery result.
    public init(interfaceFiles: [String], stringsFolders: [String]) {
        self.interfaceFiles = interfaceFiles
        self.stringsFolders = stringsFolders
    }

    /// Walks `path` (as the user named it).
    ///
    /// - Throws: ``ReaderError`` when the folder cannot be read.
    public static func discover(_ path: String) throws(ReaderError) -> ProjectFolder {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReaderError(file: path, problem: .notAFolder)
        }
        var interface: [String] = []
        var tables: [(folder: String, name: String)] = []
        var catalogFolders: Set<String> = []
        var pending = [path]
        while let folder = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let full = (folder as NSString).appendingPathComponent(entry)
                var entryIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &entryIsDirectory) else { continue }
                if entryIsDirectory.boolValue {
                    if !skippedFolders.contains(entry) { pending.append(full) }
                    continue
                }
                let ext = (entry as NSString).pathExtension
                if ext == "storyboard" || ext == "xib" {
                    interface.append(full)
                } else if ext == "xcstrings" {
                    catalogFolders.insert(folder)
                } else if ext == "strings" || ext == "stringsdict", (folder as NSString).pathExtension == "lproj" {
                    tables.append(
                        ((folder as NSString).deletingLastPathComponent, (entry as NSString).deletingPathExtension))
                }
            }
        }
        let interfaceNames = Set(
            interface.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension })
        let folders = Set(tables.filter { !interfaceNames.contains($0.name) }.map(\.folder)).union(catalogFolders)
        return ProjectFolder(interfaceFiles: interface.sorted(), stringsFolders: folders.sorted())
    }
}
