import Benchmarks
import Browse
import Foundation
import Listening
import Localization

/// The figures of issue 42 over the voice corpus (`Benchmarks`' ``VoiceCorpus``): each clip heard by a fresh
/// recognizer (the unseen sequences by one per voice and rate) with its grammar, fed 10 ms at a time.
///
/// A trial is right when the phrase said is the one phrase accepted; it is a wrong action when any phrase accepted
/// differs from the one said, or anything is accepted when no phrase of the grammar was said. Every trial is also
/// written to `report.tsv` in the corpus folder: set, grammar, clip, expected phrase, what was heard.
enum VoiceCorpusBench {
    /// The samples fed at once: 10 ms, as the microphone is read.
    static let chunk = 160

    /// What one trial heard.
    struct Outcome {
        let trial: VoiceTrial
        /// Every utterance heard, in order.
        let heard: [Hearing]
        /// From the end of the speech to the verdict, in ms, when the trial was right.
        let latency: Double?

        var accepted: [String] { heard.filter { $0.verdict == .accepted }.map(\.phrase) }
        var right: Bool { trial.expected.map { accepted == [$0] } ?? false }
        var wrong: Bool { accepted.contains { $0 != trial.expected } }
        var silent: Bool { accepted.isEmpty }
    }

    static func run(english: Strings, folder: URL, quick: Bool) throws -> [BenchFigure] {
        let vocabulary = VoiceVocabulary(strings: english)
        let lector = VoiceGrammar(
            name: "lector", phrases: vocabulary.commandPhrases,
            screenPhrases: vocabulary.findPhrases(screenWords: ["items", "photos", "tags"]))
        let corpus = VoiceCorpus(
            folder: folder, lector: lector, commands: vocabulary.commandPhrases + [vocabulary.findWord + " photos"],
            quick: quick)
        var outcomes: [Outcome] = []
        for trial in try corpus.unseen() + corpus.human() + corpus.noisy() + corpus.outOfGrammar()
            + corpus.noiseAlone()
        {
            outcomes.append(try hear(trial))
        }
        for sequence in try corpus.sequences() { outcomes += try hear(sequence) }
        try report(outcomes, in: corpus.folder)
        return figures(outcomes)
    }

    // MARK: - Figures

    static func figures(_ outcomes: [Outcome]) -> [BenchFigure] {
        func of(_ set: VoiceSet) -> [Outcome] { outcomes.filter { $0.trial.set == set } }
        func share(_ part: [Outcome], _ test: (Outcome) -> Bool) -> Double {
            Double(part.filter(test).count) / Double(max(part.count, 1)) * 100
        }
        let headline = outcomes.filter { $0.trial.set != .sequence }
        let latencies = of(.unseen).compactMap(\.latency).reduce(into: Timings()) { $0.append($1) }
        var figures = [
            BenchFigure(name: "voice_accuracy_unseen", value: share(of(.unseen), \.right), unit: "%"),
            BenchFigure(name: "voice_accuracy_human", value: share(of(.human), \.right), unit: "%"),
            BenchFigure(name: "voice_wrong_action_rate", value: share(headline, \.wrong), unit: "%"),
            BenchFigure(name: "voice_reject_rate", value: share(of(.outOfGrammar), \.silent), unit: "%"),
            BenchFigure(name: "voice_command_latency_ms", value: latencies.percentile(0.95), unit: "ms"),
        ]
        // Per set and per part of a set.
        figures.append(BenchFigure(name: "voice_accuracy_sequence", value: share(of(.sequence), \.right), unit: "%"))
        figures.append(BenchFigure(name: "voice_accuracy_noisy", value: share(of(.noisy), \.right), unit: "%"))
        for noise in VoiceNoise.allCases {
            let part = of(.noisy).filter { $0.trial.clip.noise == noise }
            guard !part.isEmpty else { continue }
            figures.append(
                BenchFigure(name: "voice_accuracy_noisy_\(noise.rawValue)", value: share(part, \.right), unit: "%"))
        }
        for grammar in Set(of(.human).map(\.trial.grammar.name)).sorted() {
            let part = of(.human).filter { $0.trial.grammar.name == grammar }
            figures.append(BenchFigure(name: "voice_accuracy_human_\(grammar)", value: share(part, \.right), unit: "%"))
        }
        for set in VoiceSet.allCases where !of(set).isEmpty {
            figures.append(
                BenchFigure(
                    name: "voice_wrong_action_rate_\(set.figureName)", value: share(of(set), \.wrong), unit: "%"))
        }
        figures.append(
            BenchFigure(name: "voice_reject_rate_noise_alone", value: share(of(.noiseAlone), \.silent), unit: "%"))
        let human = of(.human).compactMap(\.latency).reduce(into: Timings()) { $0.append($1) }
        figures.append(BenchFigure(name: "voice_command_latency_p50_ms", value: latencies.percentile(0.5), unit: "ms"))
        figures.append(BenchFigure(name: "voice_command_latency_human_ms", value: human.percentile(0.95), unit: "ms"))
        return figures
    }

