/// Tags, listed by name ignoring case and accents.
public protocol TagRepository {
    /// How many tags there are.
    func count() throws -> Int
    /// The tag whose name matches `name` ignoring case and accents, or nil.
    func tag(named name: String) throws -> Tag?
    /// Up to `limit` tags from `anchor`, by name.
    func tags(from anchor: PageAnchor<Tag>, limit: Int) throws -> [Tag]
    /// Every tag, by name.
    func all() throws -> [Tag]
    /// Adds a tag. - Throws: ``LibraryError/alreadyExists(_:_:)`` when one matches ignoring case and accents.
    @discardableResult func add(_ name: String) throws -> Tag
    /// Renames a tag (a change of case or accents alone is allowed).
    @discardableResult func rename(_ name: String, to newName: String) throws -> Tag
    /// Removes a tag from every photo and deletes it.
    func remove(_ name: String) throws
}
