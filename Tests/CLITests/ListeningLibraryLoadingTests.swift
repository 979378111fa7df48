import Foundation
import TestSupport
import Testing

/// Listening's libraries are opened with `dlopen` on first use (issue 20): glibc's `LD_DEBUG=files` names every
/// object the loader maps (`file=NAME [0];`), so `--version` must name none of pocketsphinx's stack and
/// `browse --listen-file` must name libpocketsphinx and still hear the command.
@Suite(.serialized) struct ListeningLibraryLoadingTests {
    /// pocketsphinx and what it pulls in (sphinxbase, BLAS, LAPACK, the Fortran runtime). libpulse and
    /// libpulse-simple load at every start (libespeak-ng needs libpcaudio, which needs them).
    static let listeningOnly = [
        "libpocketsphinx", "libsphinxbase", "libblas", "liblapack", "libgfortran",
    ]

    @Test func versionLoadsNoneOfListeningsLibraries() throws {
        let (objects, outcome) = try LibraryLoadingTests.loadedObjects(["--version"])
        #expect(outcome.status == 0)
        #expect(!objects.isEmpty, "LD_DEBUG=files printed nothing")
        for prefix in Self.listeningOnly {
            #expect(!objects.contains { $0.hasPrefix(prefix) }, "\(prefix) loaded by --version")
        }
    }

    @Test func listenFileOpensPocketSphinxAndStillHears() throws {
        let folder = try VoiceEndToEndTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try VoiceEndToEndTests.speech([("show photos", false)], voice: "en-us", rate: 150, in: folder)
        let (objects, outcome) = try LibraryLoadingTests.loadedObjects(
            [
                "--library", folder.appendingPathComponent("library").path, "--output", "text", "browse",
                "--listen-file", audio.path,
            ])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Photos. Heading."))
        #expect(objects.contains { $0.hasPrefix("libpocketsphinx.so.3") })
        #expect(objects.contains { $0.hasPrefix("libsphinxbase") })
    }
}
