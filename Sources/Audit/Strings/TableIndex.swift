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

    /// Indexes a document.
    public init(_ document: StringsDocument) {
        self.document = document
        var present: Set<String> = []
        var families: Set<String> = []
        var last: [String: StringsEntry] = [:]
        var variants: [String: [StringsEntry]] = [:]
        var order: [String] = []
        for (index, entry) in document.entries.enumerated() {
            present.insert(entry.key)
            let plural = PluralKey.split(entry.key)
            if let plural { families.insert(plural.family) }
            guard !document.damaged.contains(index) else { continue }
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
    }

    /// The undamaged entries with their indices, in file order.
    public var cleanEntries: [(index: Int, entry: StringsEntry)] {
        document.entries.enumerated().compactMap { document.damaged.contains($0.offset) ? nil : ($0.offset, $0.element) }
    }

    /// The value another table's entry is compared with (audit.md §2.5, "Placeholders"): a plural
    /// variant's same category, else the family's `.other`; any other key's own value.
    public func comparisonEntry(for key: String) -> StringsEntry? {
        if let entry = lastEntry[key] { return entry }
        guard let plural = PluralKey.split(key) else { return nil }
        return lastEntry[plural.family + ".other"]
    }
}
