import Core
import Foundation

/// The `images/` folder of a library: one file per item or photo, named `<id>.<ext>`.
///
/// New files are written to the library's ``TemporaryFolder`` (`tmp/<uuid>/<final name>.staged-<uuid>`) and renamed
/// into place after the transaction that records them commits. Reads go through a bounded ``ImageCache``.
public final class ImageStore: Sendable {
    /// The folder.
    public let folder: URL
    /// Recently read image bytes, bounded.
    public let cache: ImageCache
    /// Where files are staged (the library's `tmp/`).
    public let temporary: TemporaryFolder

    /// How much of a file is read to find its size before reading all of it (JPEG frame headers can follow
    /// large metadata blocks).
    static let headerPrefix = 256 * 1024
    static let stagedMarker = ".staged-"

    /// Creates the store of an `images/` folder, staging in `temporary` (by default the `tmp/` beside it).
    public init(folder: URL, cache: ImageCache = ImageCache(), temporary: TemporaryFolder? = nil) {
        self.folder = folder
        self.cache = cache
        self.temporary =
            temporary
            ?? TemporaryFolder(parent: folder.deletingLastPathComponent().appendingPathComponent(TemporaryFolder.name))
    }

    /// The URL of a file in the folder.
    public func url(forFileName name: String) -> URL {
        folder.appendingPathComponent(name, isDirectory: false)
    }

    /// The URL of an owner's image.
    public func url(of image: ImageInfo, owner: String) -> URL {
        url(forFileName: image.fileName(owner: owner))
    }

    // MARK: - Reading headers

    /// The format, size and byte count of an image file, read from its header.
    public static func info(ofFileAt url: URL) throws(ImageError) -> ImageInfo {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
        defer { try? handle.close() }
        do {
            let byteCount = Int64(try handle.seekToEnd())
            try handle.seek(toOffset: 0)
            var bytes = [UInt8](try handle.read(upToCount: headerPrefix) ?? Data())
            var outcome = ImageHeader.parse(bytes)
            if case .needsMoreBytes = outcome, byteCount > Int64(bytes.count) {
                bytes += [UInt8](try handle.readToEnd() ?? Data())
                outcome = ImageHeader.parse(bytes)
            }
            return try info(outcome, byteCount: byteCount, path: url.path)
        } catch let error as ImageError {
            throw error
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
    }

    /// The format, size and byte count of image bytes.
    public static func info(of data: Data, path: String) throws(ImageError) -> ImageInfo {
        try info(ImageHeader.parse([UInt8](data)), byteCount: Int64(data.count), path: path)
    }

    private static func info(_ outcome: ImageHeader.Outcome, byteCount: Int64, path: String) throws(ImageError)
        -> ImageInfo
    {
        switch outcome {
        case .image(let format, let size): return ImageInfo(format: format, size: size, byteCount: byteCount)
        case .unsupported: throw .unsupported(path: path)
        case .malformed(let format), .needsMoreBytes(let format): throw .malformed(path: path, format: format)
        }
    }

    // MARK: - Staging

    /// Copies the image file at `source` into the folder under a temporary name, for `owner`.
    public func stage(contentsOf source: URL, owner: String) throws(ImageError) -> StagedImage {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw .unreadable(path: source.path, reason: Self.reason(error))
        }
        return try stage(data: data, owner: owner, path: source.path)
    }

    /// Writes image bytes into the folder under a temporary name, for `owner`.
    public func stage(data: Data, owner: String, path: String = "-") throws(ImageError) -> StagedImage {
        try stage(data: data, info: try Self.info(of: data, path: path), owner: owner)
    }

