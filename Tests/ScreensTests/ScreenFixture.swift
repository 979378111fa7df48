import Domain
import Foundation
import Screens
import TestSupport

/// Builders over a fresh demo library, in UTC.
enum ScreenFixture {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func builder(_ library: Library, language: String = "en", pageSize: Int = 64) throws -> ScreenBuilder {
        let words = ScreenStrings(strings: try NarrationFixture.strings(language), timeZone: utc)
        return ScreenBuilder(library: library, words: words, pageSize: pageSize)
    }

    /// Every stop of a screen, read lazily.
    static func stops(_ screen: Screen) throws -> [ScreenStop] {
        try (0..<screen.stopCount).map { try screen.stop(at: $0) }
    }

    /// The ids of the demo's first item (by name) and first photo (by date).
    static func firstRecords(_ library: Library) throws -> (item: Item, photo: Photo) {
        let item = try library.items.items(sortedBy: .name, offset: 0, limit: 1)
        let photo = try library.photos.photos(.all, offset: 0, limit: 1)
        guard let first = item.first, let picture = photo.first else { throw ScreenError.stale }
        return (first, picture)
    }
}
