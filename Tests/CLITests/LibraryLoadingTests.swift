import Foundation
import TestSupport
import Testing

/// Which shared objects a command loads (issues 20 and 39): the built binary runs with glibc's `LD_DEBUG=files`, whose
/// `file=NAME [0];` lines name every object the dynamic loader maps, at start-up (`needed by`) and through `dlopen`
/// (`dynamically loaded by`).
///
/// The libraries every command may use (libespeak-ng with its libpcaudio, sqlite, readline, liblouis, MeCab, libexif)
/// are linked as shared libraries and load at start; the optional ones (BrlAPI, libspeechd, gexiv2, libheif, libcurl,
/// pocketsphinx, Hunspell) are opened on first use, so a command that does not need one never loads it, and the command that
/// needs one loads it or says in one notice why it cannot.
@Suite(.serialized) struct LibraryLoadingTests {
    /// One library a command must not load: what the loaded object's name starts with, and who owns it.
    struct Unneeded: CustomTestStringConvertible, Sendable {
        let prefix: String
        let owner: String
        var testDescription: String { prefix }
    }

    /// Every library `--version` and `speak … --output wav:F` must leave alone.
    static let unneeded: [Unneeded] = [
        Unneeded(prefix: "libbrlapi", owner: "Braille: dlopen when a display is asked for"),
        Unneeded(prefix: "libspeechd", owner: "SpeechDispatch: dlopen on the first connection"),
        Unneeded(prefix: "libglib", owner: "SpeechDispatch (libspeechd) and PhotoMetadata (gexiv2)"),
        Unneeded(prefix: "libgexiv2", owner: "PhotoMetadata: dlopen on the first photo file"),
        Unneeded(prefix: "libheif", owner: "PhotoMetadata: dlopen on the first HEIC file"),
        Unneeded(prefix: "libcurl", owner: "WebService: dlopen on the first fetch"),
        Unneeded(prefix: "libxml2", owner: "XML: only a command that reads XML"),
        Unneeded(prefix: "libicuuc", owner: "none: would come with libxml2"),
        Unneeded(prefix: "libpocketsphinx", owner: "Listening: dlopen when listening starts"),
        Unneeded(prefix: "libsphinxbase", owner: "Listening: through libpocketsphinx"),
        Unneeded(prefix: "libblas", owner: "Listening: through libsphinxbase"),
        Unneeded(prefix: "libgfortran", owner: "Listening: through libsphinxbase's LAPACK"),
        Unneeded(prefix: "libhunspell", owner: "Spelling: dlopen when audit meets a value left as in the source"),
    ]

    /// The shared libraries `lector` is linked with (each named by its soname), loaded at every start.
    static let linked = [
        "libespeak-ng.so.1", "libsqlite3.so.0", "libreadline.so.8", "liblouis.so.20", "libmecab.so.2", "libexif.so.12",
    ]

    /// How the loader mapped an object: as a dependency at start-up, or through `dlopen`.
    enum Loading: Sendable, Equatable {
        case needed, opened
    }

    /// The objects the loader mapped while `lector arguments` ran (file names without their folder, such as
    /// `libpcaudio.so.0`), and the run's outcome; the loader's log goes to files, so stderr is the command's own.
    static func loadedObjects(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) throws -> (objects: Set<String>, outcome: ProcessOutcome) {
        let (loading, outcome) = try loading(arguments, input: input, environment: environment)
        return (Set(loading.keys), outcome)
    }

    /// The same, with how each object was mapped (the first time it was).
    static func loading(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) throws -> (objects: [String: Loading], outcome: ProcessOutcome) {
        let folder = try PackagePaths.temporaryDirectory("library-loading")
        var variables = environment
        variables["LD_DEBUG"] = "files"
        variables["LD_DEBUG_OUTPUT"] = folder.appendingPathComponent("ld").path
        let outcome = try ProcessRunner.lector(arguments, input: input, environment: variables)
        var objects: [String: Loading] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("ld.") {
            let log = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in log.split(separator: "\n") {
                guard let start = line.range(of: "file="),
                    let end = line.range(of: " [0];", range: start.upperBound..<line.endIndex)
                else { continue }
                let path = line[start.upperBound..<end.lowerBound]
                let object = String(path.split(separator: "/").last ?? path)
                let how: Loading = line[end.upperBound...].contains("dynamically loaded by") ? .opened : .needed
                if objects[object] == nil { objects[object] = how }
            }
        }
        return (objects, outcome)
    }

    /// The loaded objects whose name starts with `prefix`.
    static func matches(_ prefix: String, in objects: Set<String>) -> [String] {
        objects.filter { $0.hasPrefix(prefix) }.sorted()
    }

    @Test func theLoaderLogIsRead() throws {
        let (objects, outcome) = try Self.loadedObjects(["--version"])
        #expect(outcome.status == 0)
        #expect(objects.contains("libc.so.6"), "\(objects.sorted())")
        #expect(objects.contains { $0.hasPrefix("libswiftCore") }, "\(objects.sorted())")
    }

