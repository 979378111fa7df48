import Foundation

/// The content of an input file, read and checked, ready to be written in one transaction.
public struct ImportBatch: Sendable {
    /// An item and the image file to give it, if any.
    public struct ImportedItem: Sendable {
        public var item: Item
        public var imageSource: URL?
        /// Where it is in the file, for image errors.
        public var path: String
    }

    /// A photo, its tags and the image file to give it, if any.
    public struct ImportedPhoto: Sendable {
        public var photo: Photo
        public var tags: [String]
        public var imageSource: URL?
        public var path: String
    }

    /// How photos already in the library are updated.
    public enum PhotoMode: Sendable {
        /// Fields from the file; the favourite mark and the image stay; tags are added to the photo's own.
        case merge
        /// Everything from the file, the tags and the favourite mark too.
        case replace
    }

    public var format: ImportFormat
    public var items: [ImportedItem] = []
    public var photos: [ImportedPhoto] = []
    public var photoMode: PhotoMode = .merge
    /// Tags to exist even without photos.
    public var tags: [String] = []
    public var settings: [String: String] = [:]
    public var pronunciations: [PronunciationRecord] = []
    public var notices: [ImportNotice] = []

    public init(format: ImportFormat) {
        self.format = format
    }
}
