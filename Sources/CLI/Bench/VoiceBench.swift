import Benchmarks
import Browse
import Foundation
import Listening
import Localization

/// Voice-command figures (issue 17): the espeak-ng command says each command with two voices at two rates
/// (sox makes it 16 kHz mono), and the recognizer hears it with the grammar browse listens for on Home.
enum VoiceBench {
    /// Sentences outside the grammar; none may be acted on.
    static let otherSpeech = [
        "the weather is nice today", "I would like a cup of coffee", "where is the train station",
        "please call me tomorrow", "hello", "my favourite colour is blue", "can you hear me",
        "the quick brown fox jumps over the lazy dog", "what time is it", "turn left at the corner",
        "I am going to the market", "this is a very long sentence", "thank you very much", "good morning everyone",
        "how much does it cost", "the meeting starts at nine", "she sells sea shells", "open the window please",
        "we need more milk", "it is raining again",
    ]

    /// `voice_command_accuracy`, `voice_reject_rate` and `voice_command_latency_ms` (p95 from the end of the
    /// speech to the verdict: the silence the detector waits for, plus decoding).
    static func run(english: Strings, quick: Bool) throws -> [BenchFigure] {
        let vocabulary = VoiceVocabulary(strings: english)
        let commands = vocabulary.phrases.map(\.phrase) + [vocabulary.findWord + " photos"]
        let recognizer = try Recognizer()
        try recognizer.listen(for: CommandGrammar(phrases: vocabulary.grammarPhrases(screenWords: ["items", "photos", "tags"])))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-voice-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let voices = quick ? [("en-us", 150)] : [("en-us", 150), ("en-us", 200), ("en-gb", 150), ("en-gb", 200)]
        let said = quick ? Array(commands.prefix(4)) : commands
        var right = 0
        var total = 0
        var latencies = Timings()
        for (voice, rate) in voices {
            for phrase in said {
                let (samples, speechEnd) = try clip(phrase, voice: voice, rate: rate, folder: folder)
                let (heard, seconds) = try hear(samples, recognizer: recognizer)
                total += 1
                let accepted = heard.filter { $0.verdict == .accepted }
                if accepted.count == 1, accepted[0].phrase == phrase {
                    right += 1
                    latencies.append(Double(accepted[0].endSample - speechEnd) / 16 + seconds * 1000)
                }
            }
        }
        var rejected = 0
        let others = quick ? Array(otherSpeech.prefix(3)) : otherSpeech
        for sentence in others {
            let (samples, _) = try clip(sentence, voice: "en-us", rate: 150, folder: folder)
            if try hear(samples, recognizer: recognizer).heard.allSatisfy({ $0.verdict != .accepted }) { rejected += 1 }
        }
        return [
            BenchFigure(name: "voice_command_accuracy", value: Double(right) / Double(max(total, 1)) * 100, unit: "%"),
            BenchFigure(name: "voice_reject_rate", value: Double(rejected) / Double(max(others.count, 1)) * 100, unit: "%"),
            BenchFigure(name: "voice_command_latency_ms", value: latencies.values.isEmpty ? 0 : latencies.percentile(0.95), unit: "ms"),
        ]
    }

    /// The samples of one phrase between 0.5 s of silence and 1 s of silence, and where its speech ends.
    static func clip(_ text: String, voice: String, rate: Int, folder: URL) throws -> ([Int16], Int) {
        let raw = folder.appendingPathComponent("said.wav").path
        let resampled = folder.appendingPathComponent("said16.wav").path
        try run("/usr/bin/espeak-ng", ["-v", voice, "-s", String(rate), "-w", raw, text])
        try run("/usr/bin/sox", ["-R", raw, "-r", "16000", "-c", "1", "-b", "16", resampled])
        let speech = try SoundFile.samples(of: Data(contentsOf: URL(fileURLWithPath: resampled)), name: resampled)
        let lead = [Int16](repeating: 0, count: 8_000)
        return (lead + speech + [Int16](repeating: 0, count: 16_000), lead.count + speech.count)
    }

    /// What the recognizer hears in `samples`, fed 20 ms at a time, and the seconds spent on the chunk that
    /// ended the last utterance.
    static func hear(_ samples: [Int16], recognizer: Recognizer) throws -> (heard: [Hearing], seconds: Double) {
        var heard: [Hearing] = []
        var seconds = 0.0
        var offset = 0
        _ = try recognizer.finish()
        let start = recognizer.samplesHeard
        while offset < samples.count {
            let end = min(offset + 320, samples.count)
            var chunk: [Hearing] = []
            let spent = try BenchFigure.seconds { chunk = try recognizer.hear(Array(samples[offset..<end])) }
            if !chunk.isEmpty { seconds = spent }
            heard += chunk
            offset = end
        }
        if let last = try recognizer.finish() { heard.append(last) }
        let shifted = heard.map {
            Hearing(phrase: $0.phrase, verdict: $0.verdict, gap: $0.gap, coverage: $0.coverage, endSample: $0.endSample - start)
        }
        return (shifted, seconds)
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure("\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }
}
