import Foundation
import Speech
import Utterances

/// `interrupt_ms` with the real synthesizer and a paced in-memory sink (`key_to_first_audio_ms` is measured on a
/// real Items screen by `BrowseBench`).
enum SpeechBench {
    static func run(synthesizer: EspeakSynthesizer, quick: Bool) throws -> [BenchFigure] {
        let sink = PacedSink(sampleRate: synthesizer.sampleRate)
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        let output = SpeechOutput.playback(queue, sampleRate: synthesizer.sampleRate)
        var interrupts = Timings()
        let long = Utterance(
            language: "en", text: String(repeating: "This long sentence keeps the speaker busy for a while. ", count: 8)
        )
        for _ in 0..<(quick ? 10 : 60) {
            try output.speak([.utterance(long)])
            usleep(60_000)
            let key = PacedSink.now()
            output.interrupt()
            if let milliseconds = sink.waitForFlush(after: key) { interrupts.append(milliseconds) }
        }
        output.interrupt()
        return [BenchFigure(name: "interrupt_ms_p95", value: interrupts.percentile(0.95), unit: "ms")]
    }
}
