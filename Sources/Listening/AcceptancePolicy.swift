import Foundation

/// Whether to act on the grammar's closest phrase: the one decision of the recognizer, on numbers the two searches
/// give, testable without the model.
///
/// The grammar search always ends on some phrase. A free loop of the model's phones over the same frames says how
/// well any speech could explain them; the difference of their acoustic scores per frame of the phrase's words is
/// the gap (0 when the phrase explains the sound as well as free phones do; larger the worse it fits). A phrase is
/// acted on only when the gap is small, its words cover enough of the sound the loop heard as speech, and that sound
/// is not one phone held (a steady sound: a beep, a hum, a hiss); a little above, the user is asked to say it again;
/// otherwise nothing happens.
///
/// A phrase that would be acted on must also be heard the same from a second view of the sound: the utterance's
/// frames normalized by their own mean instead of the model's (or the session's). The confusions that get past the
/// gap ("show settings" heard as "show photos", "next" as "open") come from a voice or a microphone whose spectrum
/// the mean does not match; a phrase both normalizations agree on does not depend on that. When they disagree, the
/// user is asked to say it again.
///
/// A wrong action is the worst outcome, so the thresholds are set from measurement (``Recognizer``) for the fewest
/// wrong actions, not the most right ones.
public struct AcceptancePolicy: Sendable, Equatable {
    /// What the searches found in one utterance.
    public struct Evidence: Sendable, Equatable {
        /// The grammar's closest phrase ("" when its search reached no phrase).
        public var phrase: String
        /// Frames the phrase's own words cover (not the pauses around them).
        public var wordFrames: Int
        /// Frames the phone loop heard as phones (not silence).
        public var speechFrames: Int
        /// The phone loop's acoustic score minus the grammar path's, over the whole utterance.
        public var advantage: Int
        /// The grammar's closest phrase from the second view (the utterance's own mean); nil when it was not
        /// decoded (the first view would not act).
        public var secondPhrase: String?
        /// The frames of the longest run of one phone in the phone loop's path.
        public var longestPhone: Int

        /// Creates the evidence of one utterance.
        public init(
            phrase: String, wordFrames: Int, speechFrames: Int, advantage: Int, longestPhone: Int = 0,
            secondPhrase: String? = nil
        ) {
            self.phrase = phrase
            self.wordFrames = wordFrames
            self.speechFrames = speechFrames
            self.advantage = advantage
            self.longestPhone = longestPhone
            self.secondPhrase = secondPhrase
        }

        /// The advantage per frame of the phrase's words.
        public var gap: Double { Double(advantage) / Double(max(wordFrames, 1)) }
        /// The share of the speech the phrase's words cover.
        public var coverage: Double { Double(wordFrames) / Double(max(speechFrames, 1)) }
        /// The share of the speech the longest run of one phone takes.
        public var steadiness: Double { Double(longestPhone) / Double(max(speechFrames, 1)) }
    }

    /// The largest gap acted on.
    public var acceptGap: Double
    /// The largest gap that asks to hear it again.
    public var unsureGap: Double
    /// The least share of the speech the phrase's words must cover.
    public var minimumCoverage: Double
    /// The largest share of the speech one phone may hold: above it the sound is steady (a tone, a hum, a hiss),
    /// not speech. Speech changes phone every few frames (the longest phone of the commands and of a person's NATO
    /// words held at most 0.61 of the sound, in "back"); the phone loop hears a beep as one phone held for 0.83 to
    /// all of it, and pink noise as one "th".
    public var maximumSteadiness: Double

    /// The thresholds measured on the voice corpus.
    public init(
        acceptGap: Double = 20, unsureGap: Double = 30, minimumCoverage: Double = 0.5, maximumSteadiness: Double = 0.75
    ) {
        self.acceptGap = acceptGap
        self.unsureGap = max(acceptGap, unsureGap)
        self.minimumCoverage = minimumCoverage
        self.maximumSteadiness = maximumSteadiness
    }

    /// Whether the first view alone would act on `evidence`: the second view is then worth decoding.
    public func wantsSecondView(of evidence: Evidence) -> Bool {
        verdict(on: evidence, agreeing: true) == .accepted
    }

    /// The verdict on `evidence`; nil when nothing word-like was heard (no phrase, no phone).
    public func verdict(on evidence: Evidence) -> Hearing.Verdict? {
        verdict(on: evidence, agreeing: evidence.secondPhrase == evidence.phrase)
    }

    private func verdict(on evidence: Evidence, agreeing: Bool) -> Hearing.Verdict? {
        guard !evidence.phrase.isEmpty || evidence.speechFrames > 0 else { return nil }
        guard !evidence.phrase.isEmpty, evidence.wordFrames > 0, evidence.coverage >= minimumCoverage,
            evidence.steadiness <= maximumSteadiness
        else {
            return .rejected
        }
        if evidence.gap <= acceptGap { return agreeing ? .accepted : .unsure }
        return evidence.gap <= unsureGap ? .unsure : .rejected
    }

    /// The confidence logged with a phrase, 0 to 1: 1 at a gap of 0, halving with every ``acceptGap``.
    public func confidence(of evidence: Evidence) -> Double {
        pow(2, -max(0, evidence.gap) / max(acceptGap, 1))
    }
}
