import Testing

@testable import Listening

@Suite struct HeldSoundTests {
    @Test func onlyPhonesHeldAtLeastTheMinimumAreHeldRuns() {
        let phones = [(start: 0, frames: 39), (start: 39, frames: 40), (start: 79, frames: 5), (start: 84, frames: 60)]
        #expect(HeldSound.runs(of: phones, minimumFrames: 40) == [39..<79, 84..<144])
        #expect(HeldSound.runs(of: phones, minimumFrames: 61).isEmpty)
    }

    @Test func theShareCountsOnlyTheWordFramesInsideHeldRuns() {
        // A word of 40 frames, its first 30 on a held run: 0.75; a second word of 10 frames outside it: 30 of 50.
        #expect(HeldSound.share(of: [10..<50], in: [0..<40]) == 0.75)
        #expect(HeldSound.share(of: [10..<50, 60..<70], in: [0..<40]) == 0.6)
        // Two held runs over one word add up; words wholly inside are 1.
        #expect(HeldSound.share(of: [0..<20], in: [0..<5, 15..<40]) == 0.5)
        #expect(HeldSound.share(of: [5..<10], in: [0..<40]) == 1)
    }

    @Test func noWordsOrNoHeldRunIsNoShare() {
        #expect(HeldSound.share(of: [], in: [0..<40]) == 0)
        #expect(HeldSound.share(of: [0..<40], in: []) == 0)
        #expect(HeldSound.share(of: [0..<40], in: [40..<100]) == 0)
    }

    @Test func theConfigurationRejectsPhrasesMostlyOnHeldSoundAndZeroTurnsItOff() {
        let configuration = RecognizerConfiguration()
        #expect(configuration.heldPhoneFrames == 40)
        #expect(configuration.maximumHeldShare == 0.5)
        #expect(RecognizerConfiguration(heldPhoneFrames: 0).heldPhoneFrames == Int.max)
    }
}
