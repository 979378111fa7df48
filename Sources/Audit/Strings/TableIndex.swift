import Core
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
    public let lastEntry: LastEntries
    /// The undamaged variants of each family, in file order.
    public let variants: [String: [StringsEntry]]
    /// The family names in order of their first variant.
    public let familyOrder: [String]
    /// The undamaged entries with their indices, in file order.
    public let cleanEntries: [(index: Int, entry: StringsEntry)]
    /// Each entry's family and category (``PluralKey/split(_:in:)`` in the document's format), by its index
    /// in ``document``: split once per file, since several rules ask.
    public let pluralKeys: [(family: String, category: PluralCategory)?]
    /// The placeholders of every entry's value, by the entry's index in ``document``, read once per file
    /// in the grammar the audit uses (Apple's full one, or the house set), since the placeholder rules each
    /// ask; empty for a value without `%`. Indexed by the entry's position.
    private let entryPlaceholders: [Placeholders]
    /// Whether ``entryPlaceholders`` hold the house set.
    private let cachedHouseStyle: Bool

    /// Indexes a document whose placeholders are read in the house set or Apple's grammar.
    public init(_ document: StringsDocument, houseStyle: Bool = false) {
        self.document = document
        var present: Set<String> = []
        var families: Set<String> = []
        var last: [String: Int] = [:]
        var variants: [String: [StringsEntry]] = [:]
        var order: [String] = []
        var clean: [(index: Int, entry: StringsEntry)] = []
        var placeholders: [Placeholders] = []
        var plurals: [(family: String, category: PluralCategory)?] = []
        plurals.reserveCapacity(document.entries.count)
        let count = document.entries.count
        present.reserveCapacity(count)
        last.reserveCapacity(count)
        clean.reserveCapacity(count)
        placeholders.reserveCapacity(count)
        let damaged = document.damaged
        for (index, entry) in document.entries.enumerated() {
            present.insert(entry.key)
            placeholders.append(
                entry.value.containsByte(UInt8(ascii: "%"))
                    ? Placeholders(entry.value, houseStyle: houseStyle) : Placeholders(""))
            let plural = PluralKey.split(entry, in: document.format)
            plurals.append(plural)
            if let plural { families.insert(plural.family) }
            guard damaged.isEmpty || !damaged.contains(index) else { continue }
            clean.append((index, entry))
            last[entry.key] = index
            if let plural {
                if variants[plural.family] == nil { order.append(plural.family) }
                variants[plural.family, default: []].append(entry)
            }
        }
        presentKeys = present
        presentFamilies = families
        lastEntry = LastEntries(positions: last, entries: document.entries)
        self.variants = variants
        familyOrder = order
        cleanEntries = clean
        entryPlaceholders = placeholders
        pluralKeys = plurals
        cachedHouseStyle = houseStyle
    }

    /// Whether some key occurs more than once in the table (damaged entries included).
    public var hasRepeatedKeys: Bool { presentKeys.count != document.entries.count }

    /// The placeholders of a value (``Placeholders``), read in the given grammar.
    public func placeholders(of value: String, houseStyle: Bool) -> Placeholders {
        guard value.containsByte(UInt8(ascii: "%")) else { return Placeholders(value) }
        return Placeholders(value, houseStyle: houseStyle)
    }

    /// The placeholders of the value of the entry at `entryIndex` of ``document``, from the per-file table
    /// when the grammar is the one the index was built with.
    public func placeholders(at entryIndex: Int, houseStyle: Bool) -> Placeholders {
        guard houseStyle == cachedHouseStyle, entryPlaceholders.indices.contains(entryIndex) else {
            return placeholders(of: document.entries[entryIndex].value, houseStyle: houseStyle)
        }
        return entryPlaceholders[entryIndex]
    }

    /// The value another table's entry is compared with (audit.md §2.5, "Placeholders"): a plural
    /// variant's same category, else the family's `.other`; any other key's own value.
    public func comparisonEntry(for key: String) -> StringsEntry? {
        comparisonPosition(for: key).map { document.entries[$0.index] }
    }

    /// Where ``comparisonEntry(for:)`` is in ``document``, and whether it has the key itself (not its
    /// family's `.other`).
    public func comparisonPosition(for key: String) -> (index: Int, sameKey: Bool)? {
        if let index = lastEntry.position(of: key) { return (index, true) }
        guard let plural = PluralKey.split(key), let index = lastEntry.position(of: plural.family + ".other") else {
            return nil
        }
        return (index, false)
    }
}

extension TableIndex {
    /// The last undamaged occurrence of each key, looked up as a dictionary of entries is: `lastEntry[key]`.
    /// It keeps each key's position in the document rather than a copy of the entry.
    public struct LastEntries: Sendable {
        /// Each key's last undamaged entry, as an index into `entries`.
        let positions: [String: Int]
        /// The document's entries.
        let entries: [StringsEntry]

        /// The last undamaged entry of a key, or nil.
        public subscript(key: String) -> StringsEntry? {
            positions[key].map { entries[$0] }
        }

        /// The index in the document of a key's last undamaged entry, or nil.
        public func position(of key: String) -> Int? {
            positions[key]
        }
    }
}
