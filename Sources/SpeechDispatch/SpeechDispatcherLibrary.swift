import CSpeechDispatcher

/// libspeechd, opened with `dlopen` on the first connection: no other command loads it or the GLib
/// it needs.
///
/// Swift initializes the `static let` once, thread-safely, on first use.
enum SpeechDispatcherLibrary {
    /// The library's versioned name (Debian package `libspeechd2`).
    static let soname = "libspeechd.so.2"

    /// The entry points, or the loader's message when the library or one of its symbols is missing.
    static let loaded: Result<lector_spd_api, DispatcherError> = load(soname)

    /// Opens `name` and resolves every entry point SpeechDispatch calls.
    static func load(_ name: String) -> Result<lector_spd_api, DispatcherError> {
        var api = lector_spd_api()
        if let failure = lector_spd_load(name, &api) {
            return .failure(
                DispatcherError(
                    function: "dlopen", message: "\(name) (Debian package libspeechd2): \(String(cString: failure))",
                    address: nil))
        }
        return .success(api)
    }
}
