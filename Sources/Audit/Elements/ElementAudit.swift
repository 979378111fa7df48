import Dispatch
import Foundation
import Localization

/// Runs the element rules (audit.md §2.1–2.4) over one screen in one pass and puts the findings in
/// report order (§5.1): traversal order (screen-level findings first), then rule in catalog order.
public struct ElementAudit: Sendable {
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

    /// How many workers check the elements of a large screen; nil: one per processor, at most
    /// ``maximumWorkers``. Speech rules always run on one.
    public var workers: Int?

    /// Picks the element and screen rules out of a selection (other rules are ignored).
    public init(rules: [any AuditRule], workers: Int? = nil) {
        elementRules = rules.compactMap { $0 as? any ElementRule }
        screenRules = rules.compactMap { $0 as? any ScreenRule }
        self.workers = workers
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
        let nodes = context.elementNodes
        let available = self.workers ?? min(max(1, ProcessInfo.processInfo.activeProcessorCount), Self.maximumWorkers)
        let workers = speech == nil && nodes.count >= Self.parallelThreshold ? max(1, available) : 1
        var (elements, output) = workers > 1
            ? checkInParallel(nodes, context: context, workers: workers)
            : check(nodes[...], context: context, cache: cache)
        for rule in screenRules { rule.check(context, elements: elements, into: &output) }
        let cases = elements.map { AuditGroup.Case(name: context.paths[$0.node], target: .element(path: context.paths[$0.node])) }
        var result = Result(group: AuditGroup(
            name: screen.name, locale: passLocale, className: "lector.audit." + screen.name, cases: cases))
        result.findings = Self.ordered(output.findings)
        result.skipped = output.skipped
        result.elementsAudited = elements.count
        return result
    }

    /// Screens with at least this many elements are checked by several workers.
    static let parallelThreshold = 8_192
    /// The most workers a screen is split between.
    static let maximumWorkers = 4

    /// Every element rule on some elements, in order.
    private func check(_ nodes: ArraySlice<Int>, context: ScreenContext, cache: TextCache) -> ([ElementContext], ElementOutput) {
        var output = ElementOutput()
        let elements = nodes.map { ElementContext(screen: context, node: $0, cache: cache) }
        for element in elements {
            for rule in elementRules { rule.check(element, into: &output) }
        }
        return (elements, output)
    }

    /// The elements split into contiguous runs, one per worker, each with its own text cache; the
    /// results are joined in node order, so the report never depends on scheduling (audit.md §7).
    private func checkInParallel(_ nodes: [Int], context: ScreenContext, workers: Int) -> ([ElementContext], ElementOutput) {
        let parts = WorkerResults(count: workers)
        let size = (nodes.count + workers - 1) / workers
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let start = min(worker * size, nodes.count)
            let run = nodes[start..<min(start + size, nodes.count)]
            parts.store(check(run, context: context, cache: TextCache()), at: worker)
        }
        var elements: [ElementContext] = []
        elements.reserveCapacity(nodes.count)
        var output = ElementOutput()
        for (partElements, partOutput) in parts.results {
            elements += partElements
            output.findings += partOutput.findings
            for skipped in partOutput.skipped { output.skip(skipped) }
        }
        return (elements, output)
    }

    /// By node (screen-level first), then rule in catalog order; stable otherwise.
    static func ordered(_ placed: [ElementOutput.Placed]) -> [Finding] {
        // Each finding's sort key worked out once (a rule's catalog index is a dictionary lookup).
        var catalog: [String: Int] = [:]
        let keys = placed.enumerated().map { offset, element -> (node: Int, rule: Int, offset: Int) in
            let rule = element.finding.rule
            let index = catalog[rule] ?? {
                let index = RuleRegistry.catalogIndex(of: rule)
                catalog[rule] = index
                return index
            }()
            return (element.node, index, offset)
        }
        return keys.sorted { ($0.node, $0.rule, $0.offset) < ($1.node, $1.rule, $1.offset) }.map { placed[$0.offset].finding }
    }
}

/// The results of the workers of one screen: each worker stores its own slot under the lock; they
/// are read after `concurrentPerform` returns. The element contexts a worker made are used by
/// that worker only until then.
private final class WorkerResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [([ElementContext], ElementOutput)?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: ([ElementContext], ElementOutput), at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var results: [([ElementContext], ElementOutput)] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
