import Speech

/// Standard error while libespeak-ng starts ahead on its thread (``EngineStart``) and the sound device opens on
/// another (``DeviceStart``): those threads point descriptor 2 at a temporary file during their calls, so a line
/// written meanwhile (a notice, an error) first waits for the start and the open, then goes to the real stream. Once
/// they are over, lines go straight through.
final class StartingEngineStream: TextStream, @unchecked Sendable {
    private let stream: any TextStream
    private let start: EngineStart
    private let device: DeviceStart?

    init(_ stream: any TextStream, start: EngineStart, device: DeviceStart? = nil) {
        self.stream = stream
        self.start = start
        self.device = device
    }

    func write(_ text: String) {
        start.waitUntilStarted()
        device?.waitUntilOpened()
        stream.write(text)
    }
}
