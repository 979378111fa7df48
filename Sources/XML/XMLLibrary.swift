import CLibXML2

/// libxml2, opened with dlopen on the first XML document read (so a command that reads no XML never maps libxml2
/// and the ICU, liblzma and libz it brings).
struct XMLLibrary: @unchecked Sendable {
    // @unchecked: the struct holds only function pointers, written once by `lector_xml_load` and then only read.

    /// The library's SONAME (Debian's libxml2).
    static let soname = "libxml2.so.2"

    /// The process's libxml2, loaded on first use (Swift's lazy globals are initialized once, thread-safely); the
    /// failure holds dlopen's words.
    static let shared: Result<XMLLibrary, XMLError> = load(soname)

    /// The dlsym'd functions.
    let api: lector_xml_api

    /// Opens the library `soname` and looks up every function.
    static func load(_ soname: String) -> Result<XMLLibrary, XMLError> {
        var api = lector_xml_api()
        if let reason = lector_xml_load(&api, soname) {
            return .failure(
                XMLError(
                    kind: .libraryUnavailable(soname: soname, reason: String(cString: reason)),
                    position: XMLPosition(line: 1, column: 1)))
        }
        return .success(XMLLibrary(api: api))
    }
}