    // MARK: - Hearing

    /// `trial`'s clip heard by a fresh recognizer listening for its grammar.
    static func hear(_ trial: VoiceTrial) throws -> Outcome {
        let recognizer = try recognizer(for: trial)
        let samples = try samples(of: trial.clip)
        let (heard, seconds) = try feed(samples, to: recognizer)
        return Outcome(trial: trial, heard: heard, latency: latency(trial, heard, samples: samples, seconds: seconds))
    }

    /// The trials of `sequence` heard one after another by one recognizer; each utterance counts for the clip
    /// during which it ended.
    static func hear(_ sequence: VoiceSequence) throws -> [Outcome] {
        guard let first = sequence.trials.first else { return [] }
        let recognizer = try recognizer(for: first)
        var heard: [[Hearing]] = []
        for trial in sequence.trials {
            let (clip, _) = try feed(samples(of: trial.clip), to: recognizer, finishing: trial == sequence.trials.last)
            heard.append(clip)
        }
        return zip(sequence.trials, heard).map { Outcome(trial: $0, heard: $1, latency: nil) }
    }

    static func recognizer(for trial: VoiceTrial) throws -> Recognizer {
        let recognizer = try Recognizer()
        let grammar = CommandGrammar(phrases: trial.grammar.phrases, screenPhrases: trial.grammar.screenPhrases)
        let kept = try recognizer.listen(for: grammar)
        if let expected = trial.expected, !kept.phrases.contains(expected) {
            throw BenchFailure("\(trial.clip.name): the dictionary lacks a word of \"\(expected)\"")
        }
        return recognizer
    }

    static func samples(of clip: VoiceClip) throws -> [Int16] {
        try SoundFile.samples(of: Data(contentsOf: clip.file), name: clip.file.path)
    }

    /// Feeds `samples` 10 ms at a time (and ends the audio when `finishing`); returns what was heard and the
    /// seconds spent on the chunk that ended the last utterance.
    static func feed(_ samples: [Int16], to recognizer: Recognizer, finishing: Bool = true) throws
        -> (heard: [Hearing], seconds: Double)
    {
        var heard: [Hearing] = []
        var seconds = 0.0
        var offset = 0
        while offset < samples.count {
            let end = min(offset + chunk, samples.count)
            var ended: [Hearing] = []
            let spent = try BenchFigure.seconds { ended = try recognizer.hear(Array(samples[offset..<end])) }
            if !ended.isEmpty { seconds = spent }
            heard += ended
            offset = end
        }
        if finishing, let last = try recognizer.finish() { heard.append(last) }
        return (heard, seconds)
    }

    /// From the end of the clean clip's speech (as ``VoiceBench/speechEnd(_:)`` finds it) to the verdict of a
    /// right trial, in ms; nil for a wrong one or a noisy clip.
    static func latency(_ trial: VoiceTrial, _ heard: [Hearing], samples: [Int16], seconds: Double) -> Double? {
        guard trial.clip.noise == nil, let expected = trial.expected,
            let hearing = heard.first(where: { $0.verdict == .accepted && $0.phrase == expected })
        else { return nil }
        return Double(hearing.endSample - VoiceBench.speechEnd(samples)) / 16 + seconds * 1000
    }

    // MARK: - Report

    /// Every trial as a line of `report.tsv`: set, grammar, clip, expected phrase (`-` for none), right or
    /// wrong, and each utterance heard as `verdict:phrase(gap/coverage)`.
    static func report(_ outcomes: [Outcome], in folder: URL) throws {
        var lines = ["set\tgrammar\tclip\texpected\tresult\theard"]
        for outcome in outcomes {
            let trial = outcome.trial
            let result = outcome.wrong ? "WRONG" : outcome.right ? "right" : trial.expected == nil ? "quiet" : "missed"
            let heard = outcome.heard.map {
                "\($0.verdict.rawValue):\($0.phrase)(\(String(format: "%.1f/%.2f", locale: nil, $0.gap, $0.coverage)))"
            }.joined(separator: " | ")
            lines.append(
                [trial.set.rawValue, trial.grammar.name, trial.clip.name, trial.expected ?? "-", result, heard]
                    .joined(separator: "\t"))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(
            to: folder.appendingPathComponent("report.tsv"), atomically: true, encoding: .utf8)
    }
}

extension VoiceSet {
    /// The set's part of a figure's name: `out_of_grammar`, `noise_alone`.
    var figureName: String {
        switch self {
        case .outOfGrammar: "out_of_grammar"
        case .noiseAlone: "noise_alone"
        default: rawValue
        }
    }
}
