import CPCAudio

/// libpcaudio, its entry points resolved with `dlopen` on the first playback. The library itself is already mapped
/// in every process (libespeak-ng.so.1 needs it), so the open finds it loaded.
///
/// Swift initializes the `static let` once, thread-safely, on first use.
enum PCAudioLibrary {
    /// The library's versioned name (Debian package `libpcaudio0`).
    static let soname = "libpcaudio.so.0"

    /// The entry points, or the loader's message when the library or one of its symbols is missing.
    static let loaded: Result<lector_pcaudio_api, AudioError> = load(soname)

    /// Opens `name` and resolves every entry point Audio calls.
    static func load(_ name: String) -> Result<lector_pcaudio_api, AudioError> {
        var api = lector_pcaudio_api()
        if let failure = lector_pcaudio_load(name, &api) {
            return .failure(
                AudioError(
                    code: -1, function: "dlopen",
                    message: "\(name) (Debian package libpcaudio0): \(String(cString: failure))",
                    device: nil))
        }
        return .success(api)
    }
}
