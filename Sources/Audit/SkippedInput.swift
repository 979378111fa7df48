/// A file `audit PATH` found but does not audit yet (a plural dictionary or a string catalog):
/// listed in the report so that nothing found is passed over in silence.
public struct SkippedInput: Sendable, Hashable {
    /// The file, as found under the named folder.
    public var file: String
    /// Why it was not audited, in the UI language.
    public var reason: String

    /// Creates a record.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}
