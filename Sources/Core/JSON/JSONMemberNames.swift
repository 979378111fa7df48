/// The member names a reader keeps of each element (``JSONStream/nextElement(keepingMembers:)-(JSONMemberNames)``),
/// made once: a name in the input is matched by its bytes, so the names of the members dropped are never made
/// into strings.
public struct JSONMemberNames: Sendable {
    /// The names.
    public let names: Set<String>
    /// The names by their UTF-8 length; empty when a name is not ASCII (whose matches are by canonical
    /// equivalence, as `String` compares, not by bytes).
    let byLength: [[(bytes: [UInt8], name: String)]]

    /// The names of `names`.
    public init(_ names: Set<String>) {
        self.names = names
        guard names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            byLength = []
            return
        }
        var table = [[(bytes: [UInt8], name: String)]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names.sorted() { table[name.utf8.count].append((Array(name.utf8), name)) }
        byLength = table
    }

    /// Whether names are matched by their bytes.
    var matchesBytes: Bool { !byLength.isEmpty }

    /// The name whose UTF-8 is `bytes` (ASCII and without escapes), or nil when it is none of them.
    func name(matching bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count < byLength.count else { return nil }
        for entry in byLength[bytes.count] where entry.bytes.elementsEqual(bytes) { return entry.name }
        return nil
    }
}
