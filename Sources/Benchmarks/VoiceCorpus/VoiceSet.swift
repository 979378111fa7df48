/// The sets of the voice corpus, each measured on its own (performance.md, issue 42).
public enum VoiceSet: String, Sendable, CaseIterable {
    /// Lector's commands in the espeak-ng voices and at the rates no test or tuning used, each the first thing a
    /// fresh recognizer hears.
    case unseen
    /// The unseen clips of one voice and rate one after another, to one recognizer.
    case sequence
    /// Recordings of people, each a phrase of its grammar (a test grammar of its words, or Lector's).
    case human
    /// Unseen and human clips mixed with pink noise or under a fan-like hum.
    case noisy
    /// Speech that is no phrase of the grammar it is heard against: recordings of people and synthetic sentences.
    case outOfGrammar
    /// Noise, hum and a tone, without speech.
    case noiseAlone
}
