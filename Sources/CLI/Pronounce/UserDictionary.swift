import Core
import Domain
import Foundation
import Utterances

/// The user's pronunciation entries between the library (records) and the speech layer (entries).
enum UserDictionary {
    /// `de_AT.UTF-8` → `de-AT`.
    static func bcp47(_ tag: String) -> String {
        LanguageTag.normalized(tag)
    }

    /// Adds an entry, replacing one with the same pattern, match, case flag and language (speech.md §3.2).
    static func add(_ entry: PronunciationEntry, replacement: String, to library: Library) throws {
        let repository = library.pronunciations
        let existing = try repository.records(language: entry.language)
        let samePattern = existing.filter { $0.pattern == entry.pattern }
        let record = PronunciationRecord(
            pattern: entry.pattern, match: PronunciationRecord.Match(rawValue: entry.match.rawValue) ?? .word,
            caseSensitive: entry.caseSensitive, kind: PronunciationRecord.Kind(rawValue: entry.kind.rawValue) ?? .say,
            replacement: replacement, language: entry.language,
            position: (existing.map(\.position).max() ?? -1) + 1)
        guard !samePattern.isEmpty else {
            try repository.add(record)
            return
        }
        // Rewrite this pattern's entries in order, the replaced one in its old place.
        try repository.remove(pattern: entry.pattern, language: entry.language)
        var replaced = false
        for old in samePattern {
            if old.match == record.match && old.caseSensitive == record.caseSensitive {
                var updated = record
                updated.position = old.position
                try repository.add(updated)
                replaced = true
            } else {
                var kept = old
                kept.id = nil
                try repository.add(kept)
            }
        }
        if !replaced { try repository.add(record) }
    }

    /// The entries of the library at `folder`, if it exists (never created here); invalid ones skipped.
    static func entries(libraryFolder folder: URL?) -> [PronunciationEntry] {
        guard let folder,
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(Library.databaseName).path),
            let library = try? Library(folder: folder, creating: .empty)
        else { return [] }
        return entries(from: library)
    }

    /// The entries of an open library; invalid ones skipped.
    static func entries(from library: Library) -> [PronunciationEntry] {
        guard let records = try? library.pronunciations.records(language: nil) else { return [] }
        return records.compactMap { try? entry($0) }
    }

    /// The entry of a record, checked as `pronounce add` checks it.
    static func entry(_ record: PronunciationRecord) throws(PronunciationError) -> PronunciationEntry {
        try PronunciationEntry(
            pattern: record.pattern, match: PronunciationEntry.Match(rawValue: record.match.rawValue) ?? .word,
            caseSensitive: record.caseSensitive, kind: PronunciationEntry.Kind(rawValue: record.kind.rawValue) ?? .say,
            replacement: record.replacement, language: record.language)
    }
}
