import Foundation

/// The content of an input file, read and checked, ready to be written in one transaction.
public struct ImportBatch: Sendable {
    /// An item and the image file to give it, if any.
    public struct ImportedItem: Sendable {
        /// The item, checked.
        public var item: Item
        /// The image file to copy in, if any.
        public var imageSource: URL?
        /// Where it is in the file, for image errors.
        public var path: String
    }

    /// A photo, its tags and the image file to give it, if any.
    public struct ImportedPhoto: Sendable {
        /// The photo, checked.
        public var photo: Photo
        /// The names of its tags.
        public var tags: [String]
        /// The image file to copy in, if any.
        public var imageSource: URL?
        /// Where it is in the file, for image errors.
        public var path: String
        /// Whether `photo.remoteURL` was built by the reader (Flickr's `server` and `secret`) rather than given:
        /// a merge then only fills an empty URL with it.
        public var remoteURLIsDerived = false
    }

    /// How photos already in the library are updated.
    public enum PhotoMode: Sendable {
        /// Fields from the file; the favourite mark and the image stay; tags are added to the photo's own.
        case merge
        /// Everything from the file, the tags and the favourite mark too.
        case replace
    }

    /// The format the file was read as.
    public var format: ImportFormat
    /// The items, in file order.
    public var items: [ImportedItem] = []
    /// The photos, in file order.
    public var photos: [ImportedPhoto] = []
    /// How photos already in the library are updated.
    public var photoMode: PhotoMode = .merge
    /// Tags to exist even without photos.
    public var tags: [String] = []
    /// Saved settings to set.
    public var settings: [String: String] = [:]
    /// Pronunciation entries to save.
    public var pronunciations: [PronunciationRecord] = []
    /// What the reader noticed without stopping.
    public var notices: [ImportNotice] = []

    /// An empty batch of a format.
    public init(format: ImportFormat) {
        self.format = format
    }
}
