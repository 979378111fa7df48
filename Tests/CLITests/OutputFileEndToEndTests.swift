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

    /// The pid of a process that has ended (a shell that exits at once).
    static func endedProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// What a writer killed with SIGKILL leaves beside its target (`.NAME.PID.RANDOM.tmp`, or `.NAME.PID.tmp` for a
    /// WAV) is removed by the next write of the same file; a live process's file, and another file's, stay.
    @Test(arguments: ["export", "speak"])
    func theNextWriteRemovesTheTemporariesOfEndedWriters(_ command: String) throws {
        let (folder, library) = try CollectionProcess.workspace("output-abandoned-\(command)")
        let name = command == "export" ? "out.json" : "out.wav"
        let ended = try Self.endedProcessID()
        let abandoned = [".\(name).\(ended).9f3a.tmp", ".\(name).\(ended).tmp"]
        let kept = [".\(name).\(getpid()).77.tmp", ".other.json.\(ended).9f3a.tmp", ".\(name).x.tmp"]
        for file in abandoned + kept { try Data(count: 4096).write(to: folder.appendingPathComponent(file)) }
        let target = folder.appendingPathComponent(name).path
        let arguments = command == "export" ? ["export", target] : ["speak", "--output", "wav:\(target)", "Hello"]
        let outcome = try CollectionProcess.lector(arguments, library: library)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left.isDisjoint(with: abandoned), "\(left)")
        #expect(left.isSuperset(of: kept), "\(left)")
    }

    /// `--speech-log` appends to a regular file or a device, and refuses, without waiting, a FIFO nobody reads
    /// (opening one for writing blocks until a reader comes) and a folder.
    @Test func theSpeechLogAppendsAndNeverWaitsForAReader() throws {
        let (folder, library) = try CollectionProcess.workspace("speech-log")
        let log = folder.appendingPathComponent("speech.log")
        try Data("earlier\n".utf8).write(to: log)
        func speak(_ path: String) throws -> ProcessOutcome {
            // timeout(1) ends a run that waits (what the FIFO once did), so the test fails instead of hanging.
            try ProcessRunner.run(
                "/usr/bin/timeout",
                [
                    "20", PackagePaths.binary.path, "--library", library.path, "--speech-log", path, "speak",
                    "--output", "text", "Hello",
                ],
                environment: ProcessInfo.processInfo.environment.merging(
                    ["LECTOR_LOCALIZATIONS": PackagePaths.localizations.path]) { $1 })
        }
        let appended = try speak(log.path)
        #expect(appended.status == 0, "\(appended.standardError)")
        #expect(try String(contentsOf: log, encoding: .utf8) == "earlier\nHello\n")
        #expect(try speak("/dev/null").status == 0)
        let fifo = folder.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o644) == 0)
        for refused in [fifo, folder.path] {
            let outcome = try speak(refused)
            #expect(outcome.status == 2, "\(refused): \(outcome.status) \(outcome.standardError)")
            #expect(outcome.standardError == "lector: Cannot write the speech log “\(refused)”.\n")
        }
    }
}
