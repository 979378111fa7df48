import CGExiv2

/// libgexiv2's functions (and the three GLib ones it needs), opened with dlopen on the first XMP or IPTC read, so
/// a command without photos never maps exiv2, GLib, GObject and GIO.
struct GExiv2Library: @unchecked Sendable {
    // @unchecked: only function pointers, written once by `lector_gexiv2_load` and then only read.

    /// The library's SONAME and its Debian package, for the notice when it is missing.
    static let soname = "libgexiv2.so.2"
    static let package = "libgexiv2-2"

    /// The process's gexiv2, loaded and initialized on first use (Swift's lazy globals run once, thread-safely).
    static let shared: Result<GExiv2Library, MetadataError.Unavailable> = load(soname)

    /// The dlsym'd functions.
    let api: lector_gexiv2_api

    /// Opens `soname`, looks up every function, routes the library's messages to ``LibraryMessages``, and runs
    /// `gexiv2_initialize` (registering the `xml` namespace that `xml:lang` qualifiers are written through).
    static func load(_ soname: String) -> Result<GExiv2Library, MetadataError.Unavailable> {
        var api = lector_gexiv2_api()
        if let reason = lector_gexiv2_load(&api, soname) {
            return .failure(.init(library: soname, package: package, reason: String(cString: reason)))
        }
        LibraryMessages.capture(api)
        guard let initialize = api.gexiv2_initialize, initialize() != 0 else {
            return .failure(.init(library: soname, package: package, reason: "gexiv2_initialize failed"))
        }
        var error: UnsafeMutablePointer<GError>?
        _ = api.gexiv2_metadata_try_register_xmp_namespace?("http://www.w3.org/XML/1998/namespace", "xml", &error)
        if let error { api.g_error_free?(error) }
        return .success(GExiv2Library(api: api))
    }

    /// The library, or ``MetadataError/unavailable(path:library:package:reason:)`` naming `path`.
    static func library(for path: String) throws(MetadataError) -> GExiv2Library {
        switch shared {
        case .success(let library): return library
        case .failure(let missing): throw missing.error(path: path)
        }
    }
}
