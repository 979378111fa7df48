import Accessibility
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
        let nodes = screen.tree.stops.map(\.node)
        let available = self.workers ?? min(max(1, ProcessInfo.processInfo.activeProcessorCount), Self.maximumWorkers)
        let workers = speech == nil && nodes.count >= Self.parallelThreshold ? max(1, available) : 1
        let context: ScreenContext
        var elements: [ElementContext]
        var output: ElementOutput
        // The element contexts of each worker, released side by side at the end.
        var workerElements: [[ElementContext]] = []
        if workers > 1 {
            // The paths are worked out beside the workers' shares.
            let (paths, shares) = Self.pathsAndShares(of: nodes, in: screen.tree, workers: workers)
            context = ScreenContext(
                screen: screen, passLocale: passLocale, strings: strings, speech: speech, cache: cache, paths: paths,
                elementNodes: nodes)
            (elements, output, workerElements) = checkInParallel(
                nodes, shares: shares, context: context, workers: workers)
        } else {
            context = ScreenContext(
                screen: screen, passLocale: passLocale, strings: strings, speech: speech, cache: cache)
            (elements, output) = check(nodes[...], context: context, cache: cache)
        }
        let cases: [AuditGroup.Case]
        if workers > 1, !screenRules.isEmpty {
            cases = checkScreenInParallel(context, elements: elements, workers: workers, into: &output)
        } else {
            for rule in screenRules { rule.check(context, elements: elements, into: &output) }
            cases = Self.cases(of: elements, paths: context.paths)
        }
        var result = Result(
            group: AuditGroup(
                name: screen.name, locale: passLocale, className: "lector.audit." + screen.name, cases: cases))
        result.findings = Self.ordered(output.findings)
        result.skipped = output.skipped
        result.elementsAudited = elements.count
        if !workerElements.isEmpty {
            elements = []
            Self.release(workerElements)
        }
        return result
    }

    /// Drops the workers' element contexts, each worker's on its own thread: freeing them (and the
    /// analysed texts of the workers' caches) is work in proportion to the elements.
    private static func release(_ parts: [[ElementContext]]) {
        let held = WorkerResults<[ElementContext]>(count: parts.count)
        for (index, part) in parts.enumerated() { held.store(part, at: index) }
        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
            // The last references: the contexts are freed here, outside the lock.
            _ = held.take(at: index)
        }
    }

    /// Each element rule's check as a closure over the rule: calling a rule through its existential
    /// copies the rule out and destroys the copy, on every element; a closure holds it in place.
    private var elementChecks: [(ElementContext, inout ElementOutput) -> Void] {
        elementRules.map { rule in Self.check(of: rule) }
    }

    /// A rule's check as a closure over the rule's own type, opened once: calls through it need no
    /// projection out of an existential box.
    private static func check<Rule: ElementRule>(of rule: Rule) -> (ElementContext, inout ElementOutput) -> Void {
        { element, output in rule.check(element, into: &output) }
    }

    /// The bits of each element rule's ``ElementRule/requiredFacts``, in the order of ``elementChecks``:
    /// a rule is called on an element only when the element has all of them.
    private var requiredFacts: [UInt32] {
        elementRules.map(\.requiredFacts.rawValue)
    }

    /// Screens with at least this many elements are checked by several workers.
    static let parallelThreshold = 8_192
    /// The most workers a screen is split between.
    static let maximumWorkers = 4

    /// Every element rule on some elements, in order.
    private func check(_ nodes: ArraySlice<Int>, context: ScreenContext, cache: TextCache) -> (
        [ElementContext], ElementOutput
    ) {
        var output = ElementOutput()
        let elements = nodes.map { ElementContext(screen: context, node: $0, cache: cache) }
        let checks = elementChecks
        let required = requiredFacts
        for element in elements {
            let facts = element.facts.rawValue
            for index in checks.indices where required[index] & ~facts == 0 { checks[index](element, &output) }
        }
        return (elements, output)
    }

    /// Every element rule on the elements of one worker's share, in node order, with where each
    /// skip was first met: its element's position among all the elements and the rule's index.
    private func check(
        share: Int, of shares: [UInt8], nodes: [Int], context: ScreenContext, cache: TextCache
    ) -> WorkerPart {
        var part = WorkerPart()
        let checks = elementChecks
        let required = requiredFacts
        for (position, node) in nodes.enumerated() where shares[position] == share {
            let element = ElementContext(screen: context, node: node, cache: cache)
            part.positions.append(position)
            part.elements.append(element)
            let facts = element.facts.rawValue
            for index in checks.indices where required[index] & ~facts == 0 {
                let skipped = part.output.skipped.count
                checks[index](element, &part.output)
                for _ in skipped..<part.output.skipped.count { part.skipOrigins.append((position, index)) }
            }
        }
        return part
    }

    /// The elements shared between workers by label: each worker takes the elements whose label
    /// hashes to it, so each distinct label is analysed and checked by one worker, in that
    /// worker's own text cache, instead of by every worker. The results are joined in node order
    /// and the skips in the order a single pass meets them, so the report never depends on
    /// scheduling (audit.md §7).
    private func checkInParallel(
        _ nodes: [Int], shares: [UInt8], context: ScreenContext, workers: Int
    ) -> ([ElementContext], ElementOutput, [[ElementContext]]) {
        let parts = WorkerResults<WorkerPart>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            parts.store(
                check(share: worker, of: shares, nodes: nodes, context: context, cache: TextCache()), at: worker)
        }
        let results = parts.results
        var placed = [ElementContext?](repeating: nil, count: nodes.count)
        var origins: [(position: Int, rule: Int, worker: Int, offset: Int)] = []
        var output = ElementOutput()
        for (worker, part) in results.enumerated() {
            for (position, element) in zip(part.positions, part.elements) { placed[position] = element }
            output.findings += part.output.findings
            for (offset, origin) in part.skipOrigins.enumerated() {
                origins.append((origin.position, origin.rule, worker, offset))
            }
        }
        // Each worker records a (rule, language) skip once, where it first met it; the earliest of
        // those is where a single pass meets it.
        origins.sort { ($0.position, $0.rule, $0.worker, $0.offset) < ($1.position, $1.rule, $1.worker, $1.offset) }
        for origin in origins { output.skip(results[origin.worker].output.skipped[origin.offset]) }
        return (placed.compactMap { $0 }, output, results.map(\.elements))
    }

    /// The paths of every node (``ElementPaths``), and which worker takes each element: a hash
    /// (FNV-1a) of its label's UTF-8, so that equal labels go to the same worker. Each worker works
    /// out the shares of a contiguous run of the elements and the paths of a contiguous run of the
    /// nodes (``ElementPaths/Segments/paths(of:)``).
    static func pathsAndShares(of nodes: [Int], in tree: AccessibilityTree, workers: Int) -> (
        paths: [String], shares: [UInt8]
    ) {
        let segments = ElementPaths.Segments(tree)
        let runs = WorkerResults<(shares: [UInt8], paths: [String])>(count: workers)
        let size = (nodes.count + workers - 1) / workers
        let treeNodes = tree.nodes
        let pathSize = (treeNodes.count + workers - 1) / workers
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let start = min(worker * size, nodes.count)
            let shares = nodes[start..<min(start + size, nodes.count)].map { node in
                UInt8(truncatingIfNeeded: labelHash(treeNodes[node].element.label) % UInt64(workers))
            }
            let pathStart = min(worker * pathSize, treeNodes.count)
            runs.store((shares, segments.paths(of: pathStart..<min(pathStart + pathSize, treeNodes.count))), at: worker)
        }
        var paths: [String] = []
        var shares: [UInt8] = []
        paths.reserveCapacity(treeNodes.count)
        shares.reserveCapacity(nodes.count)
        for run in runs.results {
            paths += run.paths
            shares += run.shares
        }
        return (paths, shares)
    }

    /// FNV-1a of a label's UTF-8 (0 for none): the same on every run and machine, so a screen is
    /// shared between the workers the same way each time.
    static func labelHash(_ label: String?) -> UInt64 {
        guard let label else { return 0 }
        return label.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// The JUnit cases of the elements: one per element, named by its path.
    private static func cases(of elements: [ElementContext], paths: [String]) -> [AuditGroup.Case] {
        elements.map { AuditGroup.Case(name: paths[$0.node], target: .element(path: paths[$0.node])) }
    }

    /// The screen rules of a large screen side by side, each into its own output (a partitioned
    /// rule in one part per worker), joined in catalog order: what running them one after another
    /// gives. The elements' JUnit cases are made beside them.
    private func checkScreenInParallel(
        _ context: ScreenContext, elements: [ElementContext], workers: Int, into output: inout ElementOutput
    ) -> [AuditGroup.Case] {
        // Each task: a rule and its part, or (rule -1) the cases.
        let tasks: [(rule: Int, part: Int, parts: Int)] =
            [(-1, 0, 1)]
            + screenRules.enumerated().flatMap { index, rule in
                let parts = rule is any PartitionedScreenRule ? workers : 1
                return (0..<parts).map { (index, $0, parts) }
            }
        let results = WorkerResults<ElementOutput>(count: tasks.count)
        let cases = WorkerResults<[AuditGroup.Case]>(count: 1)
        // The screen rules only read the element contexts, and each task writes its own output.
        let shared = SharedElements(elements)
        let paths = context.paths
        DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
            let task = tasks[index]
            guard task.rule >= 0 else { return cases.store(Self.cases(of: shared.elements, paths: paths), at: 0) }
            var part = ElementOutput()
            if task.parts > 1, let rule = screenRules[task.rule] as? any PartitionedScreenRule {
                rule.check(context, elements: shared.elements, part: task.part, of: task.parts, into: &part)
            } else {
                screenRules[task.rule].check(context, elements: shared.elements, into: &part)
            }
            results.store(part, at: index)
        }
        for part in results.results {
            output.findings += part.findings
            for skipped in part.skipped { output.skip(skipped) }
        }
        return cases.results.first ?? []
    }

    /// By node (screen-level first), then rule in catalog order; stable otherwise.
    static func ordered(_ placed: [ElementOutput.Placed]) -> [Finding] {
        // Each finding's sort key worked out once (a rule's catalog index is a dictionary lookup).
        var catalog: [String: Int] = [:]
        let keys = placed.enumerated().map { offset, element -> (node: Int, rule: Int, offset: Int) in
            let rule = element.finding.rule
            let index =
                catalog[rule]
                ?? {
                    let index = RuleRegistry.catalogIndex(of: rule)
                    catalog[rule] = index
                    return index
                }()
            return (element.node, index, offset)
        }
        return keys.sorted { ($0.node, $0.rule, $0.offset) < ($1.node, $1.rule, $1.offset) }.map {
            placed[$0.offset].finding
        }
    }
}

/// The element contexts of a screen handed to the screen rules running side by side: once the
/// element rules are done nothing writes to them, and the screen rules only read them.
private struct SharedElements: @unchecked Sendable {
    let elements: [ElementContext]

    init(_ elements: [ElementContext]) {
        self.elements = elements
    }
}

/// What one worker gave: its elements in node order with their positions among all the elements,
/// its output, and for each of its skips where it was first met.
private struct WorkerPart {
    var positions: [Int] = []
    var elements: [ElementContext] = []
    var output = ElementOutput()
    var skipOrigins: [(position: Int, rule: Int)] = []
}

/// The results of the workers of one screen: each worker stores its own slot under the lock; they
/// are read after `concurrentPerform` returns. The element contexts a worker made are used by
/// that worker only until then.
private final class WorkerResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Value, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// Takes a slot's value out, leaving it empty.
    func take(at index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let value = slots[index]
        slots[index] = nil
        return value
    }

    var results: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
