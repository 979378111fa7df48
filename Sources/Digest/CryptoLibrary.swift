import CCrypto

/// OpenSSL's libcrypto, opened with dlopen on the first digest.
struct CryptoLibrary: @unchecked Sendable {
    // @unchecked: the struct holds only function pointers, written once by `lector_crypto_load` and then only read.

    /// The library's SONAME (Debian's libssl3).
    static let soname = "libcrypto.so.3"

    /// The process's libcrypto, loaded on first use (Swift's lazy globals are initialized once, thread-safely).
    static let shared: Result<CryptoLibrary, DigestError> = load(soname)

    /// The dlsym'd functions.
    let api: lector_crypto_api

    /// Opens the library `soname` and looks up every function; the failure holds dlopen's words.
    static func load(_ soname: String) -> Result<CryptoLibrary, DigestError> {
        var api = lector_crypto_api()
        if let reason = lector_crypto_load(&api, soname) {
            return .failure(DigestError(soname: soname, reason: String(cString: reason)))
        }
        return .success(CryptoLibrary(api: api))
    }
}
