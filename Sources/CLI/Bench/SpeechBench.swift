import Accessibility
import Foundation
import Narration
import Speech

/// `key_to_first_audio_ms` and `interrupt_ms` with the real synthesizer and a paced in-memory sink.
enum SpeechBench {
    /// A list of 1,000 item rows, as the Items screen shows them.
    static func itemsTree(count: Int) -> AccessibilityTree {
        let names = ["Camera", "Winter Coat", "Lamp", "Café table", "Rusty Spork", "Shiny Bear", "Desk", "Bike"]
        let rows = (0..<count).map { index in
            AccessibilityElement(
                label: "\(names[index % names.count]) \(index + 1)", value: "$\(index * 7 % 3000).\(index % 90 + 10)",
                hint: "Opens the item.", traits: [.button])
        }
        return AccessibilityTree(root: AccessibilityElement(container: .list, children: rows))
    }

    static func run(synthesizer: EspeakSynthesizer, narrator: Narrator, quick: Bool) throws -> [BenchFigure] {
        let sink = PacedSink(sampleRate: synthesizer.sampleRate)
        let queue = SpeechQueue(synthesizer: synthesizer, sink: sink)
        let output = SpeechOutput.playback(queue, sampleRate: synthesizer.sampleRate)
        let tree = itemsTree(count: 1_000)
        var keyToAudio = Samples()
        var focus = 0
        for _ in 0..<(quick ? 20 : 200) {
            // A navigation key: interrupt, move, compose, queue; the clock stops at the first PCM write.
            let key = PacedSink.now()
            sink.markKey(at: key)
            output.interrupt()
            focus = (focus + 1) % tree.stops.count
            let stop = tree.stops[focus]
            try output.speak(try narrator.describe(tree.nodes[stop.node].element, context: stop.context).items)
            if let milliseconds = sink.waitForFirstWrite() { keyToAudio.append(milliseconds) }
            usleep(20_000)
        }
        var interrupts = Samples()
        let long = Utterance(
            language: "en", text: String(repeating: "This long sentence keeps the speaker busy for a while. ", count: 8))
        for _ in 0..<(quick ? 10 : 60) {
            try output.speak([.utterance(long)])
            usleep(60_000)
            let key = PacedSink.now()
            output.interrupt()
            if let milliseconds = sink.waitForFlush(after: key) { interrupts.append(milliseconds) }
        }
        output.interrupt()
        return [
            BenchFigure(name: "key_to_first_audio_ms_p50", value: keyToAudio.median, unit: "ms"),
            BenchFigure(name: "key_to_first_audio_ms_p95", value: keyToAudio.percentile(0.95), unit: "ms"),
            BenchFigure(name: "interrupt_ms_p95", value: interrupts.percentile(0.95), unit: "ms"),
        ]
    }
}
