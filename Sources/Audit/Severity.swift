/// How serious a finding is (audit.md §2): `error` (clearly a bug), `warning` (probably a bug),
/// `info` (worth a look). Ordered so that `error > warning > info`.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    /// Clearly a bug.
    case error
    /// Probably a bug.
    case warning
    /// Worth a look; text and SARIF call it "note".
    case info

    /// The word of the text report and the SARIF level: `error`, `warning` or `note`. Never translated.
    public var reportWord: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .info: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
