import Digest
import Testing

/// SHA-256 (FIPS 180-2 test vectors) and MD5 (RFC 1321's test suite) through libcrypto.
@Suite struct DigestHasherTests {
    static func hex(_ hasher: consuming DigestHasher) -> String {
        DigestHasher.hex(hasher.finalize())
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "The quick brown fox jumps over the lazy dog",
            "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
        ),
    ])
    func sha256MatchesTheTestVectors(message: String, digest: String) throws {
        #expect(try DigestHasher.hexDigest(.sha256, message) == digest)
    }

    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
    ])
    func md5MatchesRFC1321(message: String, digest: String) throws {
        #expect(try DigestHasher.hexDigest(.md5, message) == digest)
    }

    @Test func bytesAndTheirTextHashAlike() throws {
        let abc = try DigestHasher.digest(.sha256, of: Array("abc".utf8))
        #expect(DigestHasher.hex(abc) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            try DigestHasher.digest(.sha256, of: [0xFF, 0x00, 0xD8])
                != DigestHasher.digest(.sha256, of: [0xFF, 0x00, 0xD9]))
        #expect(try DigestHasher.digest(.md5, of: [0xFF]).count == 16)
    }

    @Test func hashesAMillionAs() throws {
        var hash = try DigestHasher(.sha256)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        #expect(Self.hex(hash) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func piecesOfAnySizeHashAsTheWholeMessage() throws {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = DigestHasher.hex(try DigestHasher.digest(.sha256, of: bytes))
        var hash = try DigestHasher(.sha256)
        var offset = 0
        for size in [1, 63, 64, 65, 2, 200, 128, 0, 477] {
            hash.update(Array(bytes[offset..<offset + size]))
            offset += size
        }
        #expect(offset == bytes.count)
        #expect(Self.hex(hash) == whole)
        #expect(
            try bytes.withUnsafeBytes { bytes throws(DigestError) in try DigestHasher.hexDigest(.sha256, of: bytes) }
                == whole)
    }
}
