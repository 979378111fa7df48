/// A set of ASCII bytes as 128 bits: the punctuation table read without copying a row.
struct ASCIIBits: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The bytes of `values` below 128 (the others are left out).
    init(_ values: [Int]) {
        for value in values where value >= 0 && value < 128 {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
    }

    /// Whether `byte` is in the set (false from 0x80 up).
    func contains(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        return (byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte - 64)) & 1 != 0
    }
}
