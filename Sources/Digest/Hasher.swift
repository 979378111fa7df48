import CCrypto

/// A message digest computed piece by piece through libcrypto's EVP interface: SHA-256 (SARIF fingerprints, the photo
/// content hash) or MD5 (only to compare Photoshop's IPTC digest; never for security). The one owner of its
/// `EVP_MD_CTX`, freed when the hasher goes.
///
/// ```swift
/// var hash = try DigestHasher(.sha256)
/// hash.update(bytes)
/// let digest = hash.finalize()
/// ```
public struct DigestHasher: ~Copyable {
    /// The digests Lector computes.
    public enum Algorithm: Sendable {
        /// SHA-256 (FIPS 180-4), 32 bytes.
        case sha256
        /// MD5 (RFC 1321), 16 bytes.
        case md5
    }

    private let library: CryptoLibrary
    private let context: OpaquePointer

    /// A hasher of `algorithm`.
    ///
    /// - Throws: ``DigestError`` when libcrypto cannot be opened.
    public init(_ algorithm: Algorithm) throws(DigestError) {
        let library = try CryptoLibrary.shared.get()
        guard let context = library.api.EVP_MD_CTX_new() else {
            throw DigestError(soname: CryptoLibrary.soname, reason: "EVP_MD_CTX_new failed")
        }
        let type =
            switch algorithm {
            case .sha256: library.api.EVP_sha256()
            case .md5: library.api.EVP_md5()
            }
        guard library.api.EVP_DigestInit_ex(context, type, nil) == 1 else {
            library.api.EVP_MD_CTX_free(context)
            throw DigestError(soname: CryptoLibrary.soname, reason: "EVP_DigestInit_ex failed")
        }
        self.library = library
        self.context = context
    }

    deinit {
        library.api.EVP_MD_CTX_free(context)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        _ = library.api.EVP_DigestUpdate(context, base, bytes.count)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest of the whole message.
    public consuming func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        _ = digest.withUnsafeMutableBufferPointer { library.api.EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        return Array(digest.prefix(Int(length)))
    }

    // MARK: - Whole messages

    /// The digest of `bytes`.
    ///
    /// - Throws: ``DigestError`` when libcrypto cannot be opened.
    public static func digest(_ algorithm: Algorithm, of bytes: UnsafeRawBufferPointer) throws(DigestError) -> [UInt8] {
        var hasher = try DigestHasher(algorithm)
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes`.
    public static func digest(_ algorithm: Algorithm, of bytes: [UInt8]) throws(DigestError) -> [UInt8] {
        var hasher = try DigestHasher(algorithm)
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The lowercase hex digest of `bytes`.
    public static func hexDigest(_ algorithm: Algorithm, of bytes: UnsafeRawBufferPointer) throws(DigestError) -> String
    {
        hex(try digest(algorithm, of: bytes))
    }

    /// The lowercase hex digest of the UTF-8 of `text`.
    public static func hexDigest(_ algorithm: Algorithm, _ text: String) throws(DigestError) -> String {
        hex(try digest(algorithm, of: Array(text.utf8)))
    }

    /// `bytes` as lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether libcrypto can be opened, for a command that must not start hashing without it.
    ///
    /// - Throws: ``DigestError`` when it cannot.
    public static func checkAvailable() throws(DigestError) {
        _ = try CryptoLibrary.shared.get()
    }
}
