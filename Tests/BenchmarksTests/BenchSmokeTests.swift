import Foundation
import TestSupport
import Testing

/// `lector-bench --quick` runs against the built `lector` and reports its figures (values are not judged here:
/// timings belong in the benchmark, never in a test).
@Suite(.serialized) struct BenchSmokeTests {
    /// Runs the built `lector-bench` on the built `lector` with the package's tables, in English,
    /// `LECTOR_BENCH_ONLY` set to `only` (unset when nil).
    static func bench(_ arguments: [String], only: String?) throws -> ProcessOutcome {
        var variables = ProcessInfo.processInfo.environment
        variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
        for key in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME", "LECTOR_AUDIO_DEVICE"] {
            variables[key] = nil
        }
        variables["LECTOR_BENCH_ONLY"] = only
        return try ProcessRunner.run(
            PackagePaths.benchBinary.path, arguments + ["--lector", PackagePaths.binary.path], environment: variables)
    }

    @Test func quickBenchPrintsEveryFigureAsJSON() throws {
        let outcome = try Self.bench(["--quick", "--json"], only: nil)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Double])
        for name in [
            "startup_ms", "startup_ratio", "speak_process_ratio", "compose_per_s", "key_to_first_audio_ms_p50",
            "key_to_first_audio_ms_p95",
            "interrupt_ms_p95", "l10n_check_ms", "import_flickr_100k_s", "import_flickr_100k_rss_mb",
            "photos_add_per_s", "browse_1m_open_ms",
            "browse_1m_next_ms", "browse_1m_rss_mb", "audit_elements_per_s",
            "photos_fetch_100_s",
        ] {
            let value = try #require(object[name], "missing \(name)")
            #expect(value > 0)
        }
    }

    @Test func onlyTheGroupsNamedInLectorBenchOnlyRun() throws {
        let outcome = try Self.bench(["--quick", "--json"], only: "l10n")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Double])
        #expect(Set(object.keys) == ["l10n_check_ms", "l10n_check_project_ms"])
    }

    /// The sound group starts its own PulseAudio server and reports what it heard there.
    @Test func theSoundGroupReportsWhatItHeardAtItsServer() throws {
        let outcome = try Self.bench(["--quick", "--json"], only: "sound")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Double])
        for name in [
            "speak_first_sound_ratio", "speak_first_sound_ms", "espeak_first_sound_ms", "key_to_first_sound_ms_p50",
            "key_to_first_sound_ms_p95",
        ] {
            let value = try #require(object[name], "missing \(name)")
            #expect(value > 0)
        }
        // 0 when the speech was between two sounds at the stop.
        for name in ["interrupt_to_silence_ms_p50", "interrupt_to_silence_ms_p95"] {
            let value = try #require(object[name], "missing \(name)")
            #expect(value >= 0)
        }
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let outcome = try Self.bench(["--fast"], only: nil)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("usage: lector-bench"))
    }
}
