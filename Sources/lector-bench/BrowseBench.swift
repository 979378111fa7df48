import Benchmarks
import Browse
import Domain
import Foundation
import Screens
import Speech
import Utterances

/// The browse figures of performance.md: `key_to_first_audio_ms` on an Items screen of 1,000 items, and
/// `browse_1m_open_ms`, `browse_1m_next_ms` and `browse_1m_rss_mb` on a library of 1,000,000 generated photos.
enum BrowseBench {
    /// A session on `library` speaking into `output`, as `lector browse` would start it.
    static func session(_ library: Library, output: SpeechOutput, interactive: Bool, context: BenchContext) throws
        -> BrowseSession
    {
        let services = context.catalog()
        var settings = SpeechSettings()
        settings.locale = context.locales.strings
        let environment = BrowseEnvironment(
            library: library, output: output, services: services, voice: nil, clock: SystemClock(),
            timeZone: context.timeZone, echo: nil, settings: settings, interactive: interactive, lines: nil)
        return try BrowseSession(environment: environment)
    }

    /// `key_to_first_audio_ms` (p50, p95): a navigation key on the Items screen of 1,000 items (read from the
    /// store a page at a time) to the first PCM chunk of the new element reaching a paced in-memory sink.
    static func keyToFirstAudio(synthesizer: EspeakSynthesizer, folder: URL, context: BenchContext, quick: Bool) throws
        -> [BenchFigure]
    {
        let library = try Library(folder: folder.appendingPathComponent("items-1000"), creating: .empty)
        try GeneratedCollection.insertItems(count: 1_000, into: library)
        let sink = PacedSink(sampleRate: synthesizer.sampleRate)
        let output = SpeechOutput.playback(
            SpeechQueue(synthesizer: synthesizer, sink: sink), sampleRate: synthesizer.sampleRate)
        let browse = try Self.session(library, output: output, interactive: true, context: context)
        try browse.open(.screen(.items))
        var samples = Timings()
        for _ in 0..<(quick ? 20 : 200) {
            let key = PacedSink.now()
            sink.markKey(at: key)
            output.interrupt()
            try browse.perform(.next)
            if let milliseconds = sink.waitForFirstWrite() { samples.append(milliseconds) }
            usleep(20_000)
        }
        output.interrupt()
        return [
            BenchFigure(name: "key_to_first_audio_ms_p50", value: samples.median, unit: "ms"),
            BenchFigure(name: "key_to_first_audio_ms_p95", value: samples.percentile(0.95), unit: "ms"),
        ]
    }

    /// `browse_1m_open_ms` (the Photos screen shown and its first photo read), `browse_1m_next_ms` (next and
    /// previous, composition included) and `browse_1m_rss_mb` (peak memory of a `lector browse` process walking
    /// that library). `--quick` uses 100,000 photos.
    static func largeLibrary(folder: URL, executable: String, context: BenchContext, quick: Bool) throws
        -> [BenchFigure]
    {
        let photoCount = quick ? 100_000 : 1_000_000
        let libraryFolder = folder.appendingPathComponent("photos-\(photoCount)")
        do {
            let library = try Library(folder: libraryFolder, creating: .empty)
            try GeneratedCollection.insertPhotos(count: photoCount, into: library)
        }
        let library = try Library(folder: libraryFolder, creating: .empty)
        let browse = try Self.session(library, output: .silent(), interactive: false, context: context)
        try browse.open(.screen(.home))
        var opens = Timings()
        for run in 0..<(quick ? 5 : 21) {
            let seconds = try BenchFigure.seconds {
                try browse.perform(.screen(.screen(.photos)))
                try browse.perform(.next)
            }
            if run > 0 { opens.append(seconds * 1000) }
            try browse.perform(.back)
        }
        try browse.perform(.screen(.screen(.photos)))
        var moves = Timings()
        let steps = quick ? 2_000 : 20_000
        for step in 0..<(2 * steps) {
            let command: BrowseCommand = step < steps ? .next : .previous
            moves.append(try BenchFigure.seconds { try browse.perform(command) } * 1000)
        }
        let peak = try peakMemory(executable: executable, library: libraryFolder, steps: quick ? 2_000 : 20_000)
        return [
            BenchFigure(name: "browse_1m_open_ms", value: opens.median, unit: "ms"),
            BenchFigure(name: "browse_1m_next_ms", value: moves.median, unit: "ms"),
            BenchFigure(name: "browse_1m_next_ms_p95", value: moves.percentile(0.95), unit: "ms"),
            BenchFigure(name: "browse_1m_rss_mb", value: peak, unit: "MB"),
        ]
    }

    /// The peak resident memory in MB of `lector browse photos --script` walking the library: `steps` times
    /// next, the last photo, `steps` times previous, the first.
    static func peakMemory(executable: String, library: URL, steps: Int) throws -> Double {
        let script = library.deletingLastPathComponent().appendingPathComponent("walk-\(steps).txt")
        var lines = Array(repeating: "next", count: steps) + ["last"] + Array(repeating: "previous", count: steps)
        lines.append("first")
        try Data(lines.joined(separator: "\n").utf8).write(to: script)
        let arguments = [
            "browse", "photos", "--library", library.path, "--script", script.path, "--output", "none", "-q",
        ]
        return Double(try ProcessBench.maximumResidentKilobytes(executable, arguments)) / 1024
    }
}
