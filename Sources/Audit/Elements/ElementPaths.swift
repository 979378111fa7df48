import Accessibility

/// The paths of audit.md §1.3: segments from the top down joined by `/`. A node with children and
/// a non-blank label that none of its siblings shares is written as its trimmed label (`%` →
/// `%25`, `/` → `%2F`); any other node as its 0-based index among its siblings. A single root
/// object is `.` and its children begin the paths; the members of a top-level array are the first
/// segments.
public enum ElementPaths {
    /// The path of every node of a tree, in node order. Linear in the nodes, no recursion.
    public static func compute(_ tree: AccessibilityTree) -> [String] {
        Segments(tree).paths(of: tree.nodes.indices)
    }

    /// What the segments of a tree's nodes depend on, worked out once: which labelled nodes with
    /// children are named by their label. The paths of any run of nodes follow from it
    /// (``paths(of:)``), so the runs of one tree can be worked out side by side.
    struct Segments: Sendable {
        private let nodes: [AccessibilityTree.Node]
        /// The trimmed labels of the nodes named by them, by node.
        private let named: [Int: String]
        private let singleRoot: Bool
        /// The decimal forms of the sibling indices up to ``writtenIndices``, made once: most segments are one.
        private let indexSegments: [String]
        static let writtenIndices = 4_096

        init(_ tree: AccessibilityTree) {
            nodes = tree.nodes
            singleRoot = !tree.document.isArray
            var largest = -1
            for index in nodes.indices { largest = max(largest, nodes[index].indexInParent) }
            indexSegments = (0..<min(largest + 1, Self.writtenIndices)).map { String($0) }
            // Candidates: nodes with children and a non-blank label. Their siblings' labels are
            // counted (trimmed, grouped by parent, -1 for the roots); a label two siblings share is
            // no segment.
            var candidates: [Int: String] = [:]
            var parentsToCount: Set<Int> = []
            for index in nodes.indices {
                // Read in place: a copy of the element would retain and release every field of it.
                guard !nodes[index].element.children.isEmpty, let label = nodes[index].element.label, !label.isEmpty
                else { continue }
                let trimmed = TextCharacters.trim(label)
                guard !trimmed.isEmpty else { continue }
                candidates[index] = trimmed
                parentsToCount.insert(nodes[index].parent ?? -1)
            }
            var labelCounts: [ParentLabel: Int] = [:]
            if !parentsToCount.isEmpty {
                for index in nodes.indices {
                    let parent = nodes[index].parent ?? -1
                    guard parentsToCount.contains(parent), let label = nodes[index].element.label, !label.isEmpty
                    else { continue }
                    let trimmed = candidates[index] ?? TextCharacters.trim(label)
                    guard !trimmed.isEmpty else { continue }
                    labelCounts[ParentLabel(parent: parent, label: trimmed), default: 0] += 1
                }
            }
            var named: [Int: String] = [:]
            for (index, label) in candidates
            where labelCounts[ParentLabel(parent: nodes[index].parent ?? -1, label: label)] == 1 {
                named[index] = ElementPaths.escape(label)
            }
            self.named = named
        }

        /// The segment of one node: its escaped label, or its index among its siblings.
        private func segment(_ index: Int) -> String {
            if !named.isEmpty, let name = named[index] { return name }
            let position = nodes[index].indexInParent
            return position < indexSegments.count ? indexSegments[position] : String(position)
        }

        /// A node's path from its parent's (nil for a root).
        private func path(_ index: Int, parentPath: String?) -> String {
            guard let parentPath else { return singleRoot ? "." : segment(index) }
            guard parentPath != "." else { return segment(index) }
            var path = parentPath
            path.append("/")
            path.append(segment(index))
            return path
        }

        /// The paths of a contiguous run of nodes, in node order. The nodes are in pre-order, so a
        /// parent outside the run is an ancestor of its first node: those are worked out first.
        func paths(of run: Range<Int>) -> [String] {
            guard let start = run.first else { return [] }
            var ancestors: [Int] = []
            var next = nodes[start].parent
            while let ancestor = next {
                ancestors.append(ancestor)
                next = nodes[ancestor].parent
            }
            var outside: [Int: String] = [:]
            for ancestor in ancestors.reversed() {
                outside[ancestor] = path(ancestor, parentPath: nodes[ancestor].parent.map { outside[$0] ?? "" })
            }
            var paths: [String] = []
            paths.reserveCapacity(run.count)
            for index in run {
                let parentPath = nodes[index].parent.map { parent in
                    parent >= start ? paths[parent - start] : outside[parent] ?? ""
                }
                paths.append(path(index, parentPath: parentPath))
            }
            return paths
        }
    }

    private struct ParentLabel: Hashable {
        var parent: Int
        var label: String
    }

    /// `%` → `%25`, `/` → `%2F`.
    static func escape(_ label: String) -> String {
        guard label.contains(where: { $0 == "%" || $0 == "/" }) else { return label }
        var result = ""
        for character in label {
            switch character {
            case "%": result += "%25"
            case "/": result += "%2F"
            default: result.append(character)
            }
        }
        return result
    }
}
