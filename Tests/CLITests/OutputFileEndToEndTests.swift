import Domain
import Foundation
import TestSupport
import Testing

/// Issue 40: output files are written by replacing only regular files. A FIFO, a device, a folder or a socket at
/// the path is refused (exit 2, one line naming the path) and left as it was; a symbolic link is refused too (not
/// followed), so the file it points to is untouched; a regular file is replaced whole.
@Suite struct OutputFileEndToEndTests {
    /// The kinds of path every writer refuses, made in `folder`: a FIFO, a symbolic link to a regular file, a
    /// folder, and a device node (a copy of /dev/full's numbers made with mknod, or a Unix socket where mknod is
    /// not permitted; either is neither a file nor a folder).
    static func refusedPaths(in folder: URL) throws -> [(name: String, path: String)] {
        let fifo = folder.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let target = folder.appendingPathComponent("target.txt")
        try Data("target".utf8).write(to: target)
        let link = folder.appendingPathComponent("link").path
        try #require(symlink(target.path, link) == 0)
        let directory = folder.appendingPathComponent("directory")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let device = folder.appendingPathComponent("device").path
        if mknod(device, S_IFCHR | 0o644, makedev(1, 7)) != 0 { try makeSocket(at: device) }
        return [("FIFO", fifo), ("link", link), ("folder", directory.path), ("device", device)]
    }

    private static func makeSocket(at path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
    }

    private static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        dev_t(major & 0xfff) << 8 | dev_t(minor & 0xff) | dev_t(major & ~0xfff) << 32 | dev_t(minor & ~0xff) << 12
    }

    /// What is at `path` (its type and, for a link, its target's bytes), to show it unchanged.
    static func state(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "missing" }
        var text = String(status.st_mode & S_IFMT, radix: 8) + " \(status.st_rdev) \(status.st_ino)"
        if status.st_mode & S_IFMT == S_IFLNK, let bytes = FileManager.default.contents(atPath: path) {
            text += " " + String(decoding: bytes, as: UTF8.self)
        }
        return text
    }

    private func expectRefused(
        _ arguments: (String) -> [String], library: URL, folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (name, path) in try Self.refusedPaths(in: folder) {
            let before = Self.state(path)
            let outcome = try CollectionProcess.lector(arguments(path), library: library)
            #expect(outcome.status == 2, "\(name): \(outcome.standardError)", sourceLocation: sourceLocation)
            #expect(outcome.standardError.hasPrefix("lector: \(path) is a"), "\(name)", sourceLocation: sourceLocation)
            #expect(outcome.standardError.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
            #expect(Self.state(path) == before, "\(name)", sourceLocation: sourceLocation)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, sourceLocation: sourceLocation)
        #expect(try String(contentsOf: folder.appendingPathComponent("target.txt"), encoding: .utf8) == "target")
    }

    @Test func photosExportRefusesAFIFOALinkAFolderAndADevice() throws {
        let (folder, library) = try CollectionProcess.workspace("output-photos-export")
        let list = try CollectionProcess.lector(["photos", "list", "--json"], library: library)
        let photos = try #require(try JSONSerialization.jsonObject(with: list.standardOutput) as? [[String: Any]])
        let id = try #require(photos.first?["id"] as? String)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try expectRefused({ ["photos", "export", id, $0] }, library: library, folder: out)

        // A regular file is replaced, keeping its permissions.
        let file = out.appendingPathComponent("photo.jpg")
        try Data("old".utf8).write(to: file)
        try #require(chmod(file.path, 0o640) == 0)
        let written = try CollectionProcess.lector(["photos", "export", id, file.path], library: library)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(try Data(contentsOf: file).starts(with: [0xFF, 0xD8]))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode == 0o640)
    }

    @Test func exportAndSpeakRefuseTheSamePaths() throws {
        let (folder, library) = try CollectionProcess.workspace("output-export")
        _ = try CollectionProcess.lector(["--empty", "items", "list"], library: library)
        let exportFolder = folder.appendingPathComponent("export")
        try FileManager.default.createDirectory(at: exportFolder, withIntermediateDirectories: true)
        try expectRefused({ ["export", $0] }, library: library, folder: exportFolder)
        let speakFolder = folder.appendingPathComponent("speak")
        try FileManager.default.createDirectory(at: speakFolder, withIntermediateDirectories: true)
        try expectRefused({ ["speak", "--output", "wav:\($0)", "Hello"] }, library: library, folder: speakFolder)
    }
}
