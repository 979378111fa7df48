import Foundation

/// Folders and files only their owner may read: the library holds serial numbers and values, so its folder is
/// created 0700 and its files 0600 whatever the process's umask.
enum PrivateFiles {
    /// The mode of the library's folders.
    static let folderMode: mode_t = 0o700
    /// The mode of the library's files.
    static let fileMode: mode_t = 0o600

    /// Creates `folder` (and missing parents, which get the usual mode) as 0700; an existing folder is left as
    /// it is.
    static func makeFolder(_ folder: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        try manager.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        if mkdir(folder.path, folderMode) != 0 && errno != EEXIST { throw posixError(folder) }
        // mkdir applies the umask, which may only take permissions away; chmod makes the mode exact.
        _ = chmod(folder.path, folderMode)
    }

    /// Creates an empty file as 0600 unless it exists (SQLite then gives its journal files the same mode).
    static func makeFile(_ file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        if descriptor < 0 {
            if errno == EEXIST { return }
            throw posixError(file)
        }
        _ = fchmod(descriptor, fileMode)
        close(descriptor)
    }

    /// Writes `data` to a new file (which must not exist) as 0600.
    static func write(_ data: Data, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw posixError(file) }
        _ = fchmod(descriptor, fileMode)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    static func posixError(_ url: URL) -> any Error {
        let code = POSIXErrorCode(rawValue: errno) ?? .EIO
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code.rawValue),
            userInfo: [
                NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: String(cString: strerror(code.rawValue)),
            ])
    }
}
