import CBrlAPI

/// libbrlapi, opened with `dlopen` when a display is first asked for: no other command loads it or
/// the libsystemd it needs.
///
/// Swift initializes the `static let` once, thread-safely, on first use.
enum BrlAPILibrary {
    /// The library's versioned name (Debian package `libbrlapi0.8`).
    static let soname = "libbrlapi.so.0.8"

    /// The entry points, or the loader's message when the library or one of its symbols is missing.
    static let loaded: Result<lector_brlapi_api, BrailleError> = load(soname)

    /// Opens `name` and resolves every entry point Braille calls.
    static func load(_ name: String) -> Result<lector_brlapi_api, BrailleError> {
        var api = lector_brlapi_api()
        if let failure = lector_brlapi_load(name, &api) {
            return .failure(
                BrailleError(
                    kind: .display, function: "dlopen",
                    message: "\(name) (Debian package libbrlapi0.8): \(String(cString: failure))"))
        }
        return .success(api)
    }
}
