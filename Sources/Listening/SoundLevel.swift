/// The loudness of one utterance in 10 ms frames of 16 kHz samples: its loudest frame so far, and how many frames
/// at its end were quiet (their energy at least 40 dB below the loudest's). The recognizer uses it to tell, once
/// the detector has ended speech on a phrase that another continues ("next" before "next button"), whether the
/// next word has begun: espeak's voices leave at most 3 quiet frames between "next" and the word after it.
///
/// Noise keeps frames from being quiet (pink noise 30 dB under the speech is not), so in noise nothing ends
/// early: the recognizer waits the whole end silence, as it did before.
struct SoundLevel: Equatable {
    /// Samples in one frame: 10 ms.
    static let frameSamples = 160
    /// A frame is quiet when its energy is at most this share of the loudest frame's: 40 dB below it.
    static let quietShare = 1e-4

    /// The energy (sum of squared samples) of the loudest whole frame so far.
    private(set) var loudest = 0.0
    /// Whole frames at the end that were quiet, counted against the loudest frame heard up to each of them.
    private(set) var quietFrames = 0
    /// The energy and the sample count of the frame being filled.
    private var energy = 0.0
    private var filled = 0

    /// Forgets everything (a new utterance).
    mutating func reset() {
        self = SoundLevel()
    }

    /// Adds samples; frames are whole 160-sample runs across calls, whatever the size of each call.
    mutating func add(_ samples: UnsafeBufferPointer<Int16>) {
        for sample in samples {
            let value = Double(sample)
            energy += value * value
            filled += 1
            guard filled == Self.frameSamples else { continue }
            loudest = max(loudest, energy)
            quietFrames = energy <= loudest * Self.quietShare ? quietFrames + 1 : 0
            energy = 0
            filled = 0
        }
    }

    /// Adds samples (an array).
    mutating func add(_ samples: [Int16]) {
        samples.withUnsafeBufferPointer { add($0) }
    }
}
