// How the reader names and reads characters in its messages and escapes, and makes text of scalars.
extension StringsReader {
    static func printable(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            || scalar == " "
            ? hex(scalar.value) : "'\(scalar)'"
    }

    static func escapeName(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? "followed by " + hex(scalar.value) : String(scalar)
    }

    static func hex(_ value: UInt32) -> String { "U+" + hex4(value) }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    /// The text of a run of scalars, made from their UTF-8 bytes.
    static func string(_ run: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(run.count)
        for scalar in run { bytes.append(contentsOf: scalar.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
