import Foundation
import Testing
import TestSupport

/// `lector bench --quick` runs and reports its figures (values are not judged here: timings belong in the
/// benchmark, never in a test).
@Suite(.serialized) struct BenchSmokeTests {
    @Test func quickBenchPrintsEveryFigureAsJSON() throws {
        let outcome = try ProcessRunner.lector(["bench", "--quick", "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Double])
        for name in [
            "startup_ms", "startup_ratio", "speak_process_ratio", "compose_per_s", "key_to_first_audio_ms_p50", "key_to_first_audio_ms_p95",
            "interrupt_ms_p95", "l10n_check_ms", "import_flickr_100k_s", "import_flickr_100k_rss_mb", "photos_add_per_s", "browse_1m_open_ms",
            "browse_1m_next_ms", "browse_1m_rss_mb",
            "photos_fetch_100_s",
        ] {
            let value = try #require(object[name], "missing \(name)")
            #expect(value > 0)
        }
    }
}
