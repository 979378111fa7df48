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
