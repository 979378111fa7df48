/// A set of ASCII scalars as 128 bits: the recognizers' start checks without hashing.
struct ScalarBits: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The ASCII scalars of `scalars` (the others are left out).
    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars where scalar.value < 0x80 {
            if scalar.value < 64 { low |= 1 << UInt64(scalar.value) } else { high |= 1 << UInt64(scalar.value - 64) }
        }
    }

    /// Whether `scalar` is in the set (false for every scalar from U+0080 up).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value < 0x80 else { return false }
        return (value < 64 ? low >> UInt64(value) : high >> UInt64(value - 64)) & 1 != 0
    }
}
