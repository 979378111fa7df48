import Accessibility
import TestSupport
import Testing

@testable import Audit

/// The paths of a tree worked out in runs of nodes (the parallel audit's workers, issue 20) join to
/// the paths of the whole tree, wherever the runs are cut.
@Suite struct ElementPathRunsTests {
    /// A random tree up to six levels deep whose labels repeat among siblings, with blank labels,
    /// `%` and `/`, and leaves between containers.
    static func deepTree(nodes: Int, seed: UInt64) -> AccessibilityTree {
        var random = SeededGenerator(seed: seed)
        let labels: [String?] = [nil, "Row", "Row", "List", " ", "50% / day", "Tabs", "写真", "Item 1", "Item 2", ""]
        var made = 0
        func element(depth: Int) -> AccessibilityElement {
            made += 1
            let label = labels[Int(random.next() % UInt64(labels.count))]
            guard depth < 6, made < nodes, random.next() % 3 != 0 else { return AccessibilityElement(label: label) }
            var children: [AccessibilityElement] = []
            for _ in 0..<(1 + Int(random.next() % 6)) where made < nodes { children.append(element(depth: depth + 1)) }
            return AccessibilityElement(label: label, children: children)
        }
        var roots: [AccessibilityElement] = []
        while made < nodes { roots.append(element(depth: 0)) }
        return seed % 2 == 0
            ? AccessibilityTree(roots: roots)
            : AccessibilityTree(root: AccessibilityElement(label: "Root", children: roots))
    }

    static let trees: [(String, AccessibilityTree)] = [
        ("deep-1", deepTree(nodes: 600, seed: 1)), ("deep-2", deepTree(nodes: 600, seed: 2)),
        ("deep-3", deepTree(nodes: 3_000, seed: 3)), ("mixed", ElementAuditTests.mixedScreen(elements: 900, seed: 5)),
    ]

    @Test(arguments: 0..<trees.count)
    func runsJoinToTheWholeTreesPaths(tree index: Int) {
        let (name, tree) = Self.trees[index]
        let whole = ElementPaths.compute(tree)
        let segments = ElementPaths.Segments(tree)
        #expect(whole.count == tree.nodes.count)
        #expect(whole.contains { $0.contains("/") } && Set(whole).count == whole.count, "\(name)")
        var random = SeededGenerator(seed: UInt64(index) + 11)
        for runs in 1...7 {
            // Cut points: evenly spaced for the first rounds (what the workers do), then random.
            var cuts = (1..<runs).map { $0 * tree.nodes.count / runs }
            if runs > 4 { cuts = (1..<runs).map { _ in Int(random.next() % UInt64(tree.nodes.count)) }.sorted() }
            let bounds = [0] + cuts + [tree.nodes.count]
            var joined: [String] = []
            for part in 0..<(bounds.count - 1) { joined += segments.paths(of: bounds[part]..<bounds[part + 1]) }
            #expect(joined == whole, "\(name), \(runs) runs at \(cuts)")
        }
        // Each single node on its own.
        for node in stride(from: 0, to: tree.nodes.count, by: 7) {
            #expect(segments.paths(of: node..<node + 1) == [whole[node]], "\(name), node \(node)")
        }
    }
}
