import Domain
import Localization

/// How many items, photos and tags the library holds; compared before and after a change made by another
/// program to say what changed ("1 item added.").
struct LibraryCounts: Equatable {
    var items: Int
    var photos: Int
    var tags: Int

    init(_ library: Library) throws {
        items = try library.items.count()
        photos = try library.photos.count(.all)
        tags = try library.tags.count()
    }

    /// The announcements for going from `old` to `self`, as plural families and counts; empty when no count
    /// changed.
    func changes(since old: LibraryCounts) -> [(StringKey, Int)] {
        var result: [(StringKey, Int)] = []
        func compare(_ now: Int, _ before: Int, added: StringKey, removed: StringKey) {
            if now > before { result.append((added, now - before)) }
            if now < before { result.append((removed, before - now)) }
        }
        compare(items, old.items, added: .liveItemsAdded, removed: .liveItemsRemoved)
        compare(photos, old.photos, added: .livePhotosAdded, removed: .livePhotosRemoved)
        compare(tags, old.tags, added: .liveTagsAdded, removed: .liveTagsRemoved)
        return result
    }
}
