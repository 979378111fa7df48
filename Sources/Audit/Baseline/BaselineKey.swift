/// What identifies a finding in a baseline (`--baseline`): its rule and check, locale, file or
/// screen, and key or path, never its line or column, so that it survives moved lines.
public struct BaselineKey: Sendable, Hashable, Comparable {
    /// The rule ID.
    public var rule: String
    /// The check of a `strings.label-rules` finding.
    public var check: String?
    /// The pass locale.
    public var locale: String
    /// A strings or interface file, relative to `--base-dir` (``ArtifactRoot/reportPath(of:)``).
    public var file: String?
    /// An element finding's screen, as reports name it.
    public var screen: String?
    /// The entry's key.
    public var key: String?
    /// An element finding's path.
    public var path: String?

    /// Creates a key.
    public init(
        rule: String, check: String? = nil, locale: String, file: String? = nil, screen: String? = nil,
        key: String? = nil, path: String? = nil
    ) {
        self.rule = rule
        self.check = check
        self.locale = locale
        self.file = file
        self.screen = screen
        self.key = key
        self.path = path
    }

    /// The key of a finding; file paths are made relative to the root.
    public init(_ finding: Finding, root: ArtifactRoot) {
        switch finding.location {
        case .element(let element):
            self.init(
                rule: finding.rule, check: finding.check, locale: finding.locale, screen: element.screen,
                path: element.path)
        case .file(let file):
            self.init(
                rule: finding.rule, check: finding.check, locale: finding.locale, file: root.reportPath(of: file.file),
                key: file.key)
        }
    }

    /// The fields in file order, an absent field before any present one.
    private var fields: [String?] { [rule, check, locale, file, screen, key, path] }

    public static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
        for (left, right) in zip(lhs.fields, rhs.fields) where left != right {
            guard let left else { return true }
            guard let right else { return false }
            return left < right
        }
        return false
    }
}
