import Benchmarks
import Demo
import Domain
import Foundation
import Localization
import TestSupport
import Testing

@testable import CLI
@testable import PhotoMetadata
@testable import WebService

/// Issue 20: libcurl (for `photos fetch`), gexiv2 and libheif (for photo metadata) are opened on first use, so
/// `lector --version` and `lector speak … --output wav:F` map none of them nor what they bring (GnuTLS, exiv2,
/// GLib, the HEIF codecs). glibc's `LD_DEBUG=files` prints every object the process loads (`file=NAME [0];`);
/// the commands that need the libraries still work, and a library that cannot be opened is one message.
@Suite struct OptionalLibraryLoadingTests {
    /// The shared objects no command without the network or photo files may load.
    static let optional = [
        "libFoundationNetworking", "libcurl", "libgnutls", "libgexiv2", "libexiv2", "libglib", "libgobject",
        "libheif", "libde265", "libx265", "libaom", "libdav1d",
    ]

    /// Runs `lector` with `LD_DEBUG=files`; the outcome and the objects it loaded (name → who needed or opened it).
    static func traced(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        ProcessOutcome, Set<String>
    ) {
        let (outcome, loaders) = try tracedLoaders(arguments, environment: environment)
        return (outcome, Set(loaders.keys))
    }

    /// The same, with the object that needed (or dlopened) each one.
    static func tracedLoaders(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (ProcessOutcome, [String: String]) {
        var variables = environment
        variables["LD_DEBUG"] = "files"
        let outcome = try ProcessRunner.lector(arguments, environment: variables)
        var loaded: [String: String] = [:]
        func base(_ path: Substring) -> String { String(path.split(separator: "/").last ?? path) }
        for line in outcome.standardError.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            let rest = line[start.upperBound...]
            let name = base(rest.prefix { $0 != " " && $0 != "\t" })
            var by = ""
            if let mark = rest.range(of: " by ") { by = base(rest[mark.upperBound...].prefix { $0 != " " }) }
            if loaded[name] == nil { loaded[name] = by }
        }
        return (outcome, loaded)
    }

    /// The loaded objects whose names start with one of `prefixes`.
    static func matching(_ loaded: Set<String>, _ prefixes: [String]) -> [String] {
        loaded.filter { name in prefixes.contains { name.hasPrefix($0 + ".") || name.hasPrefix($0 + "-") } }.sorted()
    }

    /// The optional libraries loaded, as `NAME (by WHO)`.
    static func unwanted(_ loaders: [String: String]) -> [String] {
        matching(Set(loaders.keys), optional).map { "\($0) (by \(loaders[$0] ?? "?"))" }
    }

