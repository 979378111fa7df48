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

    /// FNV-1a (64 bits) of the text's UTF-8, read in place when the storage is contiguous: the same
    /// on every run and machine (the label shares of the element audit, the text cache's table).
    var fnv1aHash: UInt64 {
        func fnv<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
        return utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(utf8)
    }

    /// Whether every byte of the text's UTF-8 is below 0x80, read in place when it can be.
    var hasOnlyASCIIBytes: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? !utf8.contains { $0 >= 0x80 }
    }
}
