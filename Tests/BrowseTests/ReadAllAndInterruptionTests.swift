import Benchmarks
import Browse
import Domain
import Foundation
import Keys
import Screens
import Speech
import TestSupport
import Testing

@Suite struct ReadAllAndInterruptionTests {
    @Test func interactiveReadAllQueuesPartsWhileIdleAndAKeyStopsIt() throws {
        let library = try DemoLibrary.empty()
        try GeneratedCollection.insertItems(count: 120, into: library)
        let harness = try Harness(library: library, interactive: true)
        try harness.session.open(.screen(.items))
        _ = harness.take()
        try harness.session.perform(.readAll)
        #expect(harness.take().count == 50)
        try harness.session.continueReading()
        let second = harness.take()
        #expect(second.count == 50)
        #expect(second.first == "Desk 41: 167 dollars and 60 cents. Button.")
        try harness.session.perform(.next)
        _ = harness.take()
        try harness.session.continueReading()
        #expect(harness.take().isEmpty)
    }

    @Test func scriptReadAllSaysEveryStopToTheEnd() throws {
        let library = try DemoLibrary.empty()
        try GeneratedCollection.insertItems(count: 120, into: library)
        let harness = try Harness(library: library)
        try harness.session.open(.screen(.items))
        _ = harness.take()
        let said = try harness.run("read-all")
        #expect(said.count == 1 + 120 + 2)
        #expect(said.last == "Sort by: Name. Adjustable.")
    }

    @Test func everyKeyInterruptsSpeechFirst() throws {
        let sink = MemorySink()
        let output = SpeechOutput.playback(
            SpeechQueue(synthesizer: RecordingSynthesizer(), sink: sink), sampleRate: 22050)
        let harness = try Harness(interactive: true, output: output)
        try harness.session.open(.screen(.home))
        let before = sink.flushCount
        try InteractiveLoopTests.loop(harness, [.right, .character("?"), .character("x"), .character("?")]).run()
        #expect(sink.flushCount - before >= 4)
        try output.waitUntilIdle()
    }
}
