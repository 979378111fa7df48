import Digest

/// The Photoshop IPTC digest check of the MWG rules: resource 0x0425 holds the MD5 of the IIM block (resource
/// 0x0404) as it was when an XMP-aware tool last wrote both. exiv2 hides both resources, so the JPEG's APP13
/// segments are walked here (bounded: markers before the scan data only).
enum IPTCDigest {
    /// Whether the stored digest equals the MD5 (libcrypto's) of the IIM block; true when either is missing or the
    /// file is not a JPEG.
    ///
    /// - Throws: ``MetadataError/unavailable(path:library:package:reason:)`` naming `path` when libcrypto cannot be
    ///   opened.
    static func matches(_ bytes: UnsafeRawBufferPointer, path: String) throws(MetadataError) -> Bool {
        guard let resources = photoshopResources(bytes) else { return true }
        var iim: [UInt8]?
        var stored: [UInt8]?
        var index = 0
        // 8BIM, id (2), Pascal name padded to even, size (4), data padded to even.
        while index + 12 <= resources.count, resources[index..<(index + 4)].elementsEqual(Array("8BIM".utf8)) {
            let id = Int(resources[index + 4]) << 8 | Int(resources[index + 5])
            var cursor = index + 6
            let nameLength = Int(resources[cursor])
            cursor += (nameLength + 2) & ~1
            guard cursor + 4 <= resources.count else { break }
            let size = resources[cursor..<(cursor + 4)].reduce(0) { $0 << 8 | Int($1) }
            cursor += 4
            guard size >= 0, cursor + size <= resources.count else { break }
            if id == 0x0404 { iim = Array(resources[cursor..<(cursor + size)]) }
            if id == 0x0425 { stored = Array(resources[cursor..<(cursor + size)]) }
            index = cursor + ((size + 1) & ~1)
        }
        guard let iim, let stored, stored.count == 16 else { return true }
        do {
            return try DigestHasher.digest(.md5, of: iim) == stored
        } catch {
            throw .unavailable(path: path, library: error.soname, package: "libssl3", reason: error.reason)
        }
    }

    /// The joined bodies of the JPEG's `Photoshop 3.0` APP13 segments, without their signature; nil when none.
    private static func photoshopResources(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        let signature = Array("Photoshop 3.0\0".utf8)
        var joined: [UInt8] = []
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { break }
            let body = bytes[(index + 4)..<(index + 2 + length)]
            if marker == 0xED, body.starts(with: signature) { joined += body.dropFirst(signature.count) }
            index += 2 + length
        }
        return joined.isEmpty ? nil : joined
    }
}
