import Foundation

/// The labelled clips of issue 42, made on demand and kept in a folder so that a second run reads them again:
/// Lector's commands in the espeak-ng voices and rates no test or tuning used, recordings of people from Debian
/// packages (each a phrase of a small test grammar of its words, or other speech), the same clips under noise,
/// other speech, and noise alone. Every clip is 16 kHz mono 16-bit, as the recognizer hears.
///
/// espeak-ng says the text and sox resamples, pads (half a second of silence before, a second after), measures
/// levels and mixes noise; sox is seeded (`-R`), so a clip is the same on every run.
public struct VoiceCorpus: Sendable {
    /// The folder the clips are kept in (`.build/voice-corpus`).
    public let folder: URL
    /// Lector's grammar: the commands and the screen's `find` phrases.
    public let lector: VoiceGrammar
    /// The phrases of ``lector`` said in the synthetic sets: every command and one `find` phrase.
    public let commands: [String]
    /// A small subset of every set, for `lector-bench --quick`.
    public let quick: Bool

    /// The espeak-ng voices and rates the recognizer's tests and tuning used; the unseen set uses none of them.
    public static let seenVoices: Set<String> = ["en-us", "en-gb"]
    /// The rates of the unseen set (words a minute); the tuned ones were 150 and 200.
    public static let unseenRates = [130, 175, 240, 260]
    /// The rate of the synthetic clips under noise and of the synthetic other speech.
    public static let noisyRate = 175

    /// Synthetic sentences and words outside Lector's grammar; none may be acted on: questions, near misses of
    /// commands, numbers, the commands' own words in other orders, everyday speech, and words that once acted.
    public static let otherSpeech = [
        "what time is it", "can you hear me", "where are my photos", "next bottle", "show me the pictures", "go away",
        "first of all", "forty two", "one two three four five", "nineteen eighty four", "home go", "items show",
        "all read", "button next", "the weather is nice today", "thank you very much", "please open the window",
        "how much does it cost", "slow down please", "turn the volume up", "banana", "hello", "find camera",
        "goodbye", "okay",
    ]

    /// A corpus kept in `folder`, for `lector`'s grammar, saying `commands`.
    public init(folder: URL, lector: VoiceGrammar, commands: [String], quick: Bool) {
        self.folder = folder.appendingPathComponent("v1")
        self.lector = lector
        self.commands = commands
        self.quick = quick
    }

    // MARK: - The sets

    /// The unseen voices: every English voice espeak-ng lists (`--voices=en`) of its own (not MBROLA's, which
    /// needs a program Debian does not install), but the seen ones.
    public func unseenVoices() throws -> [String] {
        let voices = try EspeakVoices.english().filter { !Self.seenVoices.contains($0) }
        return quick ? Array(voices.prefix(1)) : voices
    }

    /// Every command in every unseen voice at every unseen rate: each clip the first thing a fresh recognizer hears.
    public func unseen() throws -> [VoiceTrial] {
        let rates = quick ? [Self.noisyRate] : Self.unseenRates
        let said = quick ? Array(commands.prefix(4)) : commands
        var trials: [VoiceTrial] = []
        for voice in try unseenVoices() {
            for rate in rates {
                for phrase in said {
                    let clip = try synthetic(phrase, voice: voice, rate: rate, set: "unseen")
                    trials.append(VoiceTrial(clip: clip, set: .unseen, grammar: lector, expected: phrase))
                }
            }
        }
        return trials
    }

    /// The unseen clips of each voice and rate one after another.
    public func sequences() throws -> [VoiceSequence] {
        let unseen = try self.unseen()
        var sequences: [VoiceSequence] = []
        for trial in unseen {
            let name = "sequence/" + trial.clip.speaker.split(separator: " ").dropFirst().joined(separator: "/")
            let sequenceTrial = VoiceTrial(clip: trial.clip, set: .sequence, grammar: lector, expected: trial.expected)
            if sequences.last?.name == name {
                let last = sequences.removeLast()
                sequences.append(VoiceSequence(name: name, trials: last.trials + [sequenceTrial]))
            } else {
                sequences.append(VoiceSequence(name: name, trials: [sequenceTrial]))
            }
        }
        return sequences
    }

