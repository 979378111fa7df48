/// The member names a reader keeps of each element (``JSONStream/nextElement(keepingMembers:)-(JSONMemberNames)``),
/// made once: a name in the input is matched by its bytes, so the names of the members dropped are never made
/// into strings.
public struct JSONMemberNames: Sendable {
    /// A name as the words it is matched by: names of one length up to 16 bytes are told apart by their first and
    /// last eight bytes (which overlap, or are the whole name padded with zeros below eight).
    struct Entry: Sendable {
        let head: UInt64
        let tail: UInt64
        let bytes: [UInt8]
        let name: String
    }

    /// The names.
    public let names: Set<String>
    /// The names by their UTF-8 length; empty when a name is not ASCII (whose matches are by canonical
    /// equivalence, as `String` compares, not by bytes).
    let byLength: [[Entry]]

    /// The names of `names`.
    public init(_ names: Set<String>) {
        self.names = names
        guard names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            byLength = []
            return
        }
        var table = [[Entry]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names.sorted() {
            let bytes = Array(name.utf8)
            let (head, tail) = bytes.withUnsafeBufferPointer(Self.words)
            table[bytes.count].append(Entry(head: head, tail: tail, bytes: bytes, name: name))
        }
        byLength = table
    }

    /// Whether names are matched by their bytes.
    var matchesBytes: Bool { !byLength.isEmpty }

    /// The name whose UTF-8 is `bytes` (ASCII and without escapes), or nil when it is none of them.
    func name(matching bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count < byLength.count else { return nil }
        let (head, tail) = Self.words(bytes)
        for entry in byLength[bytes.count] where entry.head == head && entry.tail == tail {
            if bytes.count <= 16 || entry.bytes.elementsEqual(bytes) { return entry.name }
        }
        return nil
    }

    /// The first and the last eight bytes of `bytes` (little-endian words), or below eight bytes the bytes and zeros.
    static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard let base = bytes.baseAddress, bytes.count >= 8 else {
            var word: UInt64 = 0
            for (offset, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(offset)) }
            return (word, word)
        }
        let raw = UnsafeRawPointer(base)
        return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    }
}
