/// A set of ASCII bytes as 128 bits: membership tests on hot paths without hashing or copying a table
/// (punctuation's per-level work, the recognizers' start checks).
public struct ASCIIBits: Sendable {
    @usableFromInline var low: UInt64 = 0
    @usableFromInline var high: UInt64 = 0

    /// The values of `values` below 128 (the others are left out).
    public init(_ values: [Int]) {
        for value in values where value >= 0 && value < 128 { insert(UInt32(value)) }
    }

    /// The ASCII scalars of `scalars` (the others are left out).
    public init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars where scalar.value < 0x80 { insert(scalar.value) }
    }

    private mutating func insert(_ value: UInt32) {
        if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }

    /// Whether `byte` is in the set (false from 0x80 up).
    @inlinable public func contains(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        return (byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte - 64)) & 1 != 0
    }

    /// Whether `scalar` is in the set (false for every scalar from U+0080 up).
    @inlinable public func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 && contains(UInt8(truncatingIfNeeded: scalar.value))
    }
}
