import Foundation

/// One labelled clip of the voice corpus: a 16 kHz mono 16-bit WAV file, half a second of silence, the speech (or
/// noise), and a second of silence.
public struct VoiceClip: Sendable, Hashable {
    /// Where it comes from and what it says, unique in the corpus: `unseen/en-029/130/next heading`,
    /// `human/asterisk/phonetic/a_p`.
    public let name: String
    /// Who or what speaks: `espeak-ng en-029 130`, `asterisk`, `klettres en_GB`, `pocketsphinx librivox`.
    public let speaker: String
    /// The words said, as the recording's transcript or the synthesizer's text ("" when nothing is said).
    public let said: String
    /// The noise mixed in; nil for a clean clip.
    public let noise: VoiceNoise?
    /// The WAV file.
    public let file: URL

    /// A clip named `name`.
    public init(name: String, speaker: String, said: String, noise: VoiceNoise? = nil, file: URL) {
        self.name = name
        self.speaker = speaker
        self.said = said
        self.noise = noise
        self.file = file
    }
}

/// One clip heard against one grammar, and what must be heard.
public struct VoiceTrial: Sendable, Hashable {
    /// The clip.
    public let clip: VoiceClip
    /// The set it is counted in.
    public let set: VoiceSet
    /// The grammar listened for.
    public let grammar: VoiceGrammar
    /// The grammar's phrase that was said; nil when none was (out-of-grammar speech, noise): then nothing may be
    /// accepted.
    public let expected: String?

    /// A trial of `clip` against `grammar` in `set`.
    public init(clip: VoiceClip, set: VoiceSet, grammar: VoiceGrammar, expected: String?) {
        self.clip = clip
        self.set = set
        self.grammar = grammar
        self.expected = expected
    }
}

/// Trials heard one after another by one recognizer: the unseen clips of one voice and rate.
public struct VoiceSequence: Sendable, Hashable {
    /// `sequence/en-029/130`.
    public let name: String
    /// The trials, in the order heard.
    public let trials: [VoiceTrial]
}
