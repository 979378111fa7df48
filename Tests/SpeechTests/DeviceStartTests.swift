import Speech
import Testing

/// The sound device opened ahead, while the engine starts (issue 41): ALSA's null device, which plays nothing.
@Suite(.serialized) struct DeviceStartTests {
    @Test func theDeviceOpenedAheadIsTakenOverAtTheEnginesRate() throws {
        let start = DeviceStart(device: "null")
        let sink = try #require(start.sink(sampleRate: EspeakSynthesizer.nativeSampleRate))
        #expect(sink.sampleRate == EspeakSynthesizer.nativeSampleRate)
        let silence = [Int16](repeating: 0, count: 441)
        try silence.withUnsafeBufferPointer { try sink.write($0) }
        try sink.finish()
    }

    @Test func aSinkAtAnotherRateIsOpenedAgainAtThatRate() throws {
        let start = DeviceStart(device: "null")
        let sink = try #require(start.sink(sampleRate: 16_000))
        #expect(sink.sampleRate == 16_000)
        try sink.finish()
    }

    @Test func aSecondSinkIsADeviceOfItsOwn() throws {
        let start = DeviceStart(device: "null")
        let first = try #require(start.sink(sampleRate: EspeakSynthesizer.nativeSampleRate))
        let second = try #require(start.sink(sampleRate: EspeakSynthesizer.nativeSampleRate))
        #expect(first !== second)
        try first.finish()
        try second.finish()
    }

    @Test func aDeviceThatDoesNotOpenGivesNoSink() {
        let start = DeviceStart(device: "lector-no-such-device")
        start.waitUntilOpened()
        #expect(start.sink(sampleRate: EspeakSynthesizer.nativeSampleRate) == nil)
    }
}
