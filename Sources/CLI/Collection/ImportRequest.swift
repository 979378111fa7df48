import Domain

/// `lector import FILE [--format lootlogger|flickr|lector] [--images DIR]`; FILE `-` is standard input.
public struct ImportRequest: Sendable, Equatable {
    public var file: String
    /// nil: detected from the content.
    public var format: ImportFormat?
    public var images: String?

    public init(file: String, format: ImportFormat? = nil, images: String? = nil) {
        self.file = file
        self.format = format
        self.images = images
    }
}

/// `lector export [FILE] [--format lector]`; no FILE (or `-`) is standard output.
public struct ExportRequest: Sendable, Equatable {
    public var file: String?

    public init(file: String? = nil) {
        self.file = file
    }
}

/// The one export format.
public enum ExportFormat: String, Sendable, CaseIterable {
    case lector
}
