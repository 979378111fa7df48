import Core
import Digest
import Domain
import Foundation
import Localization
import PhotoMetadata

/// `photos add` and `photos export`: image files in and out of the library with their metadata.
struct PhotoFiles {
    let environment: CollectionEnvironment

    /// What an add did.
    struct Report: Equatable {
        /// Photos recorded.
        var added = 0
        /// Files skipped because a photo with the same content is in the library (or earlier in the batch).
        var duplicates = 0
        /// The files whose metadata exiv2 could read only in part (a malformed XMP packet, say).
        var partlyUnreadable: [String] = []
    }

    /// The file extensions a folder is searched for.
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "heic", "heif", "webp"]
    /// The largest file added.
    static let maximumFileBytes = 256 * 1024 * 1024

    // MARK: - Adding

    /// Adds the files, and the image files in the folders (their subfolders with `recursive`), as one batch:
    /// every photo is recorded or none is.
    func add(_ paths: [String], recursive: Bool, into library: Library) throws -> Report {
        let (files, searchedFolder) = try Self.files(paths, recursive: recursive)
        let showsProgress = searchedFolder && isatty(STDERR_FILENO) == 1 && !environment.options.quiet
        let errors = environment.session.context.standardError
        defer { if showsProgress { errors.write("\n") } }
        let progress: ((Int, Int) -> Void)? =
            showsProgress
            ? { [strings = environment.strings] done, total in
                errors.write("\r" + strings.format(.photosAddProgress, .number(done), .number(total)))
            } : nil
        return try environment.write(library) { try Self.add(files, into: library, progress: progress) }
    }

    /// Adds image files as one transaction (the core of `photos add`, and what `photos_add_per_s` times):
    /// read, hash, skip duplicates, read the metadata, stage every file, then record all or none.
    static func add(_ files: [URL], into library: Library, progress: ((Int, Int) -> Void)? = nil) throws -> Report {
        var report = Report()
        var staged: [(Photo, StagedImage)] = []
        var hashes = Set<String>()
        do {
            for (index, file) in files.enumerated() {
                progress?(index + 1, files.count)
                let path = file.path
                let data = try read(file, path: path)
                let hash = try data.withUnsafeBytes { bytes throws(DigestError) in
                    try DigestHasher.hexDigest(.sha256, of: bytes)
                }
                let known = try library.photos.photo(withContentHash: hash) != nil
                if hashes.contains(hash) || known {
                    report.duplicates += 1
                    continue
                }
                hashes.insert(hash)
                let (photo, info, partly) = try photo(from: data, path: path, hash: hash)
                if partly { report.partlyUnreadable.append(path) }
                staged.append((photo, try library.images.stage(data: data, info: info, owner: photo.id)))
            }
            try library.transaction {
                for (photo, image) in staged { try library.photos.add(photo, image: image) }
            }
        } catch {
            for (_, image) in staged { try? FileManager.default.removeItem(at: image.temporaryURL) }
            throw error
        }
        report.added = staged.count
        return report
    }

    /// The files named and found; true when a folder was searched.
    static func files(_ paths: [String], recursive: Bool) throws -> ([URL], Bool) {
        var files: [URL] = []
        var searched = false
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ImageError.unreadable(path: path, reason: .notFound)
            }
            let url = URL(fileURLWithPath: path)
            guard isFolder.boolValue else {
                files.append(url)
                continue
            }
            searched = true
            var found: [URL] = []
            let options: FileManager.DirectoryEnumerationOptions =
                recursive
                ? [.skipsHiddenFiles] : [.skipsHiddenFiles, .skipsSubdirectoryDescendants]
            let enumerator = manager.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: options)
            while let next = enumerator?.nextObject() as? URL {
                guard extensions.contains(next.pathExtension.lowercased()),
                    (try? next.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                else { continue }
                found.append(next)
            }
            files += found.sorted { $0.path < $1.path }
        }
        return (files, searched)
    }

    private static func read(_ file: URL, path: String) throws -> Data {
        var status = stat()
        let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
        guard size <= maximumFileBytes else {
            throw MetadataError.file(path: path, failure: .tooLarge(limit: maximumFileBytes))
        }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw ImageError.unreadable(path: path, reason: ImageStore.reason(error))
        }
    }

    /// A new photo with the file's metadata, its image's format and displayed size, and whether part of the
    /// metadata could not be read.
    static func photo(from data: Data, path: String, hash: String) throws -> (Photo, ImageInfo, Bool) {
        let metadata = try MetadataReader.read(data, path: path)
        let info: ImageInfo
        switch ImageHeader.parse([UInt8](data.prefix(512 * 1024))) {
        case .unsupported, .needsMoreBytes, .malformed:
            guard let size = metadata.pixelSize, data.count > 12, String(decoding: data[4..<8], as: UTF8.self) == "ftyp"
            else { throw ImageError.unsupported(path: path) }
            info = ImageInfo(
                format: .heic, size: PixelSize(width: size.width, height: size.height), byteCount: Int64(data.count))
        case .image(let format, let size):
            let oriented = MetadataSize(width: size.width, height: size.height).oriented(metadata.orientation)
            info = ImageInfo(
                format: format, size: PixelSize(width: oriented.width, height: oriented.height),
                byteCount: Int64(data.count))
        }
        let date = metadata.dateTaken.flatMap {
            LocalDateTime(
                year: $0.year, month: $0.month, day: $0.day, hour: $0.hour, minute: $0.minute, second: $0.second)
        }
        let photo = Photo(
            title: metadata.title ?? "", description: metadata.description, dateTaken: date, size: info.size,
            longDescription: metadata.longDescription,
            location: metadata.location.flatMap { PhotoLocation(latitude: $0.latitude, longitude: $0.longitude) },
            dateTakenUTCOffsetMinutes: date == nil ? nil : metadata.dateTaken?.utcOffsetMinutes, contentHash: hash)
        return (photo, info, metadata.isPartlyUnreadable)
    }

    // MARK: - Writing metadata

    /// Whether exiv2 can write metadata into images of this format (0.27 writes no HEIF and no WebP XMP safely).
    static func canWriteMetadata(_ format: ImageFormat) -> Bool { format == .jpeg || format == .png }

    /// A copy of the photo's stored image with `description` written in as its alt text, staged to replace it.
    static func stageWithDescription(_ description: String?, of photo: Photo, image: ImageInfo, library: Library) throws
        -> StagedImage
    {
        let data = try library.images.data(of: image, owner: photo.id)
        let rewritten = try withDescription(
            description, data: data, format: image.format, temporaryFolder: library.temporaryFolder,
            naming: library.images.url(of: image, owner: photo.id).path)
        let info = ImageInfo(format: image.format, size: image.size, byteCount: Int64(rewritten.count))
        return try library.images.stage(data: rewritten, info: info, owner: photo.id)
    }

    /// Image bytes with the description written in, through a temporary file in the library's `tmp/` (exiv2
    /// writes files; a copy a killed process leaves is deleted at the next start). Errors name `naming`, the
    /// library's image the bytes came from, never the temporary copy (gone when the message is read).
    static func withDescription(
        _ description: String?, data: Data, format: ImageFormat, temporaryFolder: TemporaryFolder, naming: String
    ) throws -> Data {
        let file = try temporaryFolder.newFile(named: "photo-").appendingPathExtension(format.fileExtension)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try data.write(to: file)
        } catch {
            throw ImageStore.isNoSpace(error)
                ? ImageError.noSpace(path: file.path)
                : ImageError.unreadable(path: file.path, reason: ImageStore.reason(error))
        }
        do {
            try DescriptionWriter.write(description, toFileAt: file.path)
        } catch {
            throw error.naming(naming, for: file.path)
        }
        return try Data(contentsOf: file)
    }

    // MARK: - Exporting

    /// Writes the photo's image to `path` with its current description in its metadata.
    func export(_ photo: Photo, to path: String, library: Library) throws {
        let strings = environment.strings
        guard let image = photo.image else {
            throw CommandFailure(strings.format(.errorPhotoNoImage, .text(photo.id)))
        }
        var data = try library.images.data(of: image, owner: photo.id)
        if Self.canWriteMetadata(image.format) {
            data = try Self.withDescription(
                photo.description, data: data, format: image.format, temporaryFolder: library.temporaryFolder,
                naming: library.images.url(of: image, owner: photo.id).path)
        }
        try OutputFile.write(data, to: path)
    }
}
