/// Bytes in memory as a ``JSONByteSource``, handed out at most `pieceBytes` at a time (tests read a
/// document a few bytes at a time to cross every window boundary).
public struct JSONBytes: JSONByteSource {
    private let bytes: [UInt8]
    private let pieceBytes: Int
    private var offset = 0

    /// A source of `bytes`, `pieceBytes` (at least 1) or fewer per read.
    public init(_ bytes: [UInt8], pieceBytes: Int = .max) {
        self.bytes = bytes
        self.pieceBytes = max(1, pieceBytes)
    }

    public mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let count = min(buffer.count, pieceBytes, bytes.count - offset)
        guard count > 0 else { return 0 }
        _ = buffer.update(fromContentsOf: bytes[offset..<offset + count])
        offset += count
        return count
    }
}
