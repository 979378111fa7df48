import Localization

/// Plural variants: a key whose last `.`-component is a CLDR category (audit.md §2.5).
public enum PluralKey {
    /// The family and category of a variant key (`photos.count.one` → `photos.count`, `.one`),
    /// or nil for any other key.
    public static func split(_ key: String) -> (family: String, category: PluralCategory)? {
        // An ASCII key (nearly every key) by its bytes: each byte is a character.
        let fast = key.utf8.withContiguousStorageIfAvailable { bytes -> ByteSplit in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return .none }
            guard bytes.count - dot - 1 <= 5 else { return .none }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return .general }
            guard dot > 0, let category = asciiCategory(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])) else { return .none }
            return .split(String(decoding: bytes[..<dot], as: UTF8.self), category)
        }
        switch fast {
        case .none?: return nil
        case .split(let family, let category)?: return (family, category)
        case .general?, nil: return generalSplit(key)
        }
    }

    /// The category whose name is exactly these bytes (`PluralCategory(rawValue:)` without making a string), or nil.
    static func asciiCategory(_ bytes: UnsafeBufferPointer<UInt8>) -> PluralCategory? {
        func equals(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == bytes.count else { return false }
            let start = name.utf8Start
            for offset in 0..<bytes.count where start[offset] != bytes[offset] { return false }
            return true
        }
        switch bytes.count {
        case 3: return equals("one") ? .one : equals("two") ? .two : equals("few") ? .few : nil
        case 4: return equals("zero") ? .zero : equals("many") ? .many : nil
        case 5: return equals("other") ? .other : nil
        default: return nil
        }
    }

    /// What the byte scan of an ASCII key gives.
    private enum ByteSplit {
        case none
        case split(String, PluralCategory)
        /// Not ASCII: split by characters.
        case general
    }

    /// ``split(_:)`` by characters, for any key; the byte scan must agree with it on ASCII keys.
    static func generalSplit(_ key: String) -> (family: String, category: PluralCategory)? {
        // A category is 3 to 5 ASCII letters after the last dot: look at the bytes before building anything.
        let bytes = key.utf8
        guard let dotOffset = bytes.lastIndex(of: UInt8(ascii: ".")), bytes.distance(from: dotOffset, to: bytes.endIndex) - 1 <= 5,
            let dot = key.lastIndex(of: "."), let category = PluralCategory(rawValue: String(key[key.index(after: dot)...]))
        else { return nil }
        let family = String(key[..<dot])
        return family.isEmpty ? nil : (family, category)
    }

    /// The family and category of an entry of a table in `format`: in `.strings` tables by its key
    /// alone; in plural dictionaries and catalogs only when the format made it a plural variant,
    /// so that a catalog's `settings.section.other` stays an ordinary key.
    public static func split(_ entry: StringsEntry, in format: StringsFormat) -> (family: String, category: PluralCategory)? {
        guard format == .strings || entry.attributes.contains(.pluralVariant) else { return nil }
        return split(entry.key)
    }
}
