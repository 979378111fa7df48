import Foundation

/// A file the command was asked to write could not be written: exit 2, naming the file.
struct OutputFileError: Error, Sendable, Equatable {
    /// Why.
    enum Reason: Sendable, Equatable {
        /// The folder is missing or not writable, or the disk refused (the system's words, when known).
        case unwritable(String?)
        /// The path names a folder, a FIFO, a device or a socket: only regular files are replaced.
        case notRegularFile
        /// The path is a symbolic link: links are not followed.
        case symbolicLink
    }

    let path: String
    var reason: Reason = .unwritable(nil)
}

/// The one writer of the files commands are asked to write (reports, tables, exports, WAV files): written whole
/// to a temporary file in the same folder, then renamed into place, so a file is never half-written.
///
/// Only a regular file is replaced. A folder, a FIFO, a device or a socket at the path is refused before anything
/// is written (so `/dev/full` stays a device), and so is a symbolic link: it is not followed (name the file it
/// points to). A replaced file keeps its permissions.
enum OutputFile {
    /// Writes text (UTF-8) atomically.
    static func write(_ text: String, to path: String) throws(OutputFileError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes bytes atomically.
    static func write(_ data: Data, to path: String) throws(OutputFileError) {
        let mode = try replaceableMode(path)
        removeAbandonedTemporaries(of: path)
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: .unwritable(systemReason())) }
        if let mode { _ = fchmod(descriptor, mode) }
        let written = data.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let reason = written ? nil : systemReason()
        guard close(descriptor) == 0, written else {
            let closing = reason ?? systemReason()
            unlink(temporary)
            throw OutputFileError(path: path, reason: .unwritable(closing))
        }
        try place(temporary, at: path)
    }

    /// Refuses a path that names anything but a regular file (or nothing): the check ``write(_:to:)-(Data,_)``
    /// makes, for a writer that learns of a bad path before its work (`speak --output wav:FILE`).
    static func checkReplaceable(_ path: String) throws(OutputFileError) {
        _ = try replaceableMode(path)
        removeAbandonedTemporaries(of: path)
    }

    /// Removes the temporary files of `path` that processes killed while writing it left beside it: regular files
    /// named `.NAME.PID.tmp` (a WAV being recorded) or `.NAME.PID.RANDOM.tmp` whose process no longer exists.
    /// A live process's file (another `lector` writing the same path) is left alone.
    static func removeAbandonedTemporaries(of path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard (1...2).contains(middle.count), let pid = pid_t(middle[0]), pid > 0,
                middle.count == 1 || UInt32(middle[1], radix: 16) != nil
            else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let file = join(folder, name)
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(file)
        }
    }

    /// Renames a finished temporary file over `path`, checking the path again first; the temporary file is
    /// removed when it cannot be placed.
    static func place(_ temporary: String, at path: String) throws(OutputFileError) {
        do {
            _ = try replaceableMode(path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw OutputFileError(path: path, reason: .unwritable(reason))
        }
    }

    /// A fresh name beside `path` for its temporary file: `.NAME.PID.RANDOM.tmp`.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let random = UInt32.random(in: 0...UInt32.max)
        let name = ".\(url.lastPathComponent).\(getpid()).\(String(random, radix: 16)).tmp"
        return join(folder, name)
    }

    /// The permissions of the regular file at `path`, nil when nothing is there; throws for anything else.
    private static func replaceableMode(_ path: String) throws(OutputFileError) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw OutputFileError(path: path, reason: .unwritable(systemReason()))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return status.st_mode & 0o7777
        case S_IFLNK: throw OutputFileError(path: path, reason: .symbolicLink)
        default: throw OutputFileError(path: path, reason: .notRegularFile)
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// Creates a folder and its parents when missing.
    static func createFolder(_ path: String) throws(OutputFileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path)
        }
    }

    /// `folder/name`, without a doubled slash; `.` as the folder gives `name`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