    /// The lines of standard error that are not the loader's (which start with the process id and a colon).
    static func messages(_ outcome: ProcessOutcome) -> [Substring] {
        outcome.standardError.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return !(trimmed.first?.isNumber == true && trimmed.contains(":"))
        }
    }

    @Test func versionLoadsNoOptionalLibrary() throws {
        let (outcome, loaders) = try Self.tracedLoaders(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("lector "))
        #expect(loaders.keys.contains { $0.hasPrefix("libswiftCore") }, "LD_DEBUG printed no objects")
        #expect(Self.unwanted(loaders).isEmpty, "\(Self.unwanted(loaders))")
    }

    @Test func speakingToAWAVFileLoadsNoOptionalLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lector-loading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("hi.wav")
        let (outcome, loaders) = try Self.tracedLoaders(["speak", "hi", "--output", "wav:\(wav.path)"])
        #expect(outcome.status == 0, "\(Self.messages(outcome))")
        #expect(try Data(contentsOf: wav).count > 44)
        #expect(loaders.keys.contains { $0.hasPrefix("libswiftCore") }, "LD_DEBUG printed no objects")
        #expect(Self.unwanted(loaders).isEmpty, "\(Self.unwanted(loaders))")
    }

    @Test func fetchOpensLibcurlAndStillStoresThePhotos() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("loading-fetch")
        let (outcome, loaded) = try Self.traced(
            ["--library", library.path, "--empty", "photos", "fetch", "interestingness"] + server.options,
            environment: ["TZ": "UTC"])
        #expect(outcome.status == 0, "\(Self.messages(outcome))")
        #expect(outcome.output == "Photos: 3 added, 0 updated, 0 unchanged.\n2 new tags.\n3 images stored.\n")
        #expect(server.imageRequests == 3)
        #expect(loaded.contains("libcurl.so.4"))
        #expect(Self.matching(loaded, ["libFoundationNetworking", "libgexiv2", "libheif"]).isEmpty)
    }

    @Test func addingAJPEGOpensGexiv2ButNotLibheif() throws {
        let (folder, library) = try CollectionProcess.workspace("loading-jpeg")
        let files = try PhotosAddTests.photos(1, in: folder.appendingPathComponent("in"))
        let (outcome, loaded) = try Self.traced(["--library", library.path, "--empty", "photos", "add", files[0].path])
        #expect(outcome.status == 0, "\(Self.messages(outcome))")
        #expect(loaded.contains("libgexiv2.so.2"))
        #expect(Self.matching(loaded, ["libheif", "libde265", "libx265", "libcurl"]).isEmpty)
        let photos = try PhotosAddTests.listed(library)
        #expect(photos.first?["title"] as? String == "Photo 0")
        #expect(photos.first?["description"] as? String == "Alt 0")
    }

    @Test func addingAHEICOpensLibheifAndReadsItsMetadata() throws {
        let (folder, library) = try CollectionProcess.workspace("loading-heic")
        let source = folder.appendingPathComponent("source.jpg")
        try JPEGEncoder.solid(width: 64, height: 48, color: RGBColor(red: 200, green: 40, blue: 40)).write(to: source)
        let tagged = try ProcessRunner.run(
            "/usr/bin/exiftool",
            [
                "-q", "-overwrite_original", "-EXIF:ImageDescription=A red square",
                "-EXIF:DateTimeOriginal=2023:01:14 06:30:00", source.path,
            ])
        try #require(tagged.status == 0, "\(tagged.standardError)")
        let heic = folder.appendingPathComponent("red.heic")
        let encoded = try ProcessRunner.run("/usr/bin/heif-enc", ["-q", "60", source.path, "-o", heic.path])
        try #require(encoded.status == 0, "\(encoded.standardError)")

        let (outcome, loaded) = try Self.traced(["--library", library.path, "--empty", "photos", "add", heic.path])
        #expect(outcome.status == 0, "\(Self.messages(outcome))")
        #expect(loaded.contains("libheif.so.1"))
        #expect(loaded.contains("libgexiv2.so.2"))
        let photo = try #require(try PhotosAddTests.listed(library).first)
        #expect(photo["description"] as? String == "A red square")
        #expect(photo["dateTaken"] as? String == "2023-01-14 06:30:00")
        #expect(photo["width"] as? Int == 64)
        #expect(photo["height"] as? Int == 48)
    }

    @Test func noSourceOrTestImportsFoundationNetworking() throws {
        let banned = "import " + "FoundationNetworking"
        var offenders: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = PackagePaths.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                if text.split(separator: "\n").contains(where: {
                    $0.trimmingCharacters(in: .whitespaces).hasPrefix(banned)
                }) {
                    offenders.append(file.lastPathComponent)
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    // MARK: - A library that cannot be opened

    @Test func aMissingLibcurlIsOneLineFromTheTables() throws {
        let client = HTTPClient(configuration: HTTPConfiguration(), library: CurlLibrary.load("libcurl-missing.so.4"))
        let url = try #require(URL(string: "http://127.0.0.1:9/services/rest/"))
        let error = try #require(throws: WebError.self) {
            try client.get(url, shownAs: "http://127.0.0.1:9/services/rest/")
        }
        guard case .unavailable(_, let soname, let reason) = error else {
            Issue.record("not unavailable: \(error)")
            return
        }
        #expect(soname == "libcurl-missing.so.4")
        #expect(reason.contains("libcurl-missing.so.4"))
        let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
        let message = FetchMessages(strings: strings).message(error)
        #expect(message.hasPrefix("Fetching photos needs libcurl (the Debian package libcurl4): libcurl-missing.so.4"))
        #expect(!message.contains("\n"))
    }

    @Test func aMissingMetadataLibraryIsOneLineFromTheTables() throws {
        let gexiv2 = GExiv2Library.load("libgexiv2-missing.so.2")
        let heif = HEIFLibrary.load("libheif-missing.so.1")
        for case .failure(let missing) in [gexiv2.map { _ in () }, heif.map { _ in () }] {
            let strings = try Strings.load(directory: PackagePaths.localizations, locales: .english) { _ in }
            let failure = FailureReport.describe(missing.error(path: "/photos/a.jpg"), strings: strings)
            #expect(
                failure.message.hasPrefix(
                    "Photo metadata needs \(missing.library) (the Debian package \(missing.package)): "))
            #expect(failure.message.contains(missing.library))
            #expect(!failure.message.contains("\n"))
        }
        guard case .failure = gexiv2, case .failure = heif else {
            Issue.record("a library that does not exist was opened")
            return
        }
    }
}