    /// Writes image bytes whose format and size the caller read (a HEIC's, through libheif; a JPEG's with its
    /// EXIF orientation applied) into the folder under a temporary name, for `owner`.
    public func stage(data: Data, info: ImageInfo, owner: String) throws(ImageError) -> StagedImage {
        let finalName = info.fileName(owner: owner)
        var staged: URL?
        do {
            try PrivateFiles.makeFolder(folder)
            let file = try self.temporary.newFile(named: finalName + Self.stagedMarker)
            staged = file
            try PrivateFiles.write(data, to: file)
        } catch {
            if let staged { try? FileManager.default.removeItem(at: staged) }
            let path = staged?.path ?? self.temporary.parent.path
            if Self.isNoSpace(error) { throw .noSpace(path: path) }
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        return StagedImage(info: info, owner: owner, temporaryURL: staged ?? folder)
    }

    /// Renames a staged file to its final name (replacing an older file atomically).
    func place(_ staged: StagedImage) {
        let destination = url(forFileName: staged.fileName)
        cache.remove(staged.fileName)
        _ = rename(staged.temporaryURL.path, destination.path)
    }

    /// Deletes a staged file that will not be used.
    public func discard(_ staged: StagedImage) {
        try? FileManager.default.removeItem(at: staged.temporaryURL)
    }

    /// Deletes an image file, if it is there.
    func removeFile(named name: String) {
        cache.remove(name)
        try? FileManager.default.removeItem(at: url(forFileName: name))
    }

    // MARK: - Reading

    /// The bytes of an owner's image, from the cache or the disk.
    public func data(of image: ImageInfo, owner: String) throws(ImageError) -> Data {
        let name = image.fileName(owner: owner)
        if let cached = cache.data(for: name) { return cached }
        let fileURL = url(forFileName: name)
        do {
            let data = try Data(contentsOf: fileURL)
            cache.insert(data, for: name)
            return data
        } catch {
            throw .unreadable(path: fileURL.path, reason: Self.reason(error))
        }
    }

    // MARK: - Recovery

    /// After a crash between a commit and its renames: moves staged files whose final file is missing and
    /// recorded into place, and deletes staged files older than `staleAfter` seconds.
    func recover(isRecorded: (String) -> Bool, staleAfter: TimeInterval = 3600, now: Date = Date()) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: Self.stagedMarker) else { continue }
            let finalName = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
            let staged = url(forFileName: name)
            let final = url(forFileName: finalName)
            if !manager.fileExists(atPath: final.path), isRecorded(finalName) {
                _ = rename(staged.path, final.path)
                continue
            }
            let modified = (try? manager.attributesOfItem(atPath: staged.path)[.modificationDate]) as? Date
            if let modified, now.timeIntervalSince(modified) > staleAfter {
                try? manager.removeItem(at: staged)
            }
        }
    }

    /// Moves a staged file of an abandoned temporary folder into place when its commit went through (its final
    /// file is missing and the library records it); ``TemporaryFolder/removeAbandoned(recovering:)`` deletes the rest.
    func recoverStaged(_ file: URL, isRecorded: (String) -> Bool) {
        let name = file.lastPathComponent
        guard let marker = name.range(of: Self.stagedMarker) else { return }
        let finalName = String(name[..<marker.lowerBound])
        let final = url(forFileName: finalName)
        if !FileManager.default.fileExists(atPath: final.path), isRecorded(finalName) {
            _ = rename(file.path, final.path)
        }
    }

    /// Whether a write failed for want of room: the disk or the quota is full, or the file size limit is reached.
    public static func isNoSpace(_ error: any Error) -> Bool {
        if let cocoa = error as? CocoaError, cocoa.code == .fileWriteOutOfSpace { return true }
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        for candidate in [nsError, underlying].compactMap({ $0 }) where candidate.domain == NSPOSIXErrorDomain {
            if [ENOSPC, EDQUOT, EFBIG].contains(Int32(candidate.code)) { return true }
        }
        return false
    }

    /// Why a file operation failed, for a message in the user's language.
    public static func reason(_ error: any Error) -> FileFailure {
        FileFailure(error)
    }
}
