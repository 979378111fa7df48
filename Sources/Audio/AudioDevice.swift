import CPCAudio

/// An open sound device for signed 16-bit little-endian mono PCM, through pcaudiolib (PulseAudio, then ALSA).
///
/// The only owner of its `audio_object`: closed and destroyed in `deinit`. Not thread-safe; one owner
/// (the audio thread) writes, and `flush` may be called from that same owner between writes.
///
/// libpcaudio itself is opened on the first device (``libraryProblem`` says why when it cannot be).
public final class AudioDevice {
    private let api: lector_pcaudio_api
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
    /// - Throws: ``AudioError``: function `dlopen` when libpcaudio cannot be loaded, else the pcaudiolib call
    ///   that failed.
    public init(device: String?, sampleRate: Int, applicationName: String = "lector") throws(AudioError) {
        let api: lector_pcaudio_api
        switch PCAudioLibrary.loaded {
        case .success(let loaded): api = loaded
        case .failure(let error):
            throw AudioError(code: error.code, function: error.function, message: error.message, device: device)
        }
        self.api = api
        guard let object = api.create_audio_device_object!(device, applicationName, "Screen reader") else {
            throw AudioError(
                code: -1, function: "create_audio_device_object", message: "no audio backend available",
                device: device)
        }
        self.object = object
        self.device = device
        self.sampleRate = sampleRate
        let code = api.audio_object_open!(object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
        guard code == 0 else {
            // deinit destroys the object (every stored property is set by now).
            throw AudioError(
                code: code, function: "audio_object_open", message: Self.message(api, object, code), device: device)
        }
        isOpen = true
    }

    deinit {
        if isOpen { api.audio_object_close!(object) }
        api.audio_object_destroy!(object)
    }

    /// Writes samples; blocks while the device buffer is full.
    public func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioError) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let code = api.audio_object_write!(object, base, samples.count * MemoryLayout<Int16>.size)
        guard code == 0 else {
            throw AudioError(
                code: code, function: "audio_object_write", message: Self.message(api, object, code), device: device)
        }
    }

    /// Drops whatever the device has not played yet (interruption).
    public func flush() {
        _ = api.audio_object_flush!(object)
    }

    /// Waits until everything written has played.
    public func drain() {
        _ = api.audio_object_drain!(object)
    }

    /// Drains and closes the device; later writes fail.
    public func close() {
        guard isOpen else { return }
        _ = api.audio_object_drain!(object)
        api.audio_object_close!(object)
        isOpen = false
    }

    /// Why libpcaudio cannot be used (its name, its Debian package and the loader's message); nil when it
    /// loads. Asking opens the library.
    public static var libraryProblem: String? {
        if case .failure(let error) = PCAudioLibrary.loaded { return error.message }
        return nil
    }

    private static func message(_ api: lector_pcaudio_api, _ object: OpaquePointer, _ code: Int32) -> String {
        api.audio_object_strerror!(object, code).map { String(cString: $0) } ?? "error \(code)"
    }
}
