/// A rule that judges one element at a time (audit.md §2.1–2.4): it sees the element with its
/// analysed texts and context, and adds at most one finding for it.
public protocol ElementRule: AuditRule {
    /// Adds the rule's finding (or skip) for one element.
    func check(_ element: ElementContext, into output: inout ElementOutput)

    /// The facts an element needs for the rule to add anything: on an element without all of them
    /// ``check(_:into:)`` adds no finding and no skip, so the runner does not call it there.
    /// Empty (the default): the rule is called on every element.
    var requiredFacts: ElementFacts { get }
}

extension ElementRule {
    /// Called on every element.
    public var requiredFacts: ElementFacts { [] }
}

/// A rule that judges a whole screen (`label.duplicate`, `screen.no-heading`,
/// `identifier.duplicate`): it sees every node of one screen in one pass.
public protocol ScreenRule: AuditRule {
    /// Adds the rule's findings for one screen, given its elements in traversal order.
    func check(_ screen: ScreenContext, elements: [ElementContext], into output: inout ElementOutput)
}

/// A screen rule whose work splits into parts that can run side by side: the parts' findings
/// together are what ``ScreenRule/check(_:elements:into:)`` gives, each finding in exactly one part,
/// and no part records a skip.
protocol PartitionedScreenRule: ScreenRule {
    /// Adds the findings of one part of the screen (`part` in `0..<parts`).
    func check(
        _ screen: ScreenContext, elements: [ElementContext], part: Int, of parts: Int, into output: inout ElementOutput)
}

/// What element and screen rules add while they run: findings tied to the node they are about
/// (for the traversal order of audit.md §5.1), and checks skipped for a language.
public struct ElementOutput: Sendable {
    /// A finding and the node it is about: -1 for the screen itself.
    public struct Placed: Sendable {
        /// The node index in traversal order, -1 for a screen-level finding.
        public var node: Int
        /// The finding.
        public var finding: Finding
    }

    /// Findings in the order the rules found them (the runner sorts them).
    public var findings: [Placed] = []
    /// Skipped checks, once per (rule, language), in the order first met.
    public private(set) var skipped: [SkippedCheck] = []
    private var skippedKeys: Set<String> = []

    /// Creates an empty output.
    public init() {}

    /// Records a skipped check unless the same (rule, language) is already recorded.
    public mutating func skip(_ check: SkippedCheck) {
        if skippedKeys.insert(check.rule + "\u{0}" + check.locale).inserted { skipped.append(check) }
    }

    /// Adds a finding about a node.
    public mutating func add(_ finding: Finding, node: Int) {
        findings.append(Placed(node: node, finding: finding))
    }
}
