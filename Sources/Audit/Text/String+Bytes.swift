extension String {
    /// Whether the text's UTF-8 form has a byte (an ASCII character such as `%`), scanned in the
    /// string's own contiguous storage when it has one: a plain loop over bytes, not the UTF-8
    /// view's iterator, since the strings rules ask it of every value.
    func containsByte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ buffer in buffer.contains(byte) }) { return found }
        return utf8.contains(byte)
    }

    /// Whether the text's UTF-8 form holds the UTF-8 of `part` as a run of bytes.
    func containsBytes(of part: String) -> Bool {
        let found = part.utf8.withContiguousStorageIfAvailable { needle in
            utf8.withContiguousStorageIfAvailable { bytes in Self.search(bytes, for: needle) }
        }
        if let found = found ?? nil { return found }
        return Array(utf8).withUnsafeBufferPointer { bytes in
            Array(part.utf8).withUnsafeBufferPointer { needle in Self.search(bytes, for: needle) }
        }
    }

    /// Whether `needle` occurs in `bytes` (an empty needle always does).
    private static func search(_ bytes: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            var offset = 1
            while offset < needle.count, bytes[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    /// How many times a byte (an ASCII character such as a line feed) occurs in the UTF-8 form:
    /// the number of those characters, since an ASCII byte is never part of a longer sequence.
    func countOfByte(_ byte: UInt8) -> Int {
        if let count = utf8.withContiguousStorageIfAvailable({ buffer in buffer.count { $0 == byte } }) { return count }
        return utf8.count { $0 == byte }
    }
}

extension String {
    /// The text of a run of scalars, written as UTF-8 straight into the string's storage: what
    /// Core's generic `String(scalars:)` makes, compiled here for arrays of scalars (the audit
    /// makes one for every analysed text, match and quote), without a generic iterator per scalar.
    init(scalarRun scalars: ArraySlice<Unicode.Scalar>) {
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

    /// ``init(scalarRun:)`` of a whole array.
    init(scalarRun scalars: [Unicode.Scalar]) {
        self.init(scalarRun: scalars[...])
    }
}
