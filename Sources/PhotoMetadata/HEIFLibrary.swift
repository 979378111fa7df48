import CHeif

/// libheif's functions, opened with dlopen on the first HEIC read, so a command without photos never maps libheif
/// and its codecs (x265, de265, dav1d, aom), whose static initializers ran at every start while it was linked.
struct HEIFLibrary: @unchecked Sendable {
    // @unchecked: only function pointers, written once by `lector_heif_load` and then only read.

    /// The library's SONAME and its Debian package, for the notice when it is missing.
    static let soname = "libheif.so.1"
    static let package = "libheif1"

    /// The process's libheif, loaded on first use (Swift's lazy globals run once, thread-safely).
    static let shared: Result<HEIFLibrary, MetadataError.Unavailable> = load(soname)

    /// The dlsym'd functions.
    let api: lector_heif_api

    /// Opens `soname` and looks up every function.
    static func load(_ soname: String) -> Result<HEIFLibrary, MetadataError.Unavailable> {
        var api = lector_heif_api()
        if let reason = lector_heif_load(&api, soname) {
            return .failure(.init(library: soname, package: package, reason: String(cString: reason)))
        }
        return .success(HEIFLibrary(api: api))
    }

    /// The library, or ``MetadataError/unavailable(path:library:package:reason:)`` naming `path`.
    static func library(for path: String) throws(MetadataError) -> HEIFLibrary {
        switch shared {
        case .success(let library): return library
        case .failure(let missing): throw missing.error(path: path)
        }
    }
}
