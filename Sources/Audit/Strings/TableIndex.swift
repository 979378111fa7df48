import Localization

/// Lookups over one parsed table, built once per file: what is present, the last value of each
/// key, and the plural families.
public struct TableIndex: Sendable {
    /// The parsed table.
    public let document: StringsDocument
    /// Every key, damaged entries included (they count as present, audit.md §2.5).
    public let presentKeys: Set<String>
    /// Families with any variant, damaged entries included.
    public let presentFamilies: Set<String>
    /// The last undamaged occurrence of each key.
    public let lastEntry: [String: StringsEntry]
    /// The undamaged variants of each family, in file order.
    public let variants: [String: [StringsEntry]]
    /// The family names in order of their first variant.
    public let familyOrder: [String]
    /// The undamaged entries with their indices, in file order.
    public let cleanEntries: [(index: Int, entry: StringsEntry)]
    /// The placeholders of every undamaged value that has a `%`, read once per file in the grammar
    /// the audit uses (Apple's full one, or the house set), since the placeholder rules each ask.
    /// Keyed by the value's bytes: hashing a `String` normalizes non-ASCII text first, which cost more than
    /// reading the placeholders (issue 20), and equal bytes always give equal placeholders.
    private let cachedPlaceholders: [ValueBytes: Placeholders]
    /// Whether ``cachedPlaceholders`` hold the house set.
    private let cachedHouseStyle: Bool

    /// Indexes a document whose placeholders are read in the house set or Apple's grammar.
    public init(_ document: StringsDocument, houseStyle: Bool = false) {
        self.document = document
        var present: Set<String> = []
        var families: Set<String> = []
        var last: [String: StringsEntry] = [:]
        var variants: [String: [StringsEntry]] = [:]
        var order: [String] = []
        var clean: [(index: Int, entry: StringsEntry)] = []
        var cache: [ValueBytes: Placeholders] = [:]
        for (index, entry) in document.entries.enumerated() {
            present.insert(entry.key)
            let plural = PluralKey.split(entry, in: document.format)
            if let plural { families.insert(plural.family) }
            guard !document.damaged.contains(index) else { continue }
            clean.append((index, entry))
            if entry.value.containsByte(UInt8(ascii: "%")), case let key = ValueBytes(entry.value), cache[key] == nil {
                cache[key] = Placeholders(entry.value, houseStyle: houseStyle)
            }
            last[entry.key] = entry
            if let plural {
                if variants[plural.family] == nil { order.append(plural.family) }
                variants[plural.family, default: []].append(entry)
            }
        }
        presentKeys = present
        presentFamilies = families
        lastEntry = last
        self.variants = variants
        familyOrder = order
        cleanEntries = clean
        cachedPlaceholders = cache
        cachedHouseStyle = houseStyle
    }

    /// The placeholders of a value of this table (``Placeholders``), from the per-file cache when the
    /// value is one of its undamaged entries.
    public func placeholders(of value: String, houseStyle: Bool) -> Placeholders {
        guard value.containsByte(UInt8(ascii: "%")) else { return Placeholders(value) }
        let cached = houseStyle == cachedHouseStyle ? cachedPlaceholders[ValueBytes(value)] : nil
        return cached ?? Placeholders(value, houseStyle: houseStyle)
    }

    /// The value another table's entry is compared with (audit.md §2.5, "Placeholders"): a plural
    /// variant's same category, else the family's `.other`; any other key's own value.
    public func comparisonEntry(for key: String) -> StringsEntry? {
        if let entry = lastEntry[key] { return entry }
        guard let plural = PluralKey.split(key) else { return nil }
        return lastEntry[plural.family + ".other"]
    }
}

extension TableIndex {
    /// A value compared and hashed by its UTF-8 bytes, not by canonical equivalence.
    struct ValueBytes: Hashable, Sendable {
        var value: String

        init(_ value: String) {
            self.value = value
        }

        static func == (left: ValueBytes, right: ValueBytes) -> Bool {
            left.value.utf8.elementsEqual(right.value.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var value = value
            value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
