import Core
import Foundation
import Localization

/// What an Xcode project says about its languages, read from `NAME.xcodeproj/project.pbxproj` (an
/// old-style property list, read with ``Localization/OldStylePropertyList``): the project object's
/// `developmentRegion`, the language Xcode builds the app's source strings in, and its
/// `knownRegions`.
public struct XcodeProject: Sendable, Equatable {
    /// The `project.pbxproj` file.
    public var file: String
    /// `developmentRegion` (`en`, `de`), nil when the project object has none.
    public var developmentRegion: String?
    /// `knownRegions`, as written (`Base` included when listed).
    public var knownRegions: [String]

    /// Creates a project description.
    public init(file: String, developmentRegion: String?, knownRegions: [String] = []) {
        self.file = file
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
    }

    /// ``developmentRegion`` as a BCP-47 tag (`en`, `pt-BR`), with the English names older Xcode
    /// versions wrote (`English`, `Japanese`) as their tags; nil when the project has none.
    public var developmentLanguage: String? {
        guard let region = developmentRegion, !region.isEmpty else { return nil }
        return Self.languageTag(ofRegion: region)
    }

    /// A region as Xcode names it (`developmentRegion`, an `.lproj` folder's name) as a BCP-47 tag:
    /// `pt_BR` → `pt-BR`, the English names of old projects (`English`, `Japanese`) → `en`, `ja`.
    public static func languageTag(ofRegion region: String) -> String {
        legacyNames[region] ?? LanguageTag.bcp47(region)
    }

    /// The language of a file in a `<lang>.lproj` folder other than `Base.lproj` (a localized
    /// storyboard: `ja.lproj/Main.storyboard` is Japanese), as a BCP-47 tag; nil elsewhere.
    public static func localizedLanguage(ofFile path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let region = String(folder.dropLast(".lproj".count))
        guard !region.isEmpty, region != "Base" else { return nil }
        return languageTag(ofRegion: region)
    }

    /// The language names of old projects' `developmentRegion` and `knownRegions`.
    static let legacyNames = [
        "English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
        "Dutch": "nl",
    ]

    /// Reads the project object of a `project.pbxproj`: the object `rootObject` names, else the
    /// first object whose `isa` is `PBXProject`; nil when the file cannot be read or parsed, or has
    /// no project object.
    public static func read(_ path: String) -> XcodeProject? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return parse([UInt8](data), file: path)
    }

    /// The project object of a `project.pbxproj`'s bytes; nil when it is not one.
    public static func parse(_ bytes: [UInt8], file: String) -> XcodeProject? {
        guard let root = try? OldStylePropertyList.read(bytes, file: file), let members = root.members,
            let objects = member(members, "objects")?.members
        else { return nil }
        let project =
            member(members, "rootObject")?.string.flatMap { member(objects, $0)?.members }
            ?? objects.lazy.compactMap(\.value.members).first { member($0, "isa")?.string == "PBXProject" }
        guard let project else { return nil }
        var regions: [String] = []
        if case .array(let items)? = member(project, "knownRegions")?.value { regions = items.compactMap(\.string) }
        return XcodeProject(
            file: file, developmentRegion: member(project, "developmentRegion")?.string, knownRegions: regions)
    }

    /// The value of a dictionary's key; the last one wins, as in CF.
    private static func member(_ members: [PlistNode.Member], _ key: String) -> PlistNode? {
        members.last { $0.key == key }?.value
    }

    /// The `project.pbxproj` files of the `.xcodeproj` bundles directly in a folder, sorted.
    public static func projectFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".xcodeproj") }.map {
            ((folder as NSString).appendingPathComponent($0) as NSString).appendingPathComponent("project.pbxproj")
        }.filter { manager.fileExists(atPath: $0) }
    }

    /// The project that builds a folder's tables: the first folder from `folder` up to `root` (or
    /// to the file system's root when nil) that holds an `.xcodeproj` with a development region.
    /// When one folder holds several projects, they must agree on it.
    public static func governing(_ folder: String, within root: String? = nil) -> XcodeProject? {
        var current = (URL(fileURLWithPath: folder).standardizedFileURL.path as NSString) as String
        let limit = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        while true {
            let projects = projectFiles(in: current).compactMap(read).filter { $0.developmentRegion != nil }
            if let first = projects.first {
                let regions = Set(projects.compactMap(\.developmentRegion).map(LanguageTag.bcp47))
                return regions.count == 1 ? first : nil
            }
            if current == limit || current == "/" || current.isEmpty { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
