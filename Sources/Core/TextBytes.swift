/// The text toolkit: ASCII checks and byte searches on a string's UTF-8, and strings made of scalars.
/// An ASCII byte in UTF-8 is always a whole character of its own, so these answer questions about
/// ASCII characters without decoding the text.
extension String {
    /// A string of Unicode scalars.
    public init(scalars: some Sequence<Unicode.Scalar>) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self.init(view)
    }

    /// Whether every character is ASCII (every byte of the UTF-8 is below 0x80).
    public var isASCII: Bool {
        utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether the UTF-8 has `byte` (an ASCII character such as `%`).
    public func containsByte(_ byte: UInt8) -> Bool {
        utf8.contains(byte)
    }

    /// How many times `byte` (an ASCII character such as a line feed) occurs in the UTF-8.
    public func countOfByte(_ byte: UInt8) -> Int {
        utf8.count { $0 == byte }
    }

    /// Whether the UTF-8 holds the UTF-8 of `part` as a run of bytes (an empty part always).
    public func containsBytes(of part: String) -> Bool {
        let bytes = Array(utf8)
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Whether the text has a digit 0–9.
    public var hasASCIIDigit: Bool {
        utf8.contains { $0 &- UInt8(ascii: "0") < 10 }
    }
}

extension Character {
    /// `A`–`Z` and `a`–`z`.
    public var isASCIILetter: Bool { isASCII && isLetter }
    /// `0`–`9`.
    public var isASCIIDigit: Bool { isASCII && isNumber }
}

/// A set of ASCII characters as 128 bits: a membership test without hashing.
public struct ASCIIBits: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

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
    public func contains(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return false }
        return (byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte - 64)) & 1 != 0
    }

    /// Whether `scalar` is in the set (false for every scalar from U+0080 up).
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 && contains(UInt8(truncatingIfNeeded: scalar.value))
    }
}
