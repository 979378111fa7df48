import Testing

@testable import Listening

@Suite struct RecognizerConfigurationTests {
    @Test func byDefaultTheDetectorEndsAfterTheShortPause() {
        let configuration = RecognizerConfiguration()
        #expect(configuration.finalPauseFrames == 8)
        #expect(configuration.detectorEndFrames == 8)
        #expect(configuration.extraEndSilenceFrames == 17)
        #expect(configuration.earlyCoverage == 0.6)
        #expect(configuration.extensionQuietFrames == 3)
        #expect(configuration.secondDecodingLeadFrames == 30)
    }

    @Test func withoutAShortPauseTheDetectorWaitsTheWholeEndSilence() {
        let configuration = RecognizerConfiguration(finalPauseFrames: 0)
        #expect(configuration.detectorEndFrames == 15)
        #expect(configuration.extraEndSilenceFrames == 0)
    }

    /// `en-us` "first" at 150 ended at its closure, before the t, was heard as "slower" with its words covering
    /// 0.51 of the sound: it must be decoded again, not acted on; commands said whole covered 0.62 and more.
    @Test(arguments: [(0.51, false), (0.3, false), (0.62, true), (0.9, true), (1.2, true)])
    func anEarlyEndIsTrustedOnlyWhenItsWordsCoverTheSound(coverage: Double, trusted: Bool) {
        #expect(RecognizerConfiguration().trustsEarlyEnd(coverage: coverage) == trusted)
    }

    @Test(arguments: [(8, 8, 17), (15, 15, 0), (20, 15, 0), (1, 1, 24)])
    func aShortPauseEndsTheDetectorEarlyAndAPhraseThatMayGoOnWaitsForTheRest(pause: Int, detector: Int, extra: Int) {
        let configuration = RecognizerConfiguration(finalPauseFrames: pause)
        #expect(configuration.detectorEndFrames == detector)
        // The rest of the 15 frames, and the 10 the detector needs to hear speech start again.
        #expect(configuration.extraEndSilenceFrames == extra)
    }
}
