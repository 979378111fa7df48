import CPulseSimple

/// PulseAudio's simple API, its entry points resolved with `dlopen` when the microphone is first opened. The
/// library itself is already mapped in every process (libespeak-ng needs libpcaudio, which needs it).
///
/// Swift initializes the `static let` once, thread-safely, on first use.
enum PulseSimpleLibrary {
    /// The library's versioned name (Debian package `libpulse0`).
    static let soname = "libpulse-simple.so.0"

    /// The entry points, or the loader's message when the library or one of its symbols is missing.
    static let loaded: Result<lector_pa_api, ListeningError> = {
        var api = lector_pa_api()
        if let failure = lector_pa_load(&api) {
            return .failure(
                ListeningError(
                    function: "dlopen", message: "\(soname) (Debian package libpulse0): \(String(cString: failure))"))
        }
        return .success(api)
    }()
}
