import Accessibility
import Audit
import Benchmarks
import Testing

/// The runner: parallel workers give exactly the serial result, and the benchmark tree breaks rules
/// on about 3% of its elements (audit.md §7).
@Suite struct ElementAuditTests {
    static let tree = AccessibilityTree(root: AuditBenchmarkTree.make(elements: 20_000))

    private func run(workers: Int) throws -> ElementAudit.Result {
        let rules = RuleRegistry.elementRules.filter { $0.family != "speech" }
        return ElementAudit(rules: rules, workers: workers).run(
            AuditScreen(name: "bench.json", tree: Self.tree, isTreeFile: true), passLocale: "en",
            strings: try StringsTables.english(), cache: TextCache())
    }

    @Test func parallelWorkersGiveTheSerialResult() throws {
        let serial = try run(workers: 1)
        let parallel = try run(workers: 3)
        #expect(serial.findings == parallel.findings)
        #expect(serial.skipped == parallel.skipped)
        #expect(serial.group == parallel.group)
        #expect(serial.elementsAudited == 20_002)
    }

    @Test func theBenchmarkTreeIsTheSameEveryTimeAndBreaksAFewRules() throws {
        #expect(AuditBenchmarkTree.make(elements: 1_000) == AuditBenchmarkTree.make(elements: 1_000))
        let result = try run(workers: 1)
        let broken = Set(result.findings.compactMap { finding -> String? in
            guard case .element(let location) = finding.location, finding.rule != "label.duplicate" else { return nil }
            return location.path
        })
        let share = Double(broken.count) / Double(result.elementsAudited)
        #expect(share > 0.02 && share < 0.06, "\(share)")
    }
}
