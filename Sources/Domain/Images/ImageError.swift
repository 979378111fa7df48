import Core

/// An image file that cannot be taken into the library.
public enum ImageError: Error, Sendable, Equatable {
    /// The file cannot be read or written; the system's reason.
    case unreadable(path: String, reason: FileFailure)
    /// The file is not a JPEG, PNG, GIF or WebP image.
    case unsupported(path: String)
    /// The file starts like `format` but its header is broken or has no size.
    case malformed(path: String, format: ImageFormat)
    /// The library's disk has no room for the file (or the process may write no larger file); nothing was kept.
    case noSpace(path: String)
}