    /// Recordings of people, each against the grammar one of whose phrases it says.
    public func human() throws -> [VoiceTrial] {
        let recordings = HumanRecording.inGrammar(lector: lector)
        let chosen = quick ? Array(recordings.prefix(4)) : recordings
        return try chosen.compactMap(human)
    }

    /// `recording` against the grammar one of whose phrases it says; nil for other speech.
    public func human(_ recording: HumanRecording) throws -> VoiceTrial? {
        guard let grammar = recording.grammar else { return nil }
        return VoiceTrial(clip: try clip(of: recording), set: .human, grammar: grammar, expected: recording.said)
    }

    /// The unseen commands at one rate and the human clips, mixed with each noise.
    public func noisy() throws -> [VoiceTrial] {
        let clean = try unseen().filter { $0.clip.speaker.hasSuffix(" \(Self.noisyRate)") } + human()
        let chosen = quick ? Array(clean.prefix(2)) : clean
        let noises = quick ? [VoiceNoise.pink20] : VoiceNoise.allCases
        var trials: [VoiceTrial] = []
        for noise in noises {
            for trial in chosen {
                trials.append(
                    VoiceTrial(
                        clip: try mixed(trial.clip, with: noise), set: .noisy, grammar: trial.grammar,
                        expected: trial.expected))
            }
        }
        return trials
    }

    /// Speech that is no phrase of the grammar: the recordings of other speech against Lector's grammar and the
    /// NATO test grammar, the test grammars' human clips against Lector's, and ``otherSpeech`` in the unseen voices
    /// against Lector's.
    public func outOfGrammar() throws -> [VoiceTrial] {
        let others = quick ? Array(HumanRecording.otherSpeech.prefix(2)) : HumanRecording.otherSpeech
        var trials: [VoiceTrial] = []
        for recording in others { trials += try outOfGrammar(recording) }
        for trial in try human() where trial.grammar != lector && !lector.contains(trial.clip.said) {
            trials.append(VoiceTrial(clip: trial.clip, set: .outOfGrammar, grammar: lector, expected: nil))
        }
        let sentences = quick ? Array(Self.otherSpeech.suffix(3)) : Self.otherSpeech
        for voice in try unseenVoices() {
            for sentence in sentences {
                let clip = try synthetic(sentence, voice: voice, rate: Self.noisyRate, set: "other")
                trials.append(VoiceTrial(clip: clip, set: .outOfGrammar, grammar: lector, expected: nil))
            }
        }
        return trials
    }

    /// `recording`, which says no phrase, against Lector's grammar and the NATO test grammar.
    public func outOfGrammar(_ recording: HumanRecording) throws -> [VoiceTrial] {
        let clip = try clip(of: recording)
        return [lector, .nato].map { VoiceTrial(clip: clip, set: .outOfGrammar, grammar: $0, expected: nil) }
    }

    /// Noise without speech (pink noise and the hum at two levels each, and Asterisk's beep tones) against Lector's
    /// grammar and the NATO test grammar.
    public func noiseAlone() throws -> [VoiceTrial] {
        var clips: [VoiceClip] = []
        let levels: [(NoiseSound, Double)] = [(.pink, -40), (.pink, -25), (.hum, -35), (.hum, -20)]
        for (noise, level) in quick ? Array(levels.prefix(1)) : levels {
            clips.append(try noiseClip(noise, level: level))
        }
        if !quick {
            for tone in ["beep", "beeperr", "ascending-2tone"] {
                let recording = HumanRecording(
                    path: "\(HumanRecording.asterisk)/\(tone).wav", said: "", speaker: "asterisk", grammar: nil)
                clips.append(try clip(of: recording))
            }
        }
        return clips.flatMap { clip in
            [lector, .nato].map { VoiceTrial(clip: clip, set: .noiseAlone, grammar: $0, expected: nil) }
        }
    }
}
