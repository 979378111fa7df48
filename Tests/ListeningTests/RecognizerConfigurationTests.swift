import Testing

@testable import Listening

@Suite struct RecognizerConfigurationTests {
    @Test func byDefaultAPhraseNothingContinuesEndsAfterTheShortPause() {
        let configuration = RecognizerConfiguration()
        #expect(configuration.finalPauseFrames == 8)
        #expect(configuration.detectorEndFrames == 8)
        #expect(configuration.extraEndSilenceFrames == 17)
        #expect(configuration.earlyCoverage == 0.6)
    }

    @Test func withoutAShortPauseTheDetectorWaitsTheWholeEndSilence() {
        let configuration = RecognizerConfiguration(finalPauseFrames: 0)
        #expect(configuration.detectorEndFrames == 15)
        #expect(configuration.extraEndSilenceFrames == 0)
    }

    @Test(arguments: [(8, 8, 17), (15, 15, 0), (20, 15, 0), (1, 1, 24)])
    func aShortPauseEndsTheDetectorEarlyAndAPhraseThatMayGoOnWaitsForTheRest(pause: Int, detector: Int, extra: Int) {
        let configuration = RecognizerConfiguration(finalPauseFrames: pause)
        #expect(configuration.detectorEndFrames == detector)
        // The rest of the 15 frames, and the 10 the detector needs to hear speech start again.
        #expect(configuration.extraEndSilenceFrames == extra)
    }
}
