import Core
import Foundation

/// Why a photo file's metadata could not be read or written.
public enum MetadataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read, or its container is broken.
    case unreadable(path: String, reason: String)
    /// The file could not be read: why, as the system says it (or too large).
    case file(path: String, failure: FileFailure)
    /// The format cannot carry the metadata asked for (exiv2 0.27 writes no HEIF).
    case unsupportedFormat(path: String)
    /// A library call failed.
    case library(path: String, function: String, message: String)
    /// A library opened on first use (gexiv2, libheif) is missing: its SONAME, its Debian package, dlopen's words.
    case unavailable(path: String, library: String, package: String, reason: String)

    /// A library that could not be opened, before a file is named.
    struct Unavailable: Error, Sendable {
        var library: String
        var package: String
        var reason: String

        func error(path: String) -> MetadataError {
            .unavailable(path: path, library: library, package: package, reason: reason)
        }
    }

    /// One line for a person.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the metadata: \(reason)"
        case .file(let path, let failure): "\(path): \(failure)"
        case .unsupportedFormat(let path): "\(path): metadata cannot be written into this format"
        case .library(let path, let function, let message): "\(path): \(function) failed: \(message)"
        case .unavailable(_, let library, let package, let reason):
            "photo metadata needs \(library) (\(package)): \(reason)"
        }
    }
}

extension MetadataError {
    /// The file the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .file(let path, _), .unsupportedFormat(let path), .library(let path, _, _),
            .unavailable(let path, _, _, _):
            path
        }
    }

    /// What went wrong, in the library's words (not translated: exiv2 and libheif speak English).
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .file(_, let failure): failure.description
        case .unsupportedFormat: "unsupported format"
        case .library(_, let function, let message): "\(function): \(message)"
        case .unavailable(_, let library, _, let reason): "\(library): \(reason)"
        }
    }
}

extension MetadataError {
    /// The same error about `name` where it named the file at `path` (exiv2's messages name the file too): for a
    /// temporary copy, the file it was copied from.
    public func naming(_ name: String, for path: String) -> MetadataError {
        func renamed(_ text: String) -> String { text.replacingOccurrences(of: path, with: name) }
        switch self {
        case .unreadable(let file, let reason): return .unreadable(path: renamed(file), reason: renamed(reason))
        case .file(let file, let failure): return .file(path: renamed(file), failure: failure)
        case .unsupportedFormat(let file): return .unsupportedFormat(path: renamed(file))
        case .library(let file, let function, let message):
            return .library(path: renamed(file), function: function, message: renamed(message))
        case .unavailable(let file, let library, let package, let reason):
            return .unavailable(path: renamed(file), library: library, package: package, reason: reason)
        }
    }
}
