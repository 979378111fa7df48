/// One input of an audit, in command-line order (audit.md §5.2 `inputs`).
public enum ReportInput: Sendable, Hashable {
    /// The library's screens, with the number audited.
    case library(screens: Int)
    /// An element-tree file, as given (`<stdin>` for `-`).
    case tree(file: String)
    /// A strings folder, as given.
    case strings(dir: String)
}
