/// A rule as reports describe it: its ID, default level and descriptions in the UI language.
public struct ReportedRule: Sendable, Hashable {
    /// The rule ID.
    public var id: String
    /// The default severity (SARIF `defaultConfiguration.level`).
    public var defaultSeverity: Severity
    /// One sentence.
    public var shortDescription: String
    /// The definition.
    public var fullDescription: String
    /// `accessibility`, or `localization` for `strings.*`.
    public var tags: [String]

    /// Creates a description.
    public init(
        id: String, defaultSeverity: Severity, shortDescription: String, fullDescription: String, tags: [String]
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.tags = tags
    }
}
