extension String {
    /// A string of Unicode scalars, written as UTF-8 in one pass (appending scalars to a
    /// `String.UnicodeScalarView` one by one costs several times more).
    public init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
