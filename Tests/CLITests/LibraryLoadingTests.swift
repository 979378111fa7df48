import Foundation
import Testing
import TestSupport

/// Which shared objects a command loads (issue 20): the built binary runs with glibc's `LD_DEBUG=files`, whose
/// `file=NAME [0];` lines name every object the dynamic loader maps, at start-up and through `dlopen`.
///
/// A command that writes a WAV file, text or phonemes must not load the audio stack, BrlAPI, libspeechd or the
/// shared forms of the libraries linked from their archives; the command that needs a library still loads it,
/// or says in one notice why it cannot.
@Suite(.serialized) struct LibraryLoadingTests {
    /// One library a command must not load: what the loaded object's name starts with, and who owns it.
    struct Unneeded: CustomTestStringConvertible, Sendable {
        let prefix: String
        let owner: String
        var testDescription: String { prefix }
    }

    /// Every library `--version` and `speak … --output wav:F` must leave alone.
    static let unneeded: [Unneeded] = [
        Unneeded(prefix: "libpcaudio", owner: "Audio: dlopen on the first playback"),
        Unneeded(prefix: "libpulse", owner: "Audio (libpcaudio) and Listening (pulse-simple)"),
        Unneeded(prefix: "libasound", owner: "Audio: libpcaudio's ALSA backend"),
        Unneeded(prefix: "libsndfile", owner: "Audio and Listening: through libpulse"),
        Unneeded(prefix: "libX11", owner: "Audio and Listening: through libpulse"),
        Unneeded(prefix: "libsystemd", owner: "Braille (libbrlapi) and libpulse"),
        Unneeded(prefix: "libespeak-ng.so", owner: "Synthesis: linked from libespeak-ng.a"),
        Unneeded(prefix: "libsqlite3.so", owner: "Storage: linked from libsqlite3.a"),
        Unneeded(prefix: "libreadline", owner: "LineEditing: linked from libreadline.a"),
        Unneeded(prefix: "libtinfo", owner: "LineEditing: linked from libtinfo.a"),
        Unneeded(prefix: "liblouis.so", owner: "Braille: linked from liblouis.a"),
        Unneeded(prefix: "libmecab.so", owner: "KanaReading: linked from libmecab.a"),
        Unneeded(prefix: "libbrlapi", owner: "Braille: dlopen when a display is asked for"),
        Unneeded(prefix: "libspeechd", owner: "SpeechDispatch: dlopen on the first connection"),
        Unneeded(prefix: "libglib", owner: "SpeechDispatch (libspeechd) and PhotoMetadata (gexiv2)"),
        Unneeded(prefix: "libgexiv2", owner: "PhotoMetadata: dlopen on the first photo file"),
        Unneeded(prefix: "libheif", owner: "PhotoMetadata: dlopen on the first HEIC file"),
        Unneeded(prefix: "libcurl", owner: "WebService: dlopen on the first fetch"),
        Unneeded(prefix: "libxml2", owner: "none: Readers use Lector's own XML reader"),
        Unneeded(prefix: "libicuuc", owner: "none: came with libxml2"),
        Unneeded(prefix: "libpocketsphinx", owner: "Listening: dlopen when listening starts"),
        Unneeded(prefix: "libsphinxbase", owner: "Listening: through libpocketsphinx"),
        Unneeded(prefix: "libblas", owner: "Listening: through libsphinxbase"),
        Unneeded(prefix: "libgfortran", owner: "Listening: through libsphinxbase's LAPACK"),
    ]

    /// Everything `--version` may load: the C runtime, the C++ runtime MeCab and Foundation need, libsonic (which
    /// the statically linked espeak-ng calls), and in a debug build the shared Swift runtime and Foundation. Any
    /// other object is a library some command needs and `--version` does not: open it on first use.
    static let allowedAtStartup = [
        "linux-vdso", "ld-linux-x86-64", "libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libsonic.so",
        "libswift", "libFoundation", "lib_FoundationICU", "libdispatch.so", "libBlocksRuntime.so",
    ]

    /// The objects the loader mapped while `lector arguments` ran (file names without their folder, such as
    /// `libpcaudio.so.0`), and the run's outcome; the loader's log goes to files, so stderr is the command's own.
    static func loadedObjects(
        _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) throws -> (objects: Set<String>, outcome: ProcessOutcome) {
        let folder = try PackagePaths.temporaryDirectory("library-loading")
        var variables = environment
        variables["LD_DEBUG"] = "files"
        variables["LD_DEBUG_OUTPUT"] = folder.appendingPathComponent("ld").path
        let outcome = try ProcessRunner.lector(arguments, input: input, environment: variables)
        var objects = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("ld.") {
            let log = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in log.split(separator: "\n") {
                guard let start = line.range(of: "file="), let end = line.range(of: " [0];", range: start.upperBound..<line.endIndex)
                else { continue }
                let path = line[start.upperBound..<end.lowerBound]
                objects.insert(String(path.split(separator: "/").last ?? path))
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

    @Test func versionLoadsOnlyTheRuntimes() throws {
        let (objects, outcome) = try Self.loadedObjects(["--version"])
        #expect(outcome.status == 0)
        let unexpected = objects.filter { object in !Self.allowedAtStartup.contains { object.hasPrefix($0) } }
        #expect(unexpected.isEmpty, "--version loaded \(unexpected.sorted())")
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

    @Test func speakingTextAndPhonemesLoadsNoAudioStack() throws {
        for output in ["text", "phonemes"] {
            let (objects, outcome) = try Self.loadedObjects(["speak", "hello", "--output", output])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            for prefix in ["libpcaudio", "libasound", "libespeak-ng.so", "libbrlapi", "libspeechd"] {
                #expect(Self.matches(prefix, in: objects).isEmpty, "--output \(output) loaded \(prefix)")
            }
        }
    }

    /// No sound card here: speaking to the device opens libpcaudio, which finds none, and the one notice of
    /// today follows with the text form.
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
            ["speak", "Hello there", "--output", "speechd", "--library", folder.appendingPathComponent("library").path],
            environment: ["SPEECHD_ADDRESS": "unix_socket:" + socket])
        #expect(objects.contains("libspeechd.so.2"), "\(objects.sorted())")
        #expect(Self.matches("libpcaudio", in: objects).isEmpty)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "lector: speech-dispatcher does not answer at unix_socket:\(socket); speech is printed as text.\n")
    }

    @Test func browseWithBrailleLoadsBrlAPIAndGivesItsNotice() throws {
        let folder = try PackagePaths.temporaryDirectory("library-loading-braille")
        let number = BRLTTYDaemon.freeNumber()
        let (objects, outcome) = try Self.loadedObjects(
            ["--library", folder.appendingPathComponent("library").path, "--empty", "--output", "text", "browse", "--braille", "--script", "-"],
            input: Data("next\nquit\n".utf8), environment: ["BRLAPI_HOST": "127.0.0.1:\(number)", "BRLAPI_AUTH": "none"])
        #expect(objects.contains("libbrlapi.so.0.8"), "\(objects.sorted())")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("lector: No braille display (brlapi_openConnection: 127.0.0.1:\(number)"))
    }

    /// Fails when `library` is loaded, naming what was loaded and who owns it.
    static func expectAbsent(_ library: Unneeded, in objects: Set<String>) throws {
        let loaded = matches(library.prefix, in: objects)
        #expect(loaded.isEmpty, "loaded \(loaded) (\(library.owner))")
    }
}
