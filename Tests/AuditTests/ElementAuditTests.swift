import Accessibility
import Audit
import Benchmarks
import TestSupport
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

    /// A screen over the parallel threshold whose elements are in languages with and without word
    /// lists (so rules skip), with labels that repeat (so the workers' shares by label matter),
    /// nested containers, tab bars, values, hints and identifiers that clash.
    static func mixedScreen(elements: Int, seed: UInt64) -> AccessibilityTree {
        var random = SeededGenerator(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let labels =
            (0..<400).map { "Label \($0 % 97) item \($0)" } + [
                "IMG_0042.JPG", "Play button", "  ", "", "Close.", "lorem ipsum", "photoGrid", "Selected", "Tap here",
                "Foto schließen", "Ouvrir", "写真", "صورة", "Olá mundo",
            ]
        let languages: [String?] = [nil, nil, "de", "pt", "nl-BE", "ja", "sv", "ar", "fr-CA"]
        let traits: [AccessibilityTraits] = [
            .button, .staticText, .image, .link, .header, [.button, .switchButton], .adjustable, .textEntry, [],
        ]
        var containers: [AccessibilityElement] = []
        var made = 0
        while made < elements {
            var rows: [AccessibilityElement] = []
            for _ in 0..<50 {
                let value: String? = random.next() % 3 == 0 ? pick(["1", "0", "3 photos", "Play", "On"]) : nil
                let hint: String? =
                    random.next() % 5 == 0 ? pick(["Opens the item.", "Double tap to open", "play"]) : nil
                let identifier: String? = random.next() % 4 == 0 ? "id.\(random.next() % 500)" : nil
                rows.append(
                    AccessibilityElement(
                        label: random.next() % 20 == 0 ? nil : pick(labels), value: value, hint: hint,
                        traits: pick(traits),
                        identifier: identifier, language: pick(languages)))
            }
            made += rows.count
            containers.append(
                AccessibilityElement(
                    label: pick(["Row", "Tabs", "Row"]), container: random.next() % 5 == 0 ? .tabBar : .list,
                    children: rows))
        }
        return AccessibilityTree(root: AccessibilityElement(label: "Mixed", children: containers))
    }

    @Test(arguments: [2, 3, 4])
    func parallelWorkersGiveTheSerialResultOnAMixedScreen(workers: Int) throws {
        let tree = Self.mixedScreen(elements: 9_000, seed: UInt64(workers))
        let rules = RuleRegistry.elementRules.filter { $0.family != "speech" }
        func run(_ workers: Int) throws -> ElementAudit.Result {
            ElementAudit(rules: rules, workers: workers).run(
                AuditScreen(name: "mixed.json", tree: tree, isTreeFile: true), passLocale: "en",
                strings: try StringsTables.english(), cache: TextCache())
        }
        let serial = try run(1)
        let parallel = try run(workers)
        #expect(serial.elementsAudited >= 8_192)
        #expect(serial.findings == parallel.findings)
        #expect(serial.skipped == parallel.skipped)
        #expect(serial.group == parallel.group)
        // The screen really exercises the skips and the screen rules.
        #expect(Set(serial.skipped.map(\.locale)).count >= 3)
        #expect(serial.findings.contains { $0.rule == "label.duplicate" })
        #expect(serial.findings.contains { $0.rule == "identifier.duplicate" })
    }

    @Test func theBenchmarkTreeIsTheSameEveryTimeAndBreaksAFewRules() throws {
        #expect(AuditBenchmarkTree.make(elements: 1_000) == AuditBenchmarkTree.make(elements: 1_000))
        let result = try run(workers: 1)
        let broken = Set(
            result.findings.compactMap { finding -> String? in
                guard case .element(let location) = finding.location, finding.rule != "label.duplicate" else {
                    return nil
                }
                return location.path
            })
        let share = Double(broken.count) / Double(result.elementsAudited)
        #expect(share > 0.02 && share < 0.06, "\(share)")
    }
}