    /// `--version` opens nothing with `dlopen`: everything it maps is the binary's dependencies.
    @Test func versionOpensNothingOnItsOwn() throws {
        let (objects, outcome) = try Self.loading(["--version"])
        #expect(outcome.status == 0)
        let opened = objects.filter { $0.value == .opened }.keys.sorted()
        #expect(opened.isEmpty, "--version opened \(opened)")
    }

    /// The libraries Lector links are shared objects the binary needs, loaded at start, never their archives.
    @Test(arguments: linked) func linkedLibrariesLoadAsSharedObjects(_ soname: String) throws {
        let (objects, outcome) = try Self.loading(["--version"])
        #expect(outcome.status == 0)
        #expect(objects[soname] == .needed, "\(objects.keys.sorted())")
    }

    @Test(arguments: unneeded) func versionLoadsNoUnneededLibrary(_ library: Unneeded) throws {
        let (objects, outcome) = try Self.loadedObjects(["--version"])
        #expect(outcome.status == 0)
        try Self.expectAbsent(library, in: objects)
    }

    @Test(arguments: unneeded) func speakingToAWAVFileLoadsNoUnneededLibrary(_ library: Unneeded) throws {
        let folder = try PackagePaths.temporaryDirectory("library-loading-wav")
        let wav = folder.appendingPathComponent("hello.wav").path
        let (objects, outcome) = try Self.loadedObjects(["speak", "hello", "--output", "wav:\(wav)"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        #expect(FileManager.default.fileExists(atPath: wav))
        try Self.expectAbsent(library, in: objects)
    }

    @Test func speakingTextAndPhonemesLoadsNoUnneededLibrary() throws {
        for output in ["text", "phonemes"] {
            let (objects, outcome) = try Self.loadedObjects(["speak", "hello", "--output", output])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            for library in Self.unneeded {
                #expect(
                    Self.matches(library.prefix, in: objects).isEmpty, "--output \(output) loaded \(library.prefix)")
            }
        }
    }

    /// No sound card here: speaking to the device opens libpcaudio (already mapped, as libespeak-ng needs it), which
    /// finds none, and the one notice of today follows with the text form.
    @Test func speakingToTheSoundDeviceLoadsPCAudioAndGivesTheOneNotice() throws {
        let (objects, outcome) = try Self.loadedObjects(
            ["speak", "Hello world"], environment: ["LECTOR_AUDIO_DEVICE": "lector-no-such-device"])
        #expect(objects.contains("libpcaudio.so.0"), "\(objects.sorted())")
        #expect(outcome.status == 0)
        #expect(outcome.output == "Hello world\n")
        #expect(outcome.standardError == "lector: No sound device could be opened; speech is printed as text.\n")
    }

    @Test func speechdOutputLoadsLibspeechdAndGivesItsNotice() throws {
        let folder = try PackagePaths.temporaryDirectory("library-loading-speechd")
        let socket = folder.appendingPathComponent("none.sock").path
        let (objects, outcome) = try Self.loadedObjects(
            [
                "speak", "Hello there", "--output", "speechd", "--library",
                folder.appendingPathComponent("library").path,
            ],
            environment: ["SPEECHD_ADDRESS": "unix_socket:" + socket])
        #expect(objects.contains("libspeechd.so.2"), "\(objects.sorted())")
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError
                == "lector: speech-dispatcher does not answer at unix_socket:\(socket); speech is printed as text.\n")
    }

    @Test func browseWithBrailleLoadsBrlAPIAndGivesItsNotice() throws {
        let folder = try PackagePaths.temporaryDirectory("library-loading-braille")
        let number = BRLTTYDaemon.freeNumber()
        let (objects, outcome) = try Self.loadedObjects(
            [
                "--library", folder.appendingPathComponent("library").path, "--empty", "--output", "text", "browse",
                "--braille", "--script", "-",
            ],
            input: Data("next\nquit\n".utf8),
            environment: ["BRLAPI_HOST": "127.0.0.1:\(number)", "BRLAPI_AUTH": "none"])
        #expect(objects.contains("libbrlapi.so.0.8"), "\(objects.sorted())")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains("lector: No braille display (brlapi_openConnection: 127.0.0.1:\(number)"))
    }

    /// `audit` opens Hunspell only when a translation leaves a value as in the source and only a dictionary can
    /// tell whether the word is one of its language.
    @Test func auditOpensHunspellOnlyForAValueLeftAsInTheSource() throws {
        func audit(_ french: String) throws -> [String: Loading] {
            let folder = try PackagePaths.temporaryDirectory("library-loading-spelling")
            for (language, value) in [("en", "participants"), ("fr", french)] {
                let lproj = folder.appendingPathComponent("\(language).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data("\"k\" = \"\(value)\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            }
            let (objects, outcome) = try Self.loading(["audit", folder.path])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            return objects
        }
        #expect(try audit("participants")["libhunspell-1.7.so.0"] == .opened)
        #expect(try audit("les participants")["libhunspell-1.7.so.0"] == nil)
    }

    /// Fails when `library` is loaded, naming what was loaded and who owns it.
    static func expectAbsent(_ library: Unneeded, in objects: Set<String>) throws {
        let loaded = matches(library.prefix, in: objects)
        #expect(loaded.isEmpty, "loaded \(loaded) (\(library.owner))")
    }
}
