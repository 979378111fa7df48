/// Binary property lists written byte by byte for the plist readers' tests: arrays that refer to each other, so a
/// few hundred bytes can stand for trillions of values.
public enum BinaryPlists {
    /// A `bplist00` of `objects`: an array of references (2-byte object numbers), or nil for the string "x";
    /// object 0 is the top.
    public static func arrays(_ objects: [[Int]?]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            if let references = object {
                if references.count < 15 {
                    bytes.append(0xA0 | UInt8(references.count))
                } else {
                    bytes += [0xAF, 0x11, UInt8(references.count >> 8), UInt8(references.count & 0xFF)]
                }
                for next in references { bytes += [UInt8(next >> 8), UInt8(next & 0xFF)] }
            } else {
                bytes += [0x51, UInt8(ascii: "x")]
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2]
        for value in [offsets.count, 0, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return bytes
    }

    /// `arrays` arrays, object `i` listing object `i + 1` `fanOut` times, and the string "x" last (fanOut^arrays
    /// leaves once expanded); with `cycle`, the last array lists object 0 instead and there is no string.
    public static func chain(arrays count: Int, fanOut: Int, cycle: Bool = false) -> [UInt8] {
        var objects: [[Int]?] = (0..<count).map { index in
            Array(repeating: cycle && index == count - 1 ? 0 : index + 1, count: fanOut)
        }
        if !cycle { objects.append(nil) }
        return arrays(objects)
    }
}
