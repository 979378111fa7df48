/// Reads a binary property list (`bplist00`) into a ``PlistNode`` tree (positions are line 0): the one
/// binary plist reader, for `.stringsdict` files and LootLogger archives.
///
/// Every offset and length is checked against the bytes; object references may not form a
/// cycle, nesting is at most ``Limits/maximumDepth`` deep, and the file may expand to at most
/// ``Limits/maximumValues`` values. Shared references are expanded and each use counts, so a small file whose
/// objects refer to each other twice at each of 40 levels (2^40 values) would be a tree of a trillion nodes:
/// before building anything, one pass over the object graph measures each object once (its expanded size and
/// height, remembered for every later reference), so such a file is refused in time and memory proportional to
/// the file, not to what it would expand to.
public struct BinaryPlistParser {
    /// Bounds on what one file may expand to.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting accepted (the top object is level 0).
        public var maximumDepth: Int
        /// The most values one file may expand to, shared references counted at each use.
        public var maximumValues: Int
        /// The most values per byte of the file. A writer that shares only strings, numbers and dates (Apple's
        /// CFBinaryPList, which never shares an array or a dictionary) gives at most one value per reference, so
        /// fewer values than bytes; only containers referred to again and again expand further (a 244-byte file of
        /// twenty arrays that each list the next one twice stands for 524,287 values).
        public var maximumValuesPerByte: Int

        /// Creates limits; the defaults are those of `.stringsdict` files (`cli.md`, "Limits").
        public init(maximumDepth: Int = 64, maximumValues: Int = 1_000_000, maximumValuesPerByte: Int = 16) {
            self.maximumDepth = maximumDepth
            self.maximumValues = maximumValues
            self.maximumValuesPerByte = maximumValuesPerByte
        }

