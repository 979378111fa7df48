import Accessibility

/// The paths of audit.md §1.3: segments from the top down joined by `/`. A node with children and
/// a non-blank label that none of its siblings shares is written as its trimmed label (`%` →
/// `%25`, `/` → `%2F`); any other node as its 0-based index among its siblings. A single root
/// object is `.` and its children begin the paths; the members of a top-level array are the first
/// segments.
public enum ElementPaths {
    /// The path of every node of a tree, in node order. Linear in the nodes, no recursion.
    public static func compute(_ tree: AccessibilityTree) -> [String] {
        let nodes = tree.nodes
        var segments = [String](repeating: "", count: nodes.count)
        // Candidates: nodes with children and a non-blank label. Their siblings' labels are counted
        // (trimmed, grouped by parent, -1 for the roots); a label two siblings share is no segment.
        var candidates = [String?](repeating: nil, count: nodes.count)
        var parentsToCount: Set<Int> = []
        for index in nodes.indices {
            let element = nodes[index].element
            guard !element.children.isEmpty, let label = element.label, !label.isEmpty else { continue }
            let trimmed = TextCharacters.trim(label)
            guard !trimmed.isEmpty else { continue }
            candidates[index] = trimmed
            parentsToCount.insert(nodes[index].parent ?? -1)
        }
        var labelCounts: [ParentLabel: Int] = [:]
        if !parentsToCount.isEmpty {
            for index in nodes.indices {
                let parent = nodes[index].parent ?? -1
                guard parentsToCount.contains(parent), let label = nodes[index].element.label, !label.isEmpty else { continue }
                let trimmed = candidates[index] ?? TextCharacters.trim(label)
                guard !trimmed.isEmpty else { continue }
                labelCounts[ParentLabel(parent: parent, label: trimmed), default: 0] += 1
            }
        }
        for index in nodes.indices {
            let node = nodes[index]
            if let label = candidates[index], labelCounts[ParentLabel(parent: node.parent ?? -1, label: label)] == 1 {
                segments[index] = escape(label)
            } else {
                segments[index] = String(node.indexInParent)
            }
        }
        var paths = [String](repeating: "", count: nodes.count)
        let singleRoot = !tree.document.isArray
        for index in nodes.indices {
            guard let parent = nodes[index].parent else {
                paths[index] = singleRoot ? "." : segments[index]
                continue
            }
            let parentPath = paths[parent]
            paths[index] = parentPath == "." ? segments[index] : parentPath + "/" + segments[index]
        }
        return paths
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
