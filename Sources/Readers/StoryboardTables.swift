import Core
import Foundation

/// Finds the `.strings` tables of a storyboard or xib: `<Name>.strings` in every `<lang>.lproj`
/// folder beside the document's own folder (`App/Base.lproj/Main.storyboard` has
/// `App/de.lproj/Main.strings`), or in the document's own folder when it is not localized.
public struct StoryboardTables: Sendable {
    private let parsing: any StoryboardTableParsing

    /// Creates a finder that parses with `parsing`.
    public init(parsing: any StoryboardTableParsing = LocalizationTableParsing()) {
        self.parsing = parsing
    }

    /// Every table of the document at `path` (as the user named it), sorted by locale; unreadable
    /// folders give none.
    public func tables(for path: String) -> [StoryboardTable] {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        let parent = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        let shownParent = (path as NSString).deletingLastPathComponent
        let shownRoot =
            folder.pathExtension == "lproj" ? (shownParent as NSString).deletingLastPathComponent : shownParent
        guard let contents = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var tables: [StoryboardTable] = []
        for entry in contents.sorted() where entry.hasSuffix(".lproj") {
            let locale = String(entry.dropLast(".lproj".count))
            guard locale != "Base" else { continue }
            let file = parent.appendingPathComponent(entry).appendingPathComponent(name + ".strings")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let shown = shownRoot.isEmpty ? "\(entry)/\(name).strings" : "\(shownRoot)/\(entry)/\(name).strings"
            tables.append(parsing.parse(Array(data), file: shown, locale: locale))
        }
        return tables
    }

    /// The table for `locale` among `tables`: the exact tag, else the same language (`de` for
    /// `de-AT`, `pt-BR` for `pt`); nil when none fits.
    public static func table(for locale: String, in tables: [StoryboardTable]) -> StoryboardTable? {
        if let exact = tables.first(where: { LanguageTag.same($0.locale, locale) }) { return exact }
        let language = LanguageTag.language(of: locale)
        return tables.first { LanguageTag.language(of: $0.locale) == language }
    }
}
