import Demo
import Domain
import Foundation
import TestSupport
import Testing

/// Issue 40: a library on a full disk. The library folder is a 2 MiB tmpfs mounted by the test (we run as root);
/// where mounting is not permitted, the same commands run with a 2 MiB file size limit (`ulimit -f`, SIGXFSZ
/// ignored), so that writes fail with EFBIG instead of ENOSPC. Either way a photo that does not fit is refused
/// with one clear line (exit 2), and the database and the image files agree afterwards.
@Suite(.serialized) struct DiskFullEndToEndTests {
    /// Runs lector on `library`, under the size limit when the folder could not be mounted.
    private struct Runner {
        let library: URL
        let mounted: Bool

        func lector(_ arguments: [String]) throws -> ProcessOutcome {
            guard !mounted else { return try CollectionProcess.lector(arguments, library: library) }
            let quoted = (["--library", library.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
            return try ProcessRunner.run(
                "/bin/sh", ["-c", "ulimit -f 4096; trap '' XFSZ; exec '\(PackagePaths.binary.path)' \(quoted)"],
                environment: ProcessInfo.processInfo.environment.merging(
                    ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path, "TZ": "UTC"]) { $1 })
        }
    }

    /// A JPEG of `bytes` bytes or more: a small image followed by zeros (readers stop at its end).
    private static func jpeg(_ file: URL, index: Int, padding: Int) throws {
        var data = JPEGEncoder.solid(
            width: 8, height: 8, color: RGBColor(red: UInt8(index * 30), green: 60, blue: 90))
        data.append(Data(count: padding))
        try data.write(to: file)
    }

    /// Image files without a row, and rows without a file.
    static func disagreements(_ library: URL) throws -> [String] {
        let opened = try Library(folder: library)
        var recorded = Set<String>()
        for photo in try opened.photos.photos(.all, offset: 0, limit: 10_000) {
            if let image = photo.image { recorded.insert(image.fileName(owner: photo.id)) }
        }
        for item in try opened.items.items(sortedBy: .name, offset: 0, limit: 10_000) {
            if let image = item.image { recorded.insert(image.fileName(owner: item.key)) }
        }
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("images").path))
        return files.subtracting(recorded).map { "file without a row: \($0)" }
            + recorded.subtracting(files).map { "row without a file: \($0)" }
    }

    @Test func aPhotoThatDoesNotFitIsRefusedAndTheDatabaseAndFilesAgree() throws {
        let (folder, library) = try CollectionProcess.workspace("disk-full")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let mount = try ProcessRunner.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", library.path])
        let mounted = mount.status == 0
        defer { if mounted { _ = try? ProcessRunner.run("/bin/umount", [library.path]) } }
        let runner = Runner(library: library, mounted: mounted)

        let small = folder.appendingPathComponent("small.jpg")
        try Self.jpeg(small, index: 1, padding: 0)
        let created = try runner.lector(["--empty", "photos", "add", small.path])
        try #require(created.status == 0, "\(created.standardError)")

        let large = folder.appendingPathComponent("large.jpg")
        try Self.jpeg(large, index: 2, padding: 3 * 1024 * 1024)
        let other = folder.appendingPathComponent("other.jpg")
        try Self.jpeg(other, index: 3, padding: 0)
        let full = try runner.lector(["photos", "add", other.path, large.path])
        #expect(full.status == 2)
        #expect(
            full.standardError == "lector: The library cannot grow: the disk is full.\n", "\(full.standardError)")
        #expect(try Self.disagreements(library).isEmpty)
        #expect(try Library(folder: library).photos.count(.all) == 1)
        #expect(try PhotoEditEndToEndTests.temporaryFiles(library).isEmpty)

        // The library still works: what fits goes in.
        let after = try runner.lector(["photos", "add", other.path])
        #expect(after.status == 0, "\(after.standardError)")
        #expect(try Self.disagreements(library).isEmpty)
        #expect(try Library(folder: library).photos.count(.all) == 2)
    }
}
