/// Why libcurl could not be opened: its SONAME and dlopen's (or dlsym's) words.
struct CurlLoadError: Error, Sendable, Equatable {
    /// The SONAME asked for.
    var soname: String
    /// dlerror's text.
    var reason: String
}
