import CPocketSphinx

/// libpocketsphinx, opened with `dlopen` when a recognizer is first made: no other command loads it,
/// nor the libsphinxbase, libblas, liblapack and Fortran runtime it needs.
///
/// Swift initializes the `static let` once, thread-safely, on first use.
enum PocketSphinxLibrary {
    /// The library's versioned name (Debian package `libpocketsphinx3`).
    static let soname = "libpocketsphinx.so.3"

    /// The entry points, or the loader's message when the library or one of its symbols is missing.
    static let loaded: Result<lector_ps_api, ListeningError> = {
        var api = lector_ps_api()
        if let failure = lector_ps_load(&api) {
            return .failure(
                ListeningError(
                    function: "dlopen",
                    message: "\(soname) (Debian package libpocketsphinx3): \(String(cString: failure))"))
        }
        return .success(api)
    }()
}
