import Foundation
import Synthesis

/// The sound device opened ahead of need on a thread of its own, while the engine starts (``EngineStart``) and the
/// caller goes on: connecting to the sound server and creating the stream no longer wait for the engine's start, nor
/// the engine for them. ``sink(sampleRate:)`` takes the opened device over, waiting for what is not done yet.
///
/// The device is opened for ``EspeakSynthesizer/nativeSampleRate``, the rate the engine reports once started; a sink
/// asked for at another rate is opened again at that rate. While the open runs, descriptor 2 points at a temporary
/// file (``StandardErrorCapture``): whoever writes to standard error meanwhile first waits with
/// ``waitUntilOpened()``.
public final class DeviceStart: @unchecked Sendable {
    private let name: String?
    private let sampleRate: Int
    private let condition = NSCondition()
    /// Set once, by the opening thread, under `condition`.
    private var opened: DeviceSink??
    private var takenOver = false

    /// Starts opening `device` (nil: the default one) on a new thread; returns at once.
    public init(device: String?, sampleRate: Int = EspeakSynthesizer.nativeSampleRate) {
        name = device
        self.sampleRate = sampleRate
        let thread = Thread { [self] in
            let sink = DeviceSink.open(device: name, sampleRate: sampleRate)
            condition.lock()
            opened = .some(sink)
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "lector.device-start"
        thread.start()
    }

    /// Returns once the open has run (descriptor 2 is the process's own again): at once when it has.
    public func waitUntilOpened() {
        _ = waitForOpen()
    }

    private func waitForOpen() -> DeviceSink? {
        condition.lock()
        defer { condition.unlock() }
        while opened == nil { condition.wait() }
        return opened ?? nil
    }

    /// The opened device for samples at `sampleRate`; nil when no device opens. The first call takes the device
    /// opened ahead over (closed and opened again when it was opened at another rate); a later one opens another.
    public func sink(sampleRate rate: Int) -> DeviceSink? {
        let ahead = waitForOpen()
        condition.lock()
        let first = !takenOver
        takenOver = true
        condition.unlock()
        if first, rate == sampleRate { return ahead }
        if first, let ahead { try? ahead.finish() }
        return DeviceSink.open(device: name, sampleRate: rate)
    }
}
