import Foundation
import Localization

/// How a storyboard's `.strings` table is parsed: a seam, so that the Apple-compatible reader of
/// issue 14 can replace Localization's parser without touching the storyboard reader.
public protocol StoryboardTableParsing: Sendable {
    /// The table in `bytes`, read from `file` for the locale `locale`.
    func parse(_ bytes: [UInt8], file: String, locale: String) -> StoryboardTable
}

/// Parses storyboard tables with Localization's `.strings` reader as Apple reads them, recovering
/// past damaged entries (an audit reports those through the strings rules).
public struct LocalizationTableParsing: StoryboardTableParsing {
    /// Creates the parser.
    public init() {}

    /// The table in `bytes`.
    public func parse(_ bytes: [UInt8], file: String, locale: String) -> StoryboardTable {
        let document = StringsDocument.parse(bytes, file: file, dialect: .apple, recovering: true)
        let entries = document.entries.map { StoryboardTable.Entry(key: $0.key, value: $0.value, line: $0.line) }
        return StoryboardTable(file: file, locale: locale, entries: entries)
    }
}
