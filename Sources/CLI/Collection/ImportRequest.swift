import Domain

/// `lector import FILE [--format lootlogger|flickr|lector] [--images DIR]`; FILE `-` is standard input.
public struct ImportRequest: Sendable, Equatable {
    /// The file as typed; `-` is standard input.
    public var file: String
    /// nil: detected from the content.
    public var format: ImportFormat?
    /// `--images DIR`.
    public var images: String?

    /// Creates a request.
    public init(file: String, format: ImportFormat? = nil, images: String? = nil) {
        self.file = file
        self.format = format
        self.images = images
    }
}

/// `lector export [FILE] [--format lector]`; no FILE (or `-`) is standard output.
public struct ExportRequest: Sendable, Equatable {
    /// The file, or nil for standard output.
    public var file: String?

    /// Creates a request.
    public init(file: String? = nil) {
        self.file = file
    }
}

/// The one export format.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// Lector's own JSON.
    case lector
}
