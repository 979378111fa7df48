import Foundation

/// What a ``PulseAudioDaemon``'s speaker plays, recorded from its monitor as it plays: `parecord` reads the monitor
/// source in 2 ms fragments into a pipe, and a thread of this process reads the pipe, noting when each block
/// arrives on the monotonic clock (``now()``). A sample's time is its block's arrival: when the server had played it
/// and the recorder had it, never earlier. (Counting samples from a start is no clock: across eight `espeak-ng`
/// runs, 8.1 s of the monitor held 7.5 s of samples.)
public final class MonitorRecording: @unchecked Sendable {
    /// The recording's rate: libespeak-ng's, so nothing is resampled on the way.
    public static let sampleRate = 22050
    /// A sample at least this loud (about −40 dBFS) is audible; below it counts as silence.
    public static let audibleLevel: Int16 = 300

    /// The samples and their blocks' arrivals, shared with the reading thread.
    private final class Tape: @unchecked Sendable {
        let lock = NSCondition()
        var samples: [Int16] = []
        /// Each block read: the index after its last sample, and when it arrived.
        var blocks: [(end: Int, arrival: Double)] = []
        var carry: UInt8?
        var ended = false
    }

    private let tape = Tape()
    private let pid: pid_t
    private let descriptor: Int32

    /// The monotonic clock, in seconds (the one ``firstSound(after:)`` and its kin answer in).
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts recording `server`'s speaker; returns once the first block has arrived.
    public init(server: PulseAudioDaemon) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw PulseAudioDaemon.Failure(description: "pipe failed (\(errno))") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let arguments = [
            "/usr/bin/parecord", "--raw", "--device=\(PulseAudioDaemon.speaker).monitor", "--format=s16le",
            "--rate=\(Self.sampleRate)", "--channels=1", "--latency-msec=2",
        ]
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in server.environment { variables[key] = value }
        let started = CleanSpawn.start(arguments, environment: variables, standardOutput: .descriptor(ends[1]))
        close(ends[1])
        guard let started else {
            close(ends[0])
            throw PulseAudioDaemon.Failure(
                description: "could not start /usr/bin/parecord (Debian package pulseaudio-utils)")
        }
        pid = started
        descriptor = ends[0]
        let tape = self.tape
        let thread = Thread { [descriptor] in Self.read(descriptor, into: tape) }
        thread.name = "lector.monitor-recording"
        thread.start()
        tape.lock.lock()
        let end = Date().addingTimeInterval(10)
        while tape.samples.isEmpty && !tape.ended && tape.lock.wait(until: end) {}
        let recording = !tape.samples.isEmpty
        tape.lock.unlock()
        guard recording else {
            throw PulseAudioDaemon.Failure(description: "parecord recorded nothing from \(PulseAudioDaemon.speaker)")
        }
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        close(descriptor)
    }

    private static func read(_ descriptor: Int32, into tape: Tape) {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            let arrival = now()
            if count < 0 && errno == EINTR { continue }
            tape.lock.lock()
            guard count > 0 else {
                tape.ended = true
                tape.lock.broadcast()
                tape.lock.unlock()
                return
            }
            var bytes = buffer[0..<count]
            if let low = tape.carry {
                tape.samples.append(Int16(bitPattern: UInt16(low) | UInt16(bytes.removeFirst()) << 8))
                tape.carry = nil
            }
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                tape.samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                index += 2
            }
            if index < bytes.endIndex { tape.carry = bytes[index] }
            if tape.samples.count > (tape.blocks.last?.end ?? 0) {
                tape.blocks.append((tape.samples.count, arrival))
            }
            tape.lock.broadcast()
            tape.lock.unlock()
        }
    }

    // MARK: - Reading the recording

    /// The time of sample `index` (recorded): its block's arrival.
    private func time(_ index: Int) -> Double {
        tape.blocks[firstBlock { $0.end > index }].arrival
    }

    /// The index of the first sample of the first block that arrived at or after `time` (the count when none has).
    private func index(_ time: Double) -> Int {
        let block = firstBlock { $0.arrival >= time }
        return block == 0 ? 0 : tape.blocks[block - 1].end
    }

    /// The first block for which `isAfter` holds, where it holds for every later one too (the blocks' count when none).
    private func firstBlock(where isAfter: ((end: Int, arrival: Double)) -> Bool) -> Int {
        var low = 0
        var high = tape.blocks.count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(tape.blocks[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func isAudible(_ sample: Int16) -> Bool { sample.magnitude >= UInt16(Self.audibleLevel) }

    /// When the first audible sample of a block that arrived after `time` arrived, if one has yet.
    public func firstSound(after time: Double) -> Double? {
        tape.lock.lock()
        defer { tape.lock.unlock() }
        let from = index(time)
        guard from < tape.samples.count else { return nil }
        return tape.samples[from...].firstIndex(where: isAudible).map(self.time)
    }

    /// When the last audible sample of the blocks that arrived after `time` arrived; nil when none did.
    public func lastSound(after time: Double) -> Double? {
        tape.lock.lock()
        defer { tape.lock.unlock() }
        let from = index(time)
        guard from < tape.samples.count else { return nil }
        return tape.samples[from...].lastIndex(where: isAudible).map(self.time)
    }

    /// How many audible samples arrived between `start` and `end`.
    public func audibleSamples(from start: Double, to end: Double) -> Int {
        tape.lock.lock()
        defer { tape.lock.unlock() }
        let range = min(index(start), tape.samples.count)..<min(index(end), tape.samples.count)
        return tape.samples[range].count(where: isAudible)
    }

    /// Waits until an audible sample after `time` has been recorded; its time, or nil after `timeout` seconds.
    public func waitForSound(after time: Double, timeout: Double) -> Double? {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            if let sound = firstSound(after: time) { return sound }
            usleep(1_000)
        } while Date() < end
        return nil
    }

    /// Waits until the last `seconds` recorded hold no audible sample; false after `timeout` seconds.
    @discardableResult
    public func waitForSilence(lasting seconds: Double, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            tape.lock.lock()
            let recorded = tape.samples.count
            let span = Int(seconds * Double(Self.sampleRate))
            let silent = recorded >= span && !tape.samples[(recorded - span)...].contains(where: isAudible)
            tape.lock.unlock()
            if silent { return true }
            usleep(5_000)
        } while Date() < end
        return false
    }

    /// Waits until the last block recorded holds an audible sample: sound is playing now. False after `timeout`.
    @discardableResult
    public func waitUntilSounding(timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            tape.lock.lock()
            let start = tape.blocks.count < 2 ? 0 : tape.blocks[tape.blocks.count - 2].end
            let sounding = tape.samples[start...].contains(where: isAudible)
            tape.lock.unlock()
            if sounding { return true }
            usleep(200)
        } while Date() < end
        return false
    }

    /// Waits until the recording reaches `time` (its samples up to then have arrived); false after `timeout`.
    @discardableResult
    public func waitUntilRecorded(_ time: Double, timeout: Double = 5) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            tape.lock.lock()
            let reached = (tape.blocks.last?.arrival ?? -.infinity) >= time
            tape.lock.unlock()
            if reached { return true }
            usleep(1_000)
        } while Date() < end
        return false
    }
}
