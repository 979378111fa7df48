/// The photo library. Photos are listed by date taken, newest first (undated last), then by id.
public protocol PhotoRepository {
    /// How many photos pass `filter`.
    func count(_ filter: PhotoFilter) throws -> Int
    /// The photo with this id, or nil.
    func photo(id: String) throws -> Photo?
    /// The photo whose image file had this SHA-256 (lowercase hex) when it was added, if any.
    func photo(withContentHash hash: String) throws -> Photo?
    /// The id of the photo whose id is `text` or starts with it (at least 4 characters).
    func resolve(_ text: String) throws -> String
    /// Up to `limit` photos passing `filter` from `anchor`, in display order.
    func photos(_ filter: PhotoFilter, from anchor: PageAnchor<Photo>, limit: Int) throws -> [Photo]
    /// Up to `limit` photos passing `filter`, skipping the first `offset`.
    func photos(_ filter: PhotoFilter, offset: Int, limit: Int) throws -> [Photo]
    /// The index of `photo` among the photos passing `filter`.
    func position(of photo: Photo, in filter: PhotoFilter) throws -> Int
    /// The names of the photo's tags, by name.
    func tags(ofPhoto id: String) throws -> [String]
    /// Adds a new photo (validated) with no tags; returns it as stored.
    @discardableResult func add(_ photo: Photo) throws -> Photo
    /// Replaces title, description, date taken, remote URL, favourite and size (not the image, not the tags).
    @discardableResult func update(_ photo: Photo) throws -> Photo
    /// Sets or clears the favourite mark.
    func setFavorite(_ isFavorite: Bool, photo id: String) throws
    /// Adds tags to the photo, creating tags that do not exist yet; returns the names as stored.
    @discardableResult func tag(photo id: String, with names: [String]) throws -> [String]
    /// Removes tags from the photo (the tags themselves stay); unknown names are ignored.
    func untag(photo id: String, names: [String]) throws
    /// Removes the photo and its image file; its tags stay.
    func remove(id: String) throws
    /// Gives the photo the image in `staged` (its size becomes the image's), or removes its image when nil.
    @discardableResult func setImage(_ staged: StagedImage?, forPhoto id: String) throws -> Photo
    /// Adds a new photo (validated) with the image in `staged`: what ``add(_:)`` then ``setImage(_:forPhoto:)``
    /// do, in one write.
    @discardableResult func add(_ photo: Photo, image staged: StagedImage) throws -> Photo
}
