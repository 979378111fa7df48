import Foundation

/// How the item list is ordered; ties are broken by the item key.
public enum ItemSort: String, Sendable, CaseIterable {
    /// By name, A to Z, ignoring case and accents.
    case name
    /// By value, highest first.
    case value
    /// By date created, newest first.
    case date
}

/// The inventory. Every change is one transaction (or part of ``Library/transaction(_:)``).
public protocol ItemRepository {
    /// How many items there are.
    func count() throws -> Int
    /// The item with this key, or nil.
    func item(id: UUID) throws -> Item?
    /// The key of the item whose key is `text` or starts with it (at least 4 characters, case ignored).
    ///
    /// - Throws: ``LibraryError/idTooShort(_:prefix:minimum:)``, ``LibraryError/notFound(_:_:)`` or
    ///   ``LibraryError/ambiguousID(_:prefix:matches:)``.
    func resolve(_ text: String) throws -> UUID
    /// Up to `limit` items from `anchor` in the display order of `sort`.
    func items(sortedBy sort: ItemSort, from anchor: PageAnchor<Item>, limit: Int) throws -> [Item]
    /// Up to `limit` items skipping the first `offset` (costs grow with `offset`; prefer anchors).
    func items(sortedBy sort: ItemSort, offset: Int, limit: Int) throws -> [Item]
    /// The index of `item` in the display order of `sort` (how many come before it).
    func position(of item: Item, sortedBy sort: ItemSort) throws -> Int
    /// Adds a new item (validated); returns it as stored.
    @discardableResult func add(_ item: Item) throws -> Item
    /// Replaces the fields of an existing item (validated; the image is left as it is); returns it as stored.
    @discardableResult func update(_ item: Item) throws -> Item
    /// Changes the stored item with `change` in one transaction that holds the write lock from the read to the
    /// write (`BEGIN IMMEDIATE`), and writes only the columns whose values changed: a concurrent change of other
    /// fields, by another process, is kept. The result is validated; the image and the key are left as they are.
    /// Returns the item as stored.
    ///
    /// - Throws: ``LibraryError/notFound(_:_:)``, a ``ValidationError``, or what `change` throws (nothing is written).
    @discardableResult func update(id: UUID, _ change: (inout Item) throws -> Void) throws -> Item
    /// Removes the item and its image file.
    func remove(id: UUID) throws
    /// Gives the item the image in `staged` (replacing any), or removes its image when nil.
    @discardableResult func setImage(_ staged: StagedImage?, forItem id: UUID) throws -> Item
}
