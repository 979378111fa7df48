/// The analysed texts of one language by text, for ``TextCache``: what a `[String: AnalysedText]`
/// gives, without hashing each text with the standard library's SipHash.
///
/// A `String` key compares by canonical equivalence, and only three scalars not in ASCII are
/// canonically equivalent to ASCII text (U+037E `;`, U+1FEF `` ` ``, U+212A `K`; canonical mappings
/// never change). So an ASCII text, or one made of ASCII and those three, is kept under its ASCII
/// form, hashed with FNV-1a over its bytes and compared byte for byte; any other text is
/// equivalent to no such text and goes to a dictionary as before. Either way a text finds the
/// analysed form of the first text equivalent to it, as the dictionary's lookup did.
struct TextTable {
    /// The ASCII keys, in the order they were added.
    private var keys: [String] = []
    /// The analysed texts of ``keys``, in the same order.
    private var texts: [AnalysedText] = []
    /// The FNV-1a hashes of ``keys``, in the same order.
    private var hashes: [UInt64] = []
    /// Open addressing with linear probing: index into ``keys`` plus one, 0 for an empty slot; a
    /// power of two long.
    private var slots: [Int32] = []
    /// The texts with a scalar outside ASCII and the three.
    private var others: [String: AnalysedText] = [:]

    /// The analysed form of a text, made by `make` the first time the text (or an equivalent one) is met.
    mutating func analysed(_ text: String, make: (String) -> AnalysedText) -> AnalysedText {
        guard let key = Self.asciiKey(text) else {
            if let known = others[text] { return known }
            let analysed = make(text)
            others[text] = analysed
            return analysed
        }
        let hash = key.fnv1aHash
        if slots.isEmpty { slots = [Int32](repeating: 0, count: 64) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, keys[index] == key { return texts[index] }
            slot = (slot + 1) & mask
        }
        let analysed = make(text)
        keys.append(key)
        texts.append(analysed)
        hashes.append(hash)
        slots[slot] = Int32(keys.count)
        if keys.count * 4 >= slots.count * 3 { grow() }
        return analysed
    }

    /// Twice the slots, every key placed again.
    private mutating func grow() {
        var wider = [Int32](repeating: 0, count: slots.count * 2)
        let mask = wider.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while wider[slot] != 0 { slot = (slot + 1) & mask }
            wider[slot] = Int32(index + 1)
        }
        slots = wider
    }

    /// The ASCII text a text is canonically equivalent to, nil when there is none (the text is
    /// its own key when it is ASCII).
    static func asciiKey(_ text: String) -> String? {
        if text.hasOnlyASCIIBytes { return text }
        var key = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: key.append(scalar)
            case 0x037E: key.append(";")
            case 0x1FEF: key.append("`")
            case 0x212A: key.append("K")
            default: return nil
            }
        }
        return String(key)
    }
}
