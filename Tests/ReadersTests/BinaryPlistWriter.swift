/// A minimal `bplist00` writer for the reader's tests: strings (ASCII or UTF-16BE), integers,
/// arrays and dictionaries, with 1-byte offsets and references, and hooks to damage the result.
struct BinaryPlistWriter {
    /// A value to write.
    indirect enum Value {
        case string(String)
        case integer(Int64)
        case array([Value])
        case dictionary([(String, Value)])
    }

    private var objects: [[UInt8]] = []

    /// The bytes of a plist whose top object is `root`.
    static func bytes(_ root: Value) -> [UInt8] {
        var writer = BinaryPlistWriter()
        let top = writer.add(root)
        return writer.finish(top: top)
    }

    private mutating func add(_ value: Value) -> Int {
        let index = objects.count
        objects.append([])
        switch value {
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                objects[index] = Self.header(0x5, count: text.utf8.count) + Array(text.utf8)
            } else {
                let units = Array(text.utf16)
                objects[index] =
                    Self.header(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
        case .integer(let number):
            objects[index] =
                [0x13]
                + (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(bitPattern: number) >> (8 * UInt64($0))) }
        case .array(let items):
            let references = items.map { add($0) }
            objects[index] = Self.header(0xA, count: references.count) + references.map { UInt8($0) }
        case .dictionary(let members):
            let keys = members.map { add(.string($0.0)) }
            let values = members.map { add($0.1) }
            objects[index] = Self.header(0xD, count: members.count) + (keys + values).map { UInt8($0) }
        }
        return index
    }

    private static func header(_ kind: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x10, UInt8(count)]
    }

    private func finish(top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        bytes += offsets.map { UInt8($0 & 0xFF) }
        let offsetSize: UInt8 = offsets.allSatisfy { $0 < 256 } ? 1 : 2
        if offsetSize == 2 {
            bytes.removeLast(offsets.count)
            bytes += offsets.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
        func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, 1] + be64(objects.count) + be64(top) + be64(table)
        return bytes
    }
}
