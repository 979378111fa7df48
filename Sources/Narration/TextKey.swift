/// A text as a dictionary key by its UTF-8 bytes, hashed by its length and its first and last eight bytes: a
/// cheaper key than `String` for the short words and keys a language keeps (a `String` key hashes every byte
/// through its canonical form). Two keys are equal exactly when their bytes are, so two spellings of one text
/// (NFC and NFD) are two keys.
struct TextKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let utf8 = text.utf8
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var count = 0
        for byte in utf8 {
            if count < 8 { head = head << 8 | UInt64(byte) }
            tail = tail << 8 | UInt64(byte)
            count += 1
        }
        hasher.combine(count)
        hasher.combine(head)
        hasher.combine(tail)
    }
}
