/// A row of the trait-word table (audit.md §3.1): the traits whose words a label should not repeat.
/// `textEntry` also covers `secureTextField`, which shares its row.
public enum TraitWordRow: String, Sendable, CaseIterable, Hashable {
    case button
    case link
    case image
    case header
    case searchField
    case adjustable
    case switchButton
    case textEntry
    case tab
    case backButton
}

extension TraitWordRow {
    /// The row's bit in a set of rows: 1 shifted by its index in ``allCases``.
    var bit: UInt32 { Self.bits[self] ?? 0 }

    private static let bits: [TraitWordRow: UInt32] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, UInt32(1) << UInt32($0)) })

    /// The set of some rows as bits, the flags under which a row-dependent text check is remembered.
    static func mask(_ rows: [TraitWordRow]) -> UInt32 {
        rows.reduce(UInt32(0)) { $0 | 1 << UInt32(TraitWordRow.allCases.firstIndex(of: $1) ?? 0) }
    }
}
