/// Where Lector's documentation lives, for SARIF's `informationUri` and each rule's `helpUri`.
public enum AuditDocumentation {
    /// The documentation base address: the one constant to change when the docs move.
    public static let base = "https://lector.example/docs"

    /// The documentation home.
    public static var home: String { base + "/README.md" }

    /// The rule's section of the rule reference page: base + `/audit-rules.md#` + the rule ID.
    public static func helpURI(forRule id: String) -> String {
        base + "/audit-rules.md#" + id
    }
}
