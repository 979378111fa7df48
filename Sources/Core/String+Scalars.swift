extension String {
    /// A string of Unicode scalars, written as UTF-8 straight into the string's storage in two passes (count,
    /// then write). `@inlinable`, so that each module's call is specialized for its collection (an array or a
    /// slice of scalars) instead of going through a generic iterator per scalar; appending scalars to a
    /// `String.UnicodeScalarView` one by one costs several times more.
    @inlinable
    public init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        var count = 0
        for scalar in scalars {
            let value = scalar.value
            count += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
        }
        self = String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for scalar in scalars {
                let value = scalar.value
                switch value {
                case 0..<0x80:
                    buffer[offset] = UInt8(truncatingIfNeeded: value)
                    offset += 1
                case 0x80..<0x800:
                    buffer[offset] = UInt8(truncatingIfNeeded: 0xC0 | (value >> 6))
                    buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                    offset += 2
                case 0x800..<0x10000:
                    buffer[offset] = UInt8(truncatingIfNeeded: 0xE0 | (value >> 12))
                    buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
                    buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                    offset += 3
                default:
                    buffer[offset] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
                    buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
                    buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
                    buffer[offset + 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                    offset += 4
                }
            }
            return offset
        }
    }
}
