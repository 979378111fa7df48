/// Where a finding is: an element of a screen or tree file, or a place in a strings file
/// (audit.md §5.1).
public enum FindingLocation: Sendable, Hashable {
    /// An element: `{screen, path, identifier?, label?}`.
    case element(ElementLocation)
    /// A strings file: `{file, line?, column?, key?}`.
    case file(FileLocation)

    /// The screen name or the file path: what groups findings in reports.
    public var container: String {
        switch self {
        case .element(let element): element.screen
        case .file(let file): file.file
        }
    }
}
