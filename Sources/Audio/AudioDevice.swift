import CPCAudio

/// An open sound device for signed 16-bit little-endian mono PCM, through pcaudiolib (PulseAudio, then ALSA).
///
/// The only owner of its `audio_object`: closed and destroyed in `deinit`. Not thread-safe; one owner
/// (the audio thread) writes, and `flush` may be called from that same owner between writes.
public final class AudioDevice {
    private let object: OpaquePointer
    private var isOpen = false
    /// The device name asked for (`null` is ALSA's null device), nil for the system default.
    public let device: String?
    /// The sample rate the device was opened with.
    public let sampleRate: Int

    /// Opens `device` (nil: the system default) for mono S16LE at `sampleRate`.
    ///
    /// alsa-lib prints its configuration errors straight to stderr; wrap this in `StandardErrorCapture`
    /// (Synthesis module) or redirect descriptor 2 when the user must not see them.
    public init(device: String?, sampleRate: Int, applicationName: String = "lector") throws(AudioError) {
        guard let object = create_audio_device_object(device, applicationName, "Screen reader") else {
            throw AudioError(
                code: -1, function: "create_audio_device_object", message: "no audio backend available",
                device: device)
        }
        self.object = object
        self.device = device
        self.sampleRate = sampleRate
        let code = audio_object_open(object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
        guard code == 0 else {
            // deinit destroys the object (every stored property is set by now).
            throw AudioError(code: code, function: "audio_object_open", message: Self.message(object, code), device: device)
        }
        isOpen = true
    }

    deinit {
        if isOpen { audio_object_close(object) }
        audio_object_destroy(object)
    }

    /// Writes samples; blocks while the device buffer is full.
    public func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioError) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let code = audio_object_write(object, base, samples.count * MemoryLayout<Int16>.size)
        guard code == 0 else {
            throw AudioError(code: code, function: "audio_object_write", message: Self.message(object, code), device: device)
        }
    }

    /// Drops whatever the device has not played yet (interruption).
    public func flush() {
        _ = audio_object_flush(object)
    }

    /// Waits until everything written has played.
    public func drain() {
        _ = audio_object_drain(object)
    }

    /// Drains and closes the device; later writes fail.
    public func close() {
        guard isOpen else { return }
        audio_object_drain(object)
        audio_object_close(object)
        isOpen = false
    }

    private static func message(_ object: OpaquePointer, _ code: Int32) -> String {
        audio_object_strerror(object, code).map { String(cString: $0) } ?? "error \(code)"
    }
}
