import Accessibility
import Audit
import Foundation
import Localization
import Testing

/// Runs element rules on element-tree JSON written in the tests, as `lector audit --tree` would.
enum ElementTrees {
    /// The findings of some rules (default: every element rule) on a tree, in one pass.
    static func findings(
        _ json: String, locale: String = "en", rules: [any AuditRule] = RuleRegistry.elementRules,
        screen: String = "t.json"
    ) throws -> [Finding] {
        try result(json, locale: locale, rules: rules, screen: screen).findings
    }

    /// The whole result of one screen.
    static func result(
        _ json: String, locale: String = "en", rules: [any AuditRule] = RuleRegistry.elementRules,
        screen: String = "t.json"
    ) throws -> ElementAudit.Result {
        let tree = try AccessibilityTree(decoding: Data(json.utf8))
        return ElementAudit(rules: rules).run(
            AuditScreen(name: screen, tree: tree, isTreeFile: true), passLocale: locale,
            strings: try StringsTables.english(), cache: TextCache())
    }

    /// The rule IDs found on a tree.
    static func ids(_ json: String, locale: String = "en", rules: [any AuditRule] = RuleRegistry.elementRules) throws
        -> [String]
    {
        try findings(json, locale: locale, rules: rules).map(\.rule)
    }

    /// Whether one rule fires on a tree.
    static func fires(_ rule: any AuditRule, _ json: String, locale: String = "en") throws -> Bool {
        !(try findings(json, locale: locale, rules: [rule]).isEmpty)
    }

    /// The element location of a finding.
    static func location(_ finding: Finding) -> ElementLocation? {
        if case .element(let location) = finding.location { return location }
        return nil
    }
}

/// One case of a rule's table: a tree, in a language, and whether the rule fires.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var json: String
    var locale = "en"
    var fires: Bool

    /// The case as the test list shows it.
    var testDescription: String { "\(fires ? "fails" : "passes") \(locale) \(json)" }

    static func fails(_ json: String, _ locale: String = "en") -> RuleCase {
        RuleCase(json: json, locale: locale, fires: true)
    }
    static func passes(_ json: String, _ locale: String = "en") -> RuleCase {
        RuleCase(json: json, locale: locale, fires: false)
    }
}

extension RuleCase {
    /// The same element as the only child of a tab bar.
    var inTabBar: RuleCase {
        var copy = self
        copy.json = #"{"container":"tabBar","children":["# + json + "]}"
        return copy
    }
}

extension ElementTrees {
    /// The element location of a related location.
    static func location2(_ location: FindingLocation) -> ElementLocation? {
        if case .element(let element) = location { return element }
        return nil
    }
}
