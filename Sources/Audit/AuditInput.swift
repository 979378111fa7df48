/// One input of `lector audit`, in command-line order (audit.md §1.1), already read and checked.
public enum AuditInput: Sendable {
    /// The library's screens: the named ones, or every one (nil).
    case library(screens: [String]?)
    /// A tree file, read.
    case tree(AuditScreen)
    /// A strings folder, read.
    case strings(StringsFolder)
    /// A storyboard or xib with its tables, for the interface rules (its screens come as `.tree`).
    case interface(InterfaceFile)
}
