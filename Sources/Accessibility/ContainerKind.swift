/// What kind of container a node is; a container gives its stops their context words
/// (`narration.md` §1.3). The raw value is the JSON name.
public enum ContainerKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Not a container (the default).
    case none
    /// A list: "List Start." on its first stop, "List End." on its last.
    case list
    /// A table: each child is a row, the stops of a row are its cells.
    case table
    /// A tab bar: every stop is a tab, "Tab. 2 of 5.".
    case tabBar
    /// A landmark: "Landmark." on its first stop, "End." on its last.
    case landmark
}
