import Audit
import Localization

/// Builds findings and runs suppression files on them, for the suppression tests.
enum SuppressionFiles {
    static func element(
        _ rule: String, screen: String = "items", path: String = "List/0", identifier: String? = nil,
        label: String? = nil, locale: String = "en"
    ) -> Finding {
        Finding(
            rule: rule, severity: .warning, locale: locale, message: "m",
            location: .element(ElementLocation(screen: screen, path: path, identifier: identifier, label: label)))
    }

    static func file(_ rule: String, file: String, key: String?, check: String? = nil, locale: String = "fr") -> Finding
    {
        Finding(
            rule: rule, severity: .warning, locale: locale, message: "m",
            location: .file(FileLocation(file: file, line: 3, column: 1, key: key)), check: check)
    }

    /// A scope that covers everything the findings name.
    static let wideScope = SuppressionFilter.Scope(
        rules: Set(RuleRegistry.ids + TextCheck.allCases.map(\.id)), locales: ["en", "fr", "ja"],
        screens: ["items", "home"], files: ["L/fr.lproj/Localizable.strings"])

    static func apply(
        _ text: String, to findings: [Finding], scope: SuppressionFilter.Scope = wideScope,
        selected: Set<String> = Set(RuleRegistry.ids)
    ) throws -> SuppressionFilter.Outcome {
        let file = try SuppressionFile.parse(text, path: "audit.suppress")
        return SuppressionFilter(file: file).apply(
            to: findings, scope: scope, selected: selected, locale: "en", strings: try StringsTables.english())
    }
}
