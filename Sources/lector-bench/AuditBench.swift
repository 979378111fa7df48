import Accessibility
import Audit
import Benchmarks
import Localization

/// `audit_elements_per_s`: every non-speech element rule on the generated 100,000-element tree of
/// audit.md §7, one locale, in process from the parsed tree to the ordered findings
/// (performance.md).
enum AuditBench {
    static func elementsPerSecond(strings: Strings, quick: Bool) -> BenchFigure {
        let tree = AccessibilityTree(root: AuditBenchmarkTree.make(elements: quick ? 10_000 : 100_000))
        let rules = RuleRegistry.elementRules.filter { $0.family != "speech" }
        let audit = ElementAudit(rules: rules)
        let screen = AuditScreen(name: "bench.json", tree: tree, isTreeFile: true)
        var elements = 0
        func once() {
            let result = audit.run(screen, passLocale: "en", strings: strings, cache: TextCache())
            elements = result.elementsAudited
        }
        once()
        var samples = Timings()
        for _ in 0..<(quick ? 3 : 7) {
            let seconds = BenchFigure.seconds { once() }
            samples.append(Double(elements) / seconds)
        }
        return BenchFigure(name: "audit_elements_per_s", value: samples.median, unit: "elements/s")
    }
}
