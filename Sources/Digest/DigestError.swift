/// libcrypto could not be opened, so nothing can be hashed: its SONAME and dlopen's words.
public struct DigestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The library's SONAME (`libcrypto.so.3`).
    public var soname: String
    /// Why it could not be opened.
    public var reason: String

    /// An error.
    public init(soname: String, reason: String) {
        self.soname = soname
        self.reason = reason
    }

    /// In English.
    public var description: String { "\(soname) cannot be opened (\(reason))" }
}
