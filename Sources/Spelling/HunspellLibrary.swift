import CHunspell

/// Hunspell's C API, opened with dlopen on the first dictionary.
struct HunspellLibrary: @unchecked Sendable {
    // @unchecked: the struct holds only function pointers, written once by `lector_hunspell_load` and then only read.

    /// The library's SONAME (Debian's libhunspell-1.7-0).
    static let soname = "libhunspell-1.7.so.0"

    /// The process's Hunspell, loaded on first use (Swift's lazy globals are initialized once, thread-safely).
    static let shared: Result<HunspellLibrary, SpellingError> = load(soname)

    /// The dlsym'd functions.
    let api: lector_hunspell_api

    /// Opens the library `soname` and looks up every function; the failure holds dlopen's words.
    static func load(_ soname: String) -> Result<HunspellLibrary, SpellingError> {
        var api = lector_hunspell_api()
        if let reason = lector_hunspell_load(&api, soname) {
            return .failure(.unavailable(soname: soname, reason: String(cString: reason)))
        }
        return .success(HunspellLibrary(api: api))
    }
}
