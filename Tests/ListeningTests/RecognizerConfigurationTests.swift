import Testing

@testable import Listening

@Suite struct RecognizerConfigurationTests {
    @Test func withoutAShortPauseTheDetectorWaitsTheWholeEndSilence() {
        let configuration = RecognizerConfiguration()
        #expect(configuration.finalPauseFrames == 0)
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
