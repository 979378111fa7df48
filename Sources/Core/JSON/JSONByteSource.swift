/// Where a ``JSONStream`` reads its bytes: a file, a pipe, or bytes already in memory (``JSONBytes``).
public protocol JSONByteSource {
    /// Reads up to `buffer.count` bytes into the start of `buffer` and returns how many; 0 means the input
    /// has ended.
    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int
}
