import CCurl

/// libcurl's functions, opened with dlopen on the first fetch (so `lector --version` and `lector speak` never map
/// libcurl and the TLS, Kerberos, LDAP and SSH libraries it brings), with typed calls for the variadic ones.
struct CurlLibrary: @unchecked Sendable {
    // @unchecked: the struct holds only function pointers, written once by `lector_curl_load` and then only read.

    /// The library's SONAME (Debian's libcurl4, the OpenSSL build).
    static let soname = "libcurl.so.4"

    /// The process's libcurl, loaded on first use (Swift's lazy globals are initialized once, thread-safely).
    static let shared: Result<CurlLibrary, CurlLoadError> = load(soname)

    /// The dlsym'd functions.
    let api: lector_curl_api

    /// Opens the library `soname` and looks up every function; the failure holds dlopen's words.
    static func load(_ soname: String) -> Result<CurlLibrary, CurlLoadError> {
        var api = lector_curl_api()
        if let reason = lector_curl_load(&api, soname) {
            return .failure(CurlLoadError(soname: soname, reason: String(cString: reason)))
        }
        return .success(CurlLibrary(api: api))
    }

    // MARK: - Options and answers of one easy handle

    /// curl_easy_setopt with a number.
    @discardableResult
    func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: Int) -> CURLcode {
        withUnsafePointer(to: api) { lector_curl_set_long($0, easy, option, value) }
    }

    /// curl_easy_setopt with a string (libcurl keeps its own copy).
    @discardableResult
    func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: String) -> CURLcode {
        withUnsafePointer(to: api) { api in value.withCString { lector_curl_set_pointer(api, easy, option, $0) } }
    }

    /// curl_easy_setopt with a pointer libcurl hands back to callbacks or fills (the error buffer).
    @discardableResult
    func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, pointer: UnsafeMutableRawPointer?) -> CURLcode {
        withUnsafePointer(to: api) { lector_curl_set_pointer($0, easy, option, pointer) }
    }

    /// curl_easy_setopt with a write or header callback.
    @discardableResult
    func set(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, callback: curl_write_callback) -> CURLcode {
        withUnsafePointer(to: api) { lector_curl_set_callback($0, easy, option, callback) }
    }

    /// The HTTP status of the last answer (0 when there was none).
    func status(_ easy: UnsafeMutableRawPointer) -> Int {
        max(0, withUnsafePointer(to: api) { lector_curl_info_long($0, easy, CURLINFO_RESPONSE_CODE) })
    }

    /// The `Content-Length` of the answer, or -1 when it has none.
    func contentLength(_ easy: UnsafeMutableRawPointer) -> Int64 {
        Int64(withUnsafePointer(to: api) { lector_curl_info_offset($0, easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T) })
    }

    /// libcurl's words for a result code.
    func describe(_ code: CURLcode) -> String {
        api.curl_easy_strerror.flatMap { $0(code) }.map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}
