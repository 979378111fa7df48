import Foundation

/// Why a file or folder could not be read or written, as the system reports it (its errno), so that a message
/// in the user's language can say it: Foundation's and strerror's words are English only.
public enum FileFailure: Sendable, Equatable, CustomStringConvertible {
    /// `ENOENT`: it does not exist.
    case notFound
    /// `EACCES`, `EPERM`: no permission.
    case noPermission
    /// `EISDIR`: a folder where a file was expected.
    case isFolder
    /// `ENOTDIR`: a part of the path is not a folder.
    case notFolder
    /// `ENOSPC`, `EDQUOT`: no space left.
    case noSpace
    /// `EROFS`: a read-only file system.
    case readOnly
    /// Larger than Lector reads (the limit in bytes).
    case tooLarge(limit: Int)
    /// Any other errno, by its number; ``codeName`` names it (`EIO`).
    case system(code: Int32)

    /// The failure of an errno.
    public init(errno code: Int32) {
        switch code {
        case ENOENT: self = .notFound
        case EACCES, EPERM: self = .noPermission
        case EISDIR: self = .isFolder
        case ENOTDIR: self = .notFolder
        case ENOSPC, EDQUOT: self = .noSpace
        case EROFS: self = .readOnly
        default: self = .system(code: code)
        }
    }

    /// The failure of an error Foundation threw (a `CocoaError` with its POSIX error underneath, a
    /// `POSIXError`); `EIO` when it carries no errno.
    public init(_ error: any Error) {
        if let posix = error as? POSIXError {
            self.init(errno: posix.code.rawValue)
            return
        }
        let cocoa = error as NSError
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(underlying.code))
            return
        }
        if cocoa.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(cocoa.code))
            return
        }
        switch CocoaError.Code(rawValue: cocoa.code) {
        case .fileReadNoSuchFile, .fileNoSuchFile: self = .notFound
        case .fileReadNoPermission, .fileWriteNoPermission: self = .noPermission
        case .fileWriteOutOfSpace: self = .noSpace
        case .fileWriteVolumeReadOnly: self = .readOnly
        default:
            // Foundation on Linux keeps no errno for most read failures (`fileReadUnknown`): ask the system about
            // the path the error names.
            if let path = cocoa.userInfo[NSFilePathErrorKey] as? String, let failure = Self.failure(at: path) {
                self = failure
            } else {
                self = .system(code: EIO)
            }
        }
    }

    /// What stat(2) says is wrong with reading a path: a folder, a missing file, a file where a folder should be.
    static func failure(at path: String) -> FileFailure? {
        var status = stat()
        guard stat(path, &status) == 0 else { return FileFailure(errno: errno) }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .isFolder : nil
    }

    /// The symbolic names of the errnos a file operation may meet besides the named cases.
    static let codeNames: [Int32: String] = [
        EIO: "EIO", ENAMETOOLONG: "ENAMETOOLONG", ELOOP: "ELOOP", EMFILE: "EMFILE", ENFILE: "ENFILE", EBUSY: "EBUSY",
        ETXTBSY: "ETXTBSY", EFBIG: "EFBIG", EEXIST: "EEXIST", EINVAL: "EINVAL", EXDEV: "EXDEV", ENOMEM: "ENOMEM",
        EAGAIN: "EAGAIN", EINTR: "EINTR", ENXIO: "ENXIO", ENODEV: "ENODEV", ESTALE: "ESTALE", ENOTEMPTY: "ENOTEMPTY",
    ]

    /// The errno's symbolic name (`EIO`), for ``system(code:)``; `errno N` for one without a name here.
    public var codeName: String {
        guard case .system(let code) = self else { return "" }
        return Self.codeNames[code] ?? "errno \(code)"
    }

    /// In English, for logs and tests; messages come from the strings tables.
    public var description: String {
        switch self {
        case .notFound: "not found"
        case .noPermission: "permission denied"
        case .isFolder: "is a folder"
        case .notFolder: "not a folder"
        case .noSpace: "no space left"
        case .readOnly: "read-only file system"
        case .tooLarge(let limit): "larger than \(limit) bytes"
        case .system: codeName
        }
    }
}
