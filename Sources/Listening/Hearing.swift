/// What the recognizer made of one utterance (speech between two silences).
public struct Hearing: Sendable, Equatable {
    /// Whether to act on it.
    public enum Verdict: String, Sendable, Equatable {
        /// A phrase of the grammar, said clearly: act on it.
        case accepted
        /// Close to a phrase, but not close enough: ask to hear it again.
        case unsure
        /// Not a phrase of the grammar (other speech, noise): do nothing.
        case rejected
    }

    /// The grammar's closest phrase ("" when the search found none).
    public let phrase: String
    /// Whether to act.
    public let verdict: Verdict
    /// The confidence measure: the phone loop's acoustic advantage per frame of the phrase's words (lower is surer).
    public let gap: Double
    /// The share of the speech frames the phrase's words cover.
    public let coverage: Double
    /// The sample (from the start of the audio) at which the end of the utterance was noticed.
    public let endSample: Int
    /// The confidence logged with the phrase, 0 to 1: 1 for a gap of 0, halving with every accept gap.
    public let confidence: Double

    /// Creates a hearing.
    public init(
        phrase: String, verdict: Verdict, gap: Double, coverage: Double, endSample: Int, confidence: Double = 0
    ) {
        self.phrase = phrase
        self.verdict = verdict
        self.gap = gap
        self.coverage = coverage
        self.endSample = endSample
        self.confidence = confidence
    }
}
