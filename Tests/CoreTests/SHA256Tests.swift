import Core
import Testing

/// FIPS 180-2 test vectors.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        ("The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
    ])
    func matchesTheTestVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(message) == digest)
    }

    @Test func bytesAndTheirTextHashAlike() {
        #expect(SHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(of: [0xFF, 0x00, 0xD8]) == SHA256.hexDigest(of: [0xFF, 0x00, 0xD8]))
        #expect(SHA256.hexDigest(of: [0xFF, 0x00, 0xD8]) != SHA256.hexDigest(of: [0xFF, 0x00, 0xD9]))
    }

    @Test func hashesAMillionAs() {
        var hash = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        let hex = hash.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [55, 56, 63, 64, 65, 119, 120])
    func handlesPaddingAtBlockEdges(length: Int) {
        let digest = SHA256.hexDigest(String(repeating: "x", count: length))
        #expect(digest.count == 64)
        var split = SHA256()
        let bytes = Array(String(repeating: "x", count: length).utf8)
        split.update(Array(bytes.prefix(length / 2)))
        split.update(Array(bytes.dropFirst(length / 2)))
        #expect(split.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() == digest)
    }

    @Test func piecesOfAnySizeHashAsTheWholeMessage() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.hexDigest(of: bytes)
        var hash = SHA256()
        var offset = 0
        for size in [1, 63, 64, 65, 2, 200, 128, 0, 477] {
            hash.update(Array(bytes[offset..<offset + size]))
            offset += size
        }
        #expect(offset == bytes.count)
        #expect(hash.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() == whole)
        #expect(bytes.withUnsafeBufferPointer { SHA256.hexDigest(of: $0) } == whole)
    }
}
