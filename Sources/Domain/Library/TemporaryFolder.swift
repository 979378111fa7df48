import Foundation
import Synchronization

/// The `tmp/` folder of a library: where every temporary copy is made (staged images, the copies exiv2 rewrites),
/// so that none is left in the system's temporary folder and all are on the library's disk.
///
/// Each open library makes its own folder in it, `tmp/<uuid>/`, on its first temporary file, and holds a lock
/// (`flock`) on it while open; the system drops the lock when the process ends, however it ends (`kill -9`
/// included). ``removeAbandoned(recovering:)``, run when a library is opened, deletes everything in `tmp/` that no
/// process holds: the copies of a process that was killed are gone at the next start of any command that opens
/// the library.
public final class TemporaryFolder: Sendable {
    /// The `tmp/` folder.
    public let parent: URL
    private let state = Mutex(State())

    private struct State {
        var folder: URL?
        var descriptor: Int32 = -1
    }

    /// The folder's name in the library.
    public static let name = "tmp"

    /// The `tmp/` folder at `parent` (nothing is created yet).
    public init(parent: URL) {
        self.parent = parent
    }

    deinit {
        state.withLock { state in
            guard let folder = state.folder else { return }
            try? FileManager.default.removeItem(at: folder)
            close(state.descriptor)
        }
    }

    /// A new path in this library's own folder (created and locked on first use) for a temporary file named
    /// `name` plus a unique suffix; nothing is created at the path.
    public func newFile(named name: String) throws -> URL {
        let folder = try ownFolder()
        return folder.appendingPathComponent(name + UUID().uuidString, isDirectory: false)
    }

    /// This open library's folder, made and locked on first use.
    func ownFolder() throws -> URL {
        try state.withLock { state in
            if let folder = state.folder { return folder }
            try PrivateFiles.makeFolder(parent)
            // A shared lock on tmp/ while the folder is made and locked: a cleaner (which takes it exclusively)
            // never sees the folder between its mkdir and its lock.
            let parentDescriptor = open(parent.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard parentDescriptor >= 0 else { throw PrivateFiles.posixError(parent) }
            defer { close(parentDescriptor) }
            flock(parentDescriptor, LOCK_SH)
            let folder = parent.appendingPathComponent(UUID().uuidString, isDirectory: true)
            guard mkdir(folder.path, PrivateFiles.folderMode) == 0 else { throw PrivateFiles.posixError(folder) }
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let error = PrivateFiles.posixError(folder)
                if descriptor >= 0 { close(descriptor) }
                try? FileManager.default.removeItem(at: folder)
                throw error
            }
            state.folder = folder
            state.descriptor = descriptor
            return folder
        }
    }

    /// Deletes every file and folder in `tmp/` that no running process holds; `recovering` sees each file of an
    /// abandoned folder first (it may move the file elsewhere, as a staged image whose commit went through).
    public func removeAbandoned(recovering: (URL) -> Void = { _ in }) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path), !names.isEmpty else { return }
        let parentDescriptor = open(parent.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentDescriptor >= 0 else { return }
        defer { close(parentDescriptor) }
        guard flock(parentDescriptor, LOCK_EX) == 0 else { return }
        let own = state.withLock { $0.folder?.lastPathComponent }
        for name in names where name != own {
            let entry = parent.appendingPathComponent(name)
            var status = stat()
            guard lstat(entry.path, &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            // Only folders and regular files are opened (a device or a FIFO left here is just unlinked).
            if kind == S_IFDIR || kind == S_IFREG {
                let descriptor = open(entry.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
                guard descriptor >= 0 else { continue }
                defer { close(descriptor) }
                // Held by a running process: its work in progress.
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            }
            if kind == S_IFDIR {
                for file in (try? manager.contentsOfDirectory(atPath: entry.path)) ?? [] {
                    recovering(entry.appendingPathComponent(file))
                }
            }
            try? manager.removeItem(atPath: entry.path)
        }
    }
}
