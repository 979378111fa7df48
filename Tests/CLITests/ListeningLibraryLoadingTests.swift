import Foundation
import Testing
import TestSupport

/// Listening's libraries are opened with `dlopen` on first use (issue 20): glibc's `LD_DEBUG=files` names every
/// object the loader maps (`file=NAME [0];`), so `--version` must name none of pocketsphinx's stack and
/// `browse --listen-file` must name libpocketsphinx and still hear the command.
@Suite(.serialized) struct ListeningLibraryLoadingTests {
    /// pocketsphinx and what it pulls in (sphinxbase, BLAS, LAPACK, the Fortran runtime). libpulse-simple is
    /// not listed: libpcaudio (Audio) still links it until issue 20's Audio branch lands; LibraryLoadingTests
    /// covers libpulse there.
    static let listeningOnly = [
        "libpocketsphinx", "libsphinxbase", "libblas", "liblapack", "libgfortran",
    ]

    /// The objects the loader mapped, from `LD_DEBUG=files` output.
    static func loaded(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "file=") else { return nil }
            let rest = line[start.upperBound...]
            return String(rest.prefix { $0 != " " && $0 != ";" })
        }
    }

    @Test func versionLoadsNoneOfListeningsLibraries() throws {
        let outcome = try ProcessRunner.lector(["--version"], environment: ["LD_DEBUG": "files"])
        #expect(outcome.status == 0)
        let objects = Self.loaded(outcome.standardError)
        #expect(!objects.isEmpty, "LD_DEBUG=files printed nothing")
        for prefix in Self.listeningOnly {
            #expect(!objects.contains { $0.hasPrefix(prefix) }, "\(prefix) loaded by --version")
        }
    }

    @Test func listenFileOpensPocketSphinxAndStillHears() throws {
        let folder = try VoiceEndToEndTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let audio = try VoiceEndToEndTests.speech([("show photos", false)], voice: "en-us", rate: 150, in: folder)
        let outcome = try ProcessRunner.lector(
            ["--library", folder.appendingPathComponent("library").path, "--output", "text", "browse", "--listen-file", audio.path],
            environment: ["LD_DEBUG": "files"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Photos. Heading."))
        let objects = Self.loaded(outcome.standardError)
        #expect(objects.contains { $0.hasPrefix("libpocketsphinx.so.3") })
        #expect(objects.contains { $0.hasPrefix("libsphinxbase") })
    }
}
