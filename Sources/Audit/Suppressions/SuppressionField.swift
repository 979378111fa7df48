/// A field a suppression entry can match (audit.md §6): the finding's locale, or a field of its
/// element or file location.
public enum SuppressionField: String, Sendable, CaseIterable, Hashable {
    case locale
    case screen
    case path
    case identifier
    case label
    case file
    case key

    /// The field's value on a finding, nil when the finding has no such field (a matcher on a
    /// field the finding lacks never matches).
    public func value(of finding: Finding) -> String? {
        switch (self, finding.location) {
        case (.locale, _): finding.locale
        case (.screen, .element(let element)): element.screen
        case (.path, .element(let element)): element.path
        case (.identifier, .element(let element)): element.identifier
        case (.label, .element(let element)): element.label
        case (.file, .file(let file)): file.file
        case (.key, .file(let file)): file.key
        default: nil
        }
    }
}
