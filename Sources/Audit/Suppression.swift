/// The suppression entry that hid a finding (audit.md §6): its file, line and reason.
public struct Suppression: Sendable, Hashable {
    /// The suppression file as given.
    public var file: String
    /// The 1-based line of the entry.
    public var line: Int
    /// The reason written after `--`.
    public var reason: String

    /// Creates a suppression record.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
}
