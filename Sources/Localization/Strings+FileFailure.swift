import Core

extension StringKey {
    /// `no such file or folder` (ENOENT).
    public static let fileFailureNotFound = StringKey("file-failure.not-found")
    /// `permission denied` (EACCES, EPERM).
    public static let fileFailureNoPermission = StringKey("file-failure.no-permission")
    /// `it is a folder, not a file` (EISDIR).
    public static let fileFailureIsFolder = StringKey("file-failure.is-folder")
    /// `a part of the path is not a folder` (ENOTDIR).
    public static let fileFailureNotFolder = StringKey("file-failure.not-folder")
    /// `the disk is full` (ENOSPC, EDQUOT).
    public static let fileFailureNoSpace = StringKey("file-failure.no-space")
    /// `the disk is read-only` (EROFS).
    public static let fileFailureReadOnly = StringKey("file-failure.read-only")
    /// `larger than %@ MiB`.
    public static let fileFailureTooLarge = StringKey("file-failure.too-large")
    /// `the system refused (%@)`, with the errno's name.
    public static let fileFailureSystem = StringKey("file-failure.system")
}

extension Strings {
    /// Why a file could not be read or written, in the user's language (never Foundation's or strerror's English).
    public func text(for failure: FileFailure) -> String {
        switch failure {
        case .notFound: text(.fileFailureNotFound)
        case .noPermission: text(.fileFailureNoPermission)
        case .isFolder: text(.fileFailureIsFolder)
        case .notFolder: text(.fileFailureNotFolder)
        case .noSpace: text(.fileFailureNoSpace)
        case .readOnly: text(.fileFailureReadOnly)
        case .tooLarge(let limit): format(.fileFailureTooLarge, .number(limit / (1024 * 1024)))
        case .system: format(.fileFailureSystem, .text(failure.codeName))
        }
    }
}
