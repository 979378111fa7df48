import Testing

@testable import Listening

@Suite struct SoundLevelTests {
    /// `frames` frames of 10 ms, each a constant `amplitude`.
    static func frames(_ count: Int, amplitude: Int16) -> [Int16] {
        [Int16](repeating: amplitude, count: count * SoundLevel.frameSamples)
    }

    @Test func framesFortyDecibelsBelowTheLoudestAreQuietAndCountedAtTheEnd() {
        var level = SoundLevel()
        // 10 000 is 40 dB above 100 (amplitude ratio 100, energy ratio 10^4): 99 is just under the line, 101 above.
        level.add(Self.frames(5, amplitude: 10_000) + Self.frames(2, amplitude: 99) + Self.frames(1, amplitude: 101))
        #expect(level.quietFrames == 0)
        level.add(Self.frames(3, amplitude: 99))
        #expect(level.quietFrames == 3)
        #expect(level.loudest == 10_000.0 * 10_000 * Double(SoundLevel.frameSamples))
    }

    @Test func aLouderFrameEndsTheQuietRun() {
        var level = SoundLevel()
        level.add(Self.frames(2, amplitude: 5_000) + Self.frames(4, amplitude: 0))
        #expect(level.quietFrames == 4)
        level.add(Self.frames(1, amplitude: 400))
        #expect(level.quietFrames == 0)
    }

    /// Noise 30 dB under the speech is never quiet: after noise the recognizer waits the whole end silence.
    @Test func noiseThirtyDecibelsUnderTheSpeechIsNotQuiet() {
        var level = SoundLevel()
        level.add(Self.frames(10, amplitude: 3_162) + Self.frames(10, amplitude: 100))
        #expect(level.quietFrames == 0)
    }

    @Test(arguments: [1, 7, 160, 320, 1_000])
    func framesAreWholeRunsWhateverTheSizeOfEachCall(size: Int) {
        let samples =
            Self.frames(4, amplitude: 8_000) + Self.frames(6, amplitude: 0) + [Int16](repeating: 9_000, count: 80)
        var whole = SoundLevel()
        whole.add(samples)
        var pieces = SoundLevel()
        for start in stride(from: 0, to: samples.count, by: size) {
            pieces.add(Array(samples[start..<min(start + size, samples.count)]))
        }
        #expect(pieces == whole)
        // The half frame of sound at the end is not a whole frame yet.
        #expect(whole.quietFrames == 6)
    }

    @Test func resetForgetsTheUtterance() {
        var level = SoundLevel()
        level.add(Self.frames(3, amplitude: 1_000) + Self.frames(2, amplitude: 0))
        level.reset()
        #expect(level == SoundLevel())
    }
}
