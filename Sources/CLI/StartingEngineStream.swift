import Speech

/// Standard error while libespeak-ng starts ahead on its thread (``EngineStart``): that thread points descriptor 2
/// at a temporary file during its calls, so a line written meanwhile (a notice, an error) first waits for the
/// start, then goes to the real stream. Once the start is over, lines go straight through.
final class StartingEngineStream: TextStream, @unchecked Sendable {
    private let stream: any TextStream
    private let start: EngineStart

    init(_ stream: any TextStream, start: EngineStart) {
        self.stream = stream
        self.start = start
    }

    func write(_ text: String) {
        start.waitUntilStarted()
        stream.write(text)
    }
}
