import Listening
import Testing

/// The decision, without the model, on the evidence of recorded utterances (espeak-ng's en-us and en-gb voices at
/// 150 and 200 words a minute: the voices the thresholds were set on). Each keeps the gap and coverage measured (the
/// frame counts are ones that give them), and the second view's phrase where it was decoded.
@Suite struct AcceptancePolicyTests {
    typealias Evidence = AcceptancePolicy.Evidence

    /// (said, evidence, verdict): what the two searches gave for a recorded utterance and what must follow.
    static let recorded: [(said: String, evidence: Evidence, verdict: Hearing.Verdict?)] = [
        // Right, both views agree: acted on.
        (
            "show photos",
            Evidence(
                phrase: "show photos", wordFrames: 60, speechFrames: 61, advantage: 78,
                secondPhrase: "show photos"), .accepted
        ),
        (
            "repeat",
            Evidence(
                phrase: "repeat", wordFrames: 40, speechFrames: 27, advantage: -236,
                secondPhrase: "repeat"), .accepted
        ),
        // Wrong, at a small gap: the second view hears the phrase said; asked again, not acted on.
        (
            "show settings",
            Evidence(
                phrase: "show photos", wordFrames: 70, speechFrames: 71, advantage: 903,
                secondPhrase: "show settings"), .unsure
        ),
        // Wrong, at a gap above the accepted: asked again.
        (
            "next", Evidence(phrase: "open", wordFrames: 30, speechFrames: 38, advantage: 672, secondPhrase: nil),
            .unsure
        ),
        // Other speech: the phone loop explains it far better than any phrase.
        ("banana", Evidence(phrase: "back", wordFrames: 20, speechFrames: 55, advantage: 1_778), .rejected),
        ("what time is it", Evidence(phrase: "back", wordFrames: 25, speechFrames: 66, advantage: 3_152), .rejected),
        // Constructed: a phrase on a third of the speech ("go home" heard as "back": coverage 0.29, as measured),
        // with a small gap: rejected whatever its gap.
        (
            "go home",
            Evidence(
                phrase: "back", wordFrames: 17, speechFrames: 58, advantage: 100,
                secondPhrase: "back"), .rejected
        ),
        // Asterisk's beeps: one phone held over most of the sound (42 of 42 frames, 35 of 42), at a small gap.
        (
            "beep",
            Evidence(
                phrase: "back", wordFrames: 52, speechFrames: 42, advantage: 780, longestPhone: 42,
                secondPhrase: "back"), .rejected
        ),
        (
            "beeperr",
            Evidence(
                phrase: "back", wordFrames: 41, speechFrames: 42, advantage: 492, longestPhone: 35,
                secondPhrase: "back"), .rejected
        ),
        // Nothing word-like: no verdict, nothing said.
        ("", Evidence(phrase: "", wordFrames: 0, speechFrames: 0, advantage: 0), nil),
    ]

    @Test(arguments: recorded.indices)
    func aRecordedUtteranceGetsItsVerdict(index: Int) {
        let (said, evidence, verdict) = Self.recorded[index]
        #expect(AcceptancePolicy().verdict(on: evidence) == verdict, "\(said): gap \(evidence.gap)")
    }

    @Test func onlyAPhraseTheFirstViewWouldActOnIsDecodedAgain() {
        let policy = AcceptancePolicy()
        for (_, evidence, _) in Self.recorded {
            let alone = Evidence(
                phrase: evidence.phrase, wordFrames: evidence.wordFrames, speechFrames: evidence.speechFrames,
                advantage: evidence.advantage)
            #expect(
                policy.wantsSecondView(of: alone)
                    == (evidence.gap <= policy.acceptGap && evidence.coverage >= 0.5 && !evidence.phrase.isEmpty))
        }
    }

    @Test func theThresholdsBoundTheVerdicts() {
        let policy = AcceptancePolicy(acceptGap: 10, unsureGap: 20, minimumCoverage: 0.5)
        func verdict(_ advantage: Int, agreeing: Bool = true) -> Hearing.Verdict? {
            policy.verdict(
                on: Evidence(
                    phrase: "next", wordFrames: 10, speechFrames: 10, advantage: advantage,
                    secondPhrase: agreeing ? "next" : "open"))
        }
        #expect(verdict(100) == .accepted)
        #expect(verdict(100, agreeing: false) == .unsure)
        #expect(verdict(101) == .unsure)
        #expect(verdict(200) == .unsure)
        #expect(verdict(201) == .rejected)
        #expect(AcceptancePolicy(acceptGap: 30, unsureGap: 10).unsureGap == 30)
        let steady = Evidence(
            phrase: "next", wordFrames: 10, speechFrames: 10, advantage: 0, longestPhone: 8, secondPhrase: "next")
        #expect(AcceptancePolicy(maximumSteadiness: 0.8).verdict(on: steady) == .accepted)
        #expect(AcceptancePolicy(maximumSteadiness: 0.7).verdict(on: steady) == .rejected)
    }

    @Test func confidenceHalvesWithEveryAcceptGap() {
        let policy = AcceptancePolicy(acceptGap: 20)
        func confidence(_ gap: Int) -> Double {
            policy.confidence(of: Evidence(phrase: "next", wordFrames: 1, speechFrames: 1, advantage: gap))
        }
        #expect(confidence(0) == 1)
        #expect(confidence(-5) == 1)
        #expect(confidence(20) == 0.5)
        #expect(confidence(40) == 0.25)
    }
}
