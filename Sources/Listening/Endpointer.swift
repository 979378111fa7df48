import Foundation

/// Where utterances start and end in a stream of 10 ms frames, from their loudness alone: the one place that decides
/// when the recognizer listens. Pure: it sees frame energies in dB, never the model.
///
/// It tracks the background's level (the noise floor: it follows a quieter frame at once, a louder one slowly, and
/// only while no one speaks). Speech starts when ``Configuration/startFrames`` frames in a row are
/// ``Configuration/startMargin`` dB or more above the floor, and the utterance begins ``Configuration/leadFrames``
/// before the first of them (a word's soft start, "f" or "h", is quieter than its vowel). It ends after
/// ``Configuration/endFrames`` quiet frames in a row, or after ``Configuration/longEndFrames`` when the words so far
/// may go on (the recognizer says which); a frame is quiet within ``Configuration/endMargin`` dB of the floor, or
/// ``Configuration/peakDrop`` dB or more below the utterance's loudest frame (a hiss the floor did not learn before
/// the words, as in a recording padded with digital silence: the quiet that ends an utterance becomes the floor).
/// An utterance longer than
/// ``Configuration/longestFrames`` is no command, and is dropped whole.
public struct Endpointer: Sendable, Equatable {
    /// The constants, in frames of 10 ms and dB.
    public struct Configuration: Sendable, Equatable {
        /// How far above the floor a frame is speech.
        public var startMargin: Double
        /// Frames above ``startMargin`` in a row that start an utterance.
        public var startFrames: Int
        /// Frames kept before the first loud one.
        public var leadFrames: Int
        /// A frame within this of the floor is quiet.
        public var endMargin: Double
        /// A frame this far below the utterance's loudest is quiet: speech's own range within a command is less
        /// (its soft consonants lie 20–30 dB under its vowels).
        public var peakDrop: Double
        /// Quiet frames in a row that end an utterance whose words make a whole phrase nothing continues: above the
        /// longest quiet inside a phrase in espeak-ng's voices (6, the closure of "button"'s t).
        public var endFrames: Int
        /// Quiet frames in a row that end any other utterance: espeak-ng's voices start the next word of a phrase
        /// within 3 quiet frames.
        public var longEndFrames: Int
        /// The longest utterance listened to.
        public var longestFrames: Int
        /// How much of the way to a louder frame the floor moves in one frame without speech: a background that
        /// grows louder (a fan turned on) is followed within a second or two, a word never.
        public var floorRise: Double

        /// The values measured on the voice corpus (``Recognizer``'s documentation gives the figures).
        public init(
            startMargin: Double = 12, startFrames: Int = 6, leadFrames: Int = 20, endMargin: Double = 6,
            peakDrop: Double = 40, endFrames: Int = 8, longEndFrames: Int = 15, longestFrames: Int = 500,
            floorRise: Double = 0.02
        ) {
            self.startMargin = startMargin
            self.startFrames = max(1, startFrames)
            self.leadFrames = max(0, leadFrames)
            self.endMargin = endMargin
            self.peakDrop = peakDrop
            self.endFrames = max(1, endFrames)
            self.longEndFrames = max(self.endFrames, longEndFrames)
            self.longestFrames = max(1, longestFrames)
            self.floorRise = min(max(0, floorRise), 1)
        }
    }

    /// Where the stream is.
    public enum State: Sendable, Equatable {
        /// No one speaks; `loud` frames in a row have been above the start margin.
        case quiet(loud: Int)
        /// An utterance that began at frame `start`, its loudest frame `peak` dB; `quiet` frames in a row at its
        /// end were quiet.
        case speech(start: Int, peak: Double, quiet: Int, quietEnergy: Double)
        /// An utterance grew past the longest: wait for its end without listening.
        case overlong(quiet: Int)
    }

    /// What one frame did.
    public enum Event: Sendable, Equatable {
        /// Nothing changed.
        case none
        /// An utterance began at frame `start` (earlier than this frame: it includes the lead).
        case started(start: Int)
        /// The utterance ended with this frame.
        case ended
        /// The utterance in progress is too long to be a command: drop it.
        case dropped
    }

    /// The constants in force.
    public let configuration: Configuration
    /// Where the stream is.
    public private(set) var state = State.quiet(loud: 0)
    /// The background's level in dB; nil before the first frame.
    public private(set) var floor: Double?
    /// Frames seen.
    public private(set) var frames = 0

    /// An endpointer at the start of a stream.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether an utterance is in progress.
    public var isInUtterance: Bool {
        if case .speech = state { return true }
        return false
    }

    /// Takes the next frame's energy (dB). `mayGoOn` says whether the words heard so far may be continued by more
    /// (the long end silence applies); it is asked only when the short end silence has passed.
    public mutating func add(_ energy: Double, mayGoOn: () -> Bool = { false }) -> Event {
        defer { frames += 1 }
        let floor = self.floor ?? energy
        let frame = frames
        switch state {
        case .quiet(let loud):
            if energy >= floor + configuration.startMargin {
                let count = loud + 1
                if count >= configuration.startFrames {
                    let start = max(0, frame - count + 1 - configuration.leadFrames)
                    state = .speech(start: start, peak: energy, quiet: 0, quietEnergy: 0)
                    return .started(start: start)
                }
                state = .quiet(loud: count)
            } else {
                state = .quiet(loud: 0)
            }
            self.floor = energy < floor ? energy : floor + (energy - floor) * configuration.floorRise
            return .none
        case .speech(let start, let loudest, let quiet, let quietEnergy):
            let peak = max(loudest, energy)
            let silent = energy <= floor + configuration.endMargin || energy <= peak - configuration.peakDrop
            let count = silent ? quiet + 1 : 0
            let background = silent ? quietEnergy + energy : 0
            if frame - start + 1 > configuration.longestFrames {
                state = .overlong(quiet: count)
                return .dropped
            }
            if count >= configuration.longEndFrames || (count >= configuration.endFrames && !mayGoOn()) {
                // The quiet that ended it is the background now (a hiss under the words).
                self.floor = max(floor, background / Double(count))
                state = .quiet(loud: 0)
                return .ended
            }
            state = .speech(start: start, peak: peak, quiet: count, quietEnergy: background)
            if energy < floor { self.floor = energy }
            return .none
        case .overlong(let quiet):
            let count = energy <= floor + configuration.endMargin ? quiet + 1 : 0
            if energy < floor { self.floor = energy }
            state = count >= configuration.longEndFrames ? .quiet(loud: 0) : .overlong(quiet: count)
            return .none
        }
    }

    /// Ends an utterance in progress (the end of the audio, or Lector's own voice): back to quiet.
    public mutating func reset() {
        state = .quiet(loud: 0)
    }

    /// The energy of one frame of samples in dB (of a full-scale 16-bit sample's square: silence about 0, a
    /// loud voice 60–80).
    public static func energy(of samples: UnsafeBufferPointer<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples {
            let value = Double(sample)
            sum += value * value
        }
        return 10 * log10(sum / Double(samples.count) + 1)
    }
}
