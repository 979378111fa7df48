import Audio
import Testing

@Suite(.serialized) struct AudioDeviceTests {
    @Test func alsaNullDeviceOpensAndTakesSamples() throws {
        let device = try AudioDevice(device: "null", sampleRate: 22050)
        let silence = [Int16](repeating: 0, count: 2205)
        try silence.withUnsafeBufferPointer { try device.write($0) }
        device.flush()
        device.close()
    }

    @Test func aDeviceThatDoesNotExistFailsWithTheTypedError() throws {
        let error = try #require(throws: AudioError.self) {
            try AudioDevice(device: "lector-no-such-device", sampleRate: 22050)
        }
        #expect(error.function == "audio_object_open")
        #expect(error.code != 0)
        #expect(error.device == "lector-no-such-device")
        #expect(!error.message.isEmpty)
    }
}
