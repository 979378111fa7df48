extension String {
    /// Whether the text's UTF-8 form has a byte (an ASCII character such as `%`), scanned in the
    /// string's own contiguous storage when it has one: a plain loop over bytes, not the UTF-8
    /// view's iterator, since the strings rules ask it of every value.
    func containsByte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ buffer in buffer.contains(byte) }) { return found }
        return utf8.contains(byte)
    }

    /// How many times a byte (an ASCII character such as a line feed) occurs in the UTF-8 form:
    /// the number of those characters, since an ASCII byte is never part of a longer sequence.
    func countOfByte(_ byte: UInt8) -> Int {
        if let count = utf8.withContiguousStorageIfAvailable({ buffer in buffer.count { $0 == byte } }) { return count }
        return utf8.count { $0 == byte }
    }
}