        /// The most values a file of `bytes` bytes may expand to.
        func values(forFileOf bytes: Int) -> Int {
            let (perFile, overflow) = bytes.multipliedReportingOverflow(by: maximumValuesPerByte)
            return overflow ? maximumValues : min(maximumValues, perFile)
        }
    }

    /// Why bytes are not a binary plist Lector reads, and the byte offset where that was noticed.
    public struct Failure: Error, Sendable, Hashable {
        /// The class of problem.
        public enum Kind: Sendable, Hashable {
            /// Broken structure: an offset, length, marker or reference that does not fit.
            case damaged
            /// Nested deeper than ``Limits/maximumDepth``.
            case tooDeep
            /// More values than ``Limits/maximumValues`` (or ``Limits/maximumValuesPerByte`` times the file's size)
            /// once shared references are expanded.
            case tooManyValues
            /// An object that contains itself.
            case cycle
        }

        /// The class of problem.
        public var kind: Kind
        /// The byte offset.
        public var offset: Int
    }

    private let bytes: [UInt8]
    private let limits: Limits
    private var offsets: [Int] = []
    private var referenceSize = 0
    /// The measuring pass: per object, 0 not yet seen, 1 on the current path, 2 measured.
    private var state: [UInt8] = []
    /// The measuring pass: per measured object, its expanded value count and its height.
    private var measured: [(values: Int, height: Int)] = []

    private init(bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses the bytes of a binary plist.
    public static func parse(_ bytes: [UInt8], limits: Limits = Limits()) -> Result<PlistNode, Failure> {
        var parser = BinaryPlistParser(bytes: bytes, limits: limits)
        do throws(Failure) {
            let top = try parser.readTrailer()
            _ = try parser.measure(top, depth: 0)
            return .success(try parser.object(top, depth: 0))
        } catch {
            return .failure(error)
        }
    }

    /// What the bytes would expand to, without building it: the number of values (shared references counted at
    /// each use) and the deepest nesting (the top object is level 0). Containers are followed, so damaged
    /// references, cycles and the limits fail here; the other objects are checked when ``parse(_:limits:)``
    /// builds them. Time and memory are proportional to the file's objects and references.
    public static func measure(_ bytes: [UInt8], limits: Limits = Limits()) -> Result<
        (values: Int, depth: Int), Failure
    > {
        var parser = BinaryPlistParser(bytes: bytes, limits: limits)
        do throws(Failure) {
            let top = try parser.readTrailer()
            let size = try parser.measure(top, depth: 0)
            return .success((size.values, size.height))
        } catch {
            return .failure(error)
        }
    }

    private static func damaged(_ offset: Int) -> Failure {
        Failure(kind: .damaged, offset: offset)
    }

    // MARK: - Trailer and offset table

    private mutating func readTrailer() throws(Failure) -> Int {
        let count = bytes.count
        guard count >= 8 + 32, bytes[0..<8].elementsEqual(Array("bplist00".utf8)) else { throw Self.damaged(0) }
        let trailer = count - 32
        let offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let objectCount = try unsigned(at: trailer + 8, size: 8)
        let topObject = try unsigned(at: trailer + 16, size: 8)
        let tableOffset = try unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount >= 1, objectCount <= count,
            topObject < objectCount, tableOffset >= 8, tableOffset <= trailer,
            objectCount <= (trailer - tableOffset) / offsetSize
        else { throw Self.damaged(trailer) }
        offsets.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            let offset = try unsigned(at: tableOffset + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < tableOffset else { throw Self.damaged(tableOffset + index * offsetSize) }
            offsets.append(offset)
        }
        return topObject
    }

    /// A big-endian unsigned integer of 1 to 8 bytes at `offset`, as an Int (refused above Int.max).
    private func unsigned(at offset: Int, size: Int) throws(Failure) -> Int {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { throw Self.damaged(offset) }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        guard value <= UInt64(Int.max) else { throw Self.damaged(offset) }
        return Int(value)
    }

    // MARK: - Measuring

    /// The number of values an object expands to (itself and everything below it, shared references counted at
    /// each use) and its height (0 for a leaf), measured once per object; throws when the object lies on a cycle,
    /// when `depth` plus its height passes the depth limit, or when its count passes the value limit (the whole
    /// file expands to at least as many).
    private mutating func measure(_ reference: Int, depth: Int) throws(Failure) -> (values: Int, height: Int) {
        if state.isEmpty {
            state = [UInt8](repeating: 0, count: offsets.count)
            measured = [(values: Int, height: Int)](repeating: (0, 0), count: offsets.count)
        }
        guard reference >= 0, reference < offsets.count else { throw Self.damaged(0) }
        let start = offsets[reference]
        guard depth <= limits.maximumDepth else { throw Failure(kind: .tooDeep, offset: start) }
        switch state[reference] {
        case 1: throw Failure(kind: .cycle, offset: start)
        case 2:
            let known = measured[reference]
            guard depth + known.height <= limits.maximumDepth else { throw Failure(kind: .tooDeep, offset: start) }
            return known
        default: break
        }
        let marker = bytes[start]
        let children: [Int]
        switch marker >> 4 {
        case 0xA, 0xC:
            let (body, length) = try lengthAndBody(start, Int(marker & 0x0F))
            children = try references(at: body, count: length)
        case 0xD:
            let (body, length) = try lengthAndBody(start, Int(marker & 0x0F))
            guard length <= Int.max / 2 else { throw Self.damaged(start) }
            children = try references(at: body, count: 2 * length)
        default:
            children = []
        }
        state[reference] = 1
        var values = 1
        var height = 0
        for child in children {
            let below = try measure(child, depth: depth + 1)
            values += below.values
            guard values <= limits.values(forFileOf: bytes.count) else {
                throw Failure(kind: .tooManyValues, offset: start)
            }
            height = max(height, below.height + 1)
        }
        state[reference] = 2
        measured[reference] = (values, height)
        return (values, height)
    }

    // MARK: - Objects

    /// Builds an object. Called only after ``measure(_:depth:)`` passed for the top object: the references, cycles,
    /// nesting and value count were checked there, once per object; the other objects are checked here.
    private mutating func object(_ reference: Int, depth: Int) throws(Failure) -> PlistNode {
        guard reference >= 0, reference < offsets.count else { throw Self.damaged(0) }
        let start = offsets[reference]
        let marker = bytes[start]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        func node(_ value: PlistNode.Value) -> PlistNode { PlistNode(value: value, line: 0, column: 0) }
        switch kind {
        case 0x0:
            switch info {
            case 0x8: return node(.bool(false))
            case 0x9: return node(.bool(true))
            default: throw Self.damaged(start)
            }
        case 0x1:
            return node(.integer(try integer(at: start + 1, sizeLog: info)))
        case 0x2:
            return node(.real(try real(at: start + 1, sizeLog: info)))
        case 0x3:
            return node(.date(try real(at: start + 1, sizeLog: 3)))
        case 0x4:
            let (body, length) = try lengthAndBody(start, info)
            guard body <= bytes.count - length else { throw Self.damaged(start) }
            return node(.data(Array(bytes[body..<(body + length)])))
        case 0x5:
            let (body, length) = try lengthAndBody(start, info)
            guard body <= bytes.count - length else { throw Self.damaged(start) }
            let ascii = bytes[body..<(body + length)]
            guard ascii.allSatisfy({ $0 < 0x80 }) else { throw Self.damaged(start) }
            return node(.string(String(decoding: ascii, as: UTF8.self)))
        case 0x6:
            let (body, length) = try lengthAndBody(start, info)
            guard length <= (bytes.count - body) / 2 else { throw Self.damaged(start) }
            var units: [UInt16] = []
            units.reserveCapacity(length)
            for index in 0..<length {
                units.append(UInt16(bytes[body + 2 * index]) << 8 | UInt16(bytes[body + 2 * index + 1]))
            }
            guard let text = String(validating: units, as: UTF16.self) else { throw Self.damaged(start) }
            return node(.string(text))
        case 0xA, 0xC:
            let (body, length) = try lengthAndBody(start, info)
            let references = try references(at: body, count: length)
            var items: [PlistNode] = []
            items.reserveCapacity(references.count)
            for item in references { items.append(try object(item, depth: depth + 1)) }
            return node(.array(items))
        case 0xD:
            let (body, length) = try lengthAndBody(start, info)
            guard length <= Int.max / 2 else { throw Self.damaged(start) }
            let all = try references(at: body, count: 2 * length)
            var members: [PlistNode.Member] = []
            members.reserveCapacity(length)
            for index in 0..<length {
                let key = try object(all[index], depth: depth + 1)
                guard let name = key.string else { throw Self.damaged(offsets[all[index]]) }
                let value = try object(all[length + index], depth: depth + 1)
                members.append(PlistNode.Member(key: name, line: 0, column: 0, value: value))
            }
            return node(.dictionary(members))
        default:
            throw Self.damaged(start)
        }
    }

    /// The start of an object's body and its count (bytes, UTF-16 units or references): the low
    /// nibble, or `0xF` then an integer object.
    private func lengthAndBody(_ start: Int, _ info: Int) throws(Failure) -> (body: Int, length: Int) {
        guard info == 0xF else { return (start + 1, info) }
        let next = start + 1
        guard next < bytes.count, bytes[next] >> 4 == 0x1 else { throw Self.damaged(next) }
        let sizeLog = Int(bytes[next] & 0x0F)
        guard sizeLog <= 3 else { throw Self.damaged(next) }
        let length = try integer(at: next + 1, sizeLog: sizeLog)
        guard length >= 0, length <= bytes.count else { throw Self.damaged(next) }
        return (next + 1 + (1 << sizeLog), Int(length))
    }

    /// An integer of 2^sizeLog bytes; 8-byte integers are signed, 16-byte ones must fit in 64 bits.
    private func integer(at offset: Int, sizeLog: Int) throws(Failure) -> Int64 {
        guard sizeLog <= 4 else { throw Self.damaged(offset - 1) }
        let size = 1 << sizeLog
        guard offset >= 0, offset <= bytes.count - size else { throw Self.damaged(offset) }
        var value: UInt64 = 0
        let skip = size == 16 ? 8 : 0
        for index in (offset + skip)..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        if size < 8, value > UInt64(Int64.max) { throw Self.damaged(offset) }
        return Int64(bitPattern: value)
    }

    private func real(at offset: Int, sizeLog: Int) throws(Failure) -> Double {
        guard sizeLog == 2 || sizeLog == 3 else { throw Self.damaged(offset - 1) }
        let size = 1 << sizeLog
        guard offset >= 0, offset <= bytes.count - size else { throw Self.damaged(offset) }
        var bits: UInt64 = 0
        for index in offset..<(offset + size) { bits = bits << 8 | UInt64(bytes[index]) }
        return size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
    }

    private func references(at offset: Int, count: Int) throws(Failure) -> [Int] {
        guard count >= 0, offset >= 0, count <= (bytes.count - offset) / referenceSize else {
            throw Self.damaged(offset)
        }
        var result: [Int] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let reference = try unsigned(at: offset + index * referenceSize, size: referenceSize)
            guard reference < offsets.count else { throw Self.damaged(offset + index * referenceSize) }
            result.append(reference)
        }
        return result
    }
}
