/// Why a strings folder cannot be audited: exit 2, no report (audit.md §1.1).
public enum StringsFolderError: Error, Sendable, Equatable {
    /// The folder does not exist or cannot be listed.
    case unreadableFolder(String)
    /// The folder has no `en.lproj`.
    case missingBase(String)
    /// A strings file exists but cannot be read.
    case unreadableFile(String)
}
