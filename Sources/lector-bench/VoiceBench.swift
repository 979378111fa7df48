import Benchmarks
import Browse
import Foundation
import Listening
import Localization

/// Voice-command figures (issue 17): the espeak-ng command says each command with two voices at two rates
/// (sox makes it 16 kHz mono), and the recognizer hears it with the grammar browse listens for on Home.
enum VoiceBench {
    /// Sentences outside the grammar; none may be acted on: the corpus's first twenty (its words that once acted
    /// are measured by ``VoiceCorpusBench``).
    static let otherSpeech = Array(VoiceCorpus.otherSpeech.prefix(20))

    /// `voice_command_accuracy`, `voice_reject_rate_seen` and `voice_command_latency_seen_ms` on the voices and
    /// rates the recognizer was tuned on, one recognizer hearing every clip (p95 from the end of the speech, its
    /// last 10 ms within 40 dB of its loudest, to the verdict: the silence the detector waits for, plus decoding).
    static func run(english: Strings, quick: Bool) throws -> [BenchFigure] {
        let vocabulary = VoiceVocabulary(strings: english)
        let commands = vocabulary.phrases.map(\.phrase) + [vocabulary.findWord + " photos"]
        let recognizer = try Recognizer()
        try recognizer.listen(
            for: CommandGrammar(
                phrases: vocabulary.commandPhrases,
                screenPhrases: vocabulary.findPhrases(screenWords: ["items", "photos", "tags"])))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-voice-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let voices = quick ? [("en-us", 150)] : [("en-us", 150), ("en-us", 200), ("en-gb", 150), ("en-gb", 200)]
        let said = quick ? Array(commands.prefix(4)) : commands
        var right = 0
        var total = 0
        var latencies = Timings()
        var perVoice: [BenchFigure] = []
        for (voice, rate) in voices {
            let rightBefore = right
            defer {
                if !quick {
                    let share = Double(right - rightBefore) / Double(max(said.count, 1)) * 100
                    perVoice.append(
                        BenchFigure(name: "voice_command_accuracy_\(voice)_\(rate)", value: share, unit: "%"))
                }
            }
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
        var latencyP50: [BenchFigure] = []
        if !quick, !latencies.values.isEmpty {
            latencyP50.append(
                BenchFigure(name: "voice_command_latency_seen_p50_ms", value: latencies.percentile(0.5), unit: "ms"))
        }
        return perVoice + latencyP50 + [
            BenchFigure(name: "voice_command_accuracy", value: Double(right) / Double(max(total, 1)) * 100, unit: "%"),
            BenchFigure(
                name: "voice_reject_rate_seen", value: Double(rejected) / Double(max(others.count, 1)) * 100, unit: "%"),
            BenchFigure(
                name: "voice_command_latency_seen_ms", value: latencies.values.isEmpty ? 0 : latencies.percentile(0.95),
                unit: "ms"),
        ]
    }

    /// The samples of one phrase between 0.5 s of silence and 1 s of silence, and where its speech ends (the end
    /// of its last 10 ms within 40 dB of its loudest 10 ms: espeak's own trailing silence is not speech).
    static func clip(_ text: String, voice: String, rate: Int, folder: URL) throws -> ([Int16], Int) {
        let raw = folder.appendingPathComponent("said.wav").path
        let resampled = folder.appendingPathComponent("said16.wav").path
        try SoundTools.run("espeak-ng", ["-v", voice, "-s", String(rate), "-w", raw, text])
        try SoundTools.run("sox", ["-R", raw, "-r", "16000", "-c", "1", "-b", "16", resampled])
        let speech = try SoundFile.samples(of: Data(contentsOf: URL(fileURLWithPath: resampled)), name: resampled)
        let lead = [Int16](repeating: 0, count: 8_000)
        return (lead + speech + [Int16](repeating: 0, count: 16_000), lead.count + speechEnd(speech))
    }

    /// Where the sound of `samples` ends: after the last 10 ms whose energy is within 40 dB of the loudest's.
    static func speechEnd(_ samples: [Int16]) -> Int {
        let frame = 160
        let energies = stride(from: 0, to: samples.count, by: frame).map { start in
            samples[start..<min(start + frame, samples.count)].reduce(0.0) { $0 + Double($1) * Double($1) }
        }
        let loudest = energies.max() ?? 0
        guard let last = energies.lastIndex(where: { $0 > loudest / 10_000 }) else { return samples.count }
        return min((last + 1) * frame, samples.count)
    }

    /// What the recognizer hears in `samples`, fed a chunk (10 ms) at a time as the microphone is read, and the
    /// seconds spent on the chunk that ended the last utterance.
    static func hear(_ samples: [Int16], recognizer: Recognizer) throws -> (heard: [Hearing], seconds: Double) {
        _ = try recognizer.finish()
        let start = recognizer.samplesHeard
        let (heard, seconds) = try VoiceCorpusBench.feed(samples, to: recognizer)
        let shifted = heard.map {
            Hearing(
                phrase: $0.phrase, verdict: $0.verdict, gap: $0.gap, coverage: $0.coverage,
                endSample: $0.endSample - start)
        }
        return (shifted, seconds)
    }
}
