import Localization

/// Runs the element rules (audit.md §2.1–2.4) over one screen in one pass and puts the findings in
/// report order (§5.1): traversal order (screen-level findings first), then rule in catalog order.
public struct ElementAudit {
    /// What one screen gave.
    public struct Result: Sendable {
        /// Findings in report order.
        public var findings: [Finding] = []
        /// Skipped checks, once per (rule, language).
        public var skipped: [SkippedCheck] = []
        /// The elements audited.
        public var elementsAudited = 0
        /// The screen with its elements, for JUnit.
        public var group: AuditGroup
    }

    /// The element rules, in catalog order.
    public let elementRules: [any ElementRule]
    /// The screen rules, in catalog order.
    public let screenRules: [any ScreenRule]

    /// Picks the element and screen rules out of a selection (other rules are ignored).
    public init(rules: [any AuditRule]) {
        elementRules = rules.compactMap { $0 as? any ElementRule }
        screenRules = rules.compactMap { $0 as? any ScreenRule }
    }

    /// Whether any element or screen rule is selected.
    public var isEmpty: Bool { elementRules.isEmpty && screenRules.isEmpty }

    /// Whether a rule that needs the synthesizer is selected.
    public var runsSpeech: Bool { elementRules.contains { $0 is any SynthesizingRule } }

    /// Audits one screen in one pass.
    ///
    /// - Parameters:
    ///   - speech: the speech rules' tools; the speech rules skip every element without them.
    ///   - cache: the run's analysed texts (shared by the screens of a run).
    public func run(
        _ screen: AuditScreen, passLocale: String, strings: Strings, speech: SpeechAudit? = nil, cache: TextCache
    ) -> Result {
        let context = ScreenContext(screen: screen, passLocale: passLocale, strings: strings, speech: speech, cache: cache)
        let elements = context.elementNodes.map(context.element)
        var output = ElementOutput()
        for element in elements {
            for rule in elementRules { rule.check(element, into: &output) }
        }
        for rule in screenRules { rule.check(context, elements: elements, into: &output) }
        let cases = elements.map { AuditGroup.Case(name: context.paths[$0.node], target: .element(path: context.paths[$0.node])) }
        var result = Result(group: AuditGroup(
            name: screen.name, locale: passLocale, className: "lector.audit." + screen.name, cases: cases))
        result.findings = Self.ordered(output.findings)
        result.skipped = output.skipped
        result.elementsAudited = elements.count
        return result
    }

    /// By node (screen-level first), then rule in catalog order; stable otherwise.
    static func ordered(_ placed: [ElementOutput.Placed]) -> [Finding] {
        placed.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.node, RuleRegistry.catalogIndex(of: lhs.element.finding.rule), lhs.offset)
            let right = (rhs.element.node, RuleRegistry.catalogIndex(of: rhs.element.finding.rule), rhs.offset)
            return left < right
        }.map(\.element.finding)
    }
}
