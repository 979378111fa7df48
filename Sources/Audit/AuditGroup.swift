/// One screen or strings file audited in one pass locale, with everything it holds: the unit of a
/// text-report group and of a JUnit test suite (audit.md §5.3, §5.5).
public struct AuditGroup: Sendable, Hashable {
    /// One audited element or strings entry: a JUnit test case.
    public struct Case: Sendable, Hashable {
        /// The case name: the element's path, or the entry's key (` (line N)` added to a repeat).
        public var name: String
        /// What findings it receives.
        public var target: Target

        /// Creates a case.
        public init(name: String, target: Target) {
            self.name = name
            self.target = target
        }
    }

    /// What a case stands for.
    public enum Target: Sendable, Hashable {
        /// An element, by path.
        case element(path: String)
        /// A strings entry, by key and the line of its key.
        case entry(key: String, line: Int)
    }

    /// The screen name or the file path, as in finding locations.
    public var name: String
    /// The pass locale.
    public var locale: String
    /// The JUnit class name: `lector.audit.SCREEN` or `lector.audit.strings.LOCALE`.
    public var className: String
    /// Every element or entry, in traversal or file order.
    public var cases: [Case]

    /// Creates a group.
    public init(name: String, locale: String, className: String, cases: [Case]) {
        self.name = name
        self.locale = locale
        self.className = className
        self.cases = cases
    }

    /// The group header of the text report and the JUnit suite name: `NAME (LOCALE)`.
    public var title: String { "\(name) (\(locale))" }
}
