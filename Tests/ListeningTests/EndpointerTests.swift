import Listening
import Testing

/// The endpointer on frame energies (dB), without the model: where utterances start and end.
@Suite struct EndpointerTests {
    /// The events of `energies`, with the frame each happened on (`mayGoOn` answered for every frame).
    static func events(_ energies: [Double], mayGoOn: Bool = false, configuration: Endpointer.Configuration = .init())
        -> [(frame: Int, event: Endpointer.Event)]
    {
        var endpointer = Endpointer(configuration: configuration)
        var events: [(Int, Endpointer.Event)] = []
        for (frame, energy) in energies.enumerated() {
            let event = endpointer.add(energy) { mayGoOn }
            if event != .none { events.append((frame, event)) }
        }
        return events
    }

    static func quiet(_ frames: Int, at level: Double = 2) -> [Double] { Array(repeating: level, count: frames) }
    static func loud(_ frames: Int, at level: Double = 60) -> [Double] { Array(repeating: level, count: frames) }

    @Test func aWordStartsAfterItsStartFramesWithItsLeadAndEndsAfterTheShortQuiet() {
        let configuration = Endpointer.Configuration()
        let events = Self.events(Self.quiet(50) + Self.loud(30) + Self.quiet(40))
        #expect(events.count == 2)
        #expect(events[0].frame == 50 + configuration.startFrames - 1)
        #expect(events[0].event == .started(start: 50 - configuration.leadFrames))
        #expect(events[1].frame == 80 + configuration.endFrames - 1)
        #expect(events[1].event == .ended)
    }

    @Test func wordsThatMayGoOnWaitTheLongQuiet() {
        let configuration = Endpointer.Configuration()
        let events = Self.events(Self.quiet(50) + Self.loud(30) + Self.quiet(40), mayGoOn: true)
        #expect(events.last?.frame == 80 + configuration.longEndFrames - 1)
        #expect(events.last?.event == .ended)
    }

    @Test func aClosureInsideAWordDoesNotEndIt() {
        let word = Self.loud(20) + Self.quiet(Endpointer.Configuration().endFrames - 1) + Self.loud(20)
        let events = Self.events(Self.quiet(30) + word + Self.quiet(30))
        #expect(events.map(\.event).filter { $0 == .ended }.count == 1)
        #expect(events.last?.frame == 30 + word.count + Endpointer.Configuration().endFrames - 1)
    }

    @Test func aHissFarBelowTheWordsIsQuietAfterThem() {
        // Digital silence, then a recording: its hiss (30 dB) and a word (75 dB) in it. The word ends at its own
        // end, not at the hiss's.
        let configuration = Endpointer.Configuration()
        let events = Self.events(
            Self.quiet(50, at: 0) + Self.quiet(30, at: 30) + Self.loud(30, at: 75) + Self.quiet(60, at: 30))
        #expect(events.first?.event == .started(start: 50 - configuration.leadFrames))
        #expect(events.last?.frame == 110 + configuration.endFrames - 1)
        #expect(events.count == 2, "the hiss after the word starts no utterance: \(events)")
    }

    @Test func aClickShorterThanTheStartFramesIsNoUtterance() {
        let click = Self.loud(Endpointer.Configuration().startFrames - 1)
        #expect(Self.events(Self.quiet(30) + click + Self.quiet(30)).isEmpty)
    }

    @Test func theFloorFollowsABackgroundThatGrowsSlowlyAndSpeechAboveIt() {
        // A fan turned up from 2 to 40 dB over two seconds is not speech; a voice 20 dB above it is.
        let ramp = (0..<200).map { 2 + Double($0) * 0.19 }
        let events = Self.events(ramp + Self.quiet(100, at: 40) + Self.loud(30, at: 60) + Self.quiet(30, at: 40))
        #expect(events.map(\.event).first == .started(start: 300 - Endpointer.Configuration().leadFrames))
        #expect(events.map(\.event).last == .ended)
        #expect(events.count == 2)
    }

    @Test func anUtteranceLongerThanTheLongestIsDroppedAndTheNextOneHeard() {
        let configuration = Endpointer.Configuration(longestFrames: 100)
        let events = Self.events(
            Self.quiet(30) + Self.loud(150) + Self.quiet(40) + Self.loud(20) + Self.quiet(40),
            configuration: configuration)
        #expect(events.map(\.event) == [.started(start: 10), .dropped, .started(start: 200), .ended])
    }

    @Test func resetEndsTheUtteranceWithoutAnEvent() {
        var endpointer = Endpointer()
        for energy in Self.quiet(30) + Self.loud(10) { _ = endpointer.add(energy) }
        #expect(endpointer.isInUtterance)
        endpointer.reset()
        #expect(!endpointer.isInUtterance)
        #expect(endpointer.add(60) == .none)
    }

    @Test func energyIsInDecibelsOfTheSquaredSample() {
        let silence = [Int16](repeating: 0, count: 160)
        let loud = [Int16](repeating: 10_000, count: 160)
        #expect(silence.withUnsafeBufferPointer { Endpointer.energy(of: $0) } == 0)
        let decibels = loud.withUnsafeBufferPointer { Endpointer.energy(of: $0) }
        #expect(abs(decibels - 80) < 0.01)
    }
}
