import Core
import Foundation

/// An element tree flattened in traversal order, with its stops and their context.
///
/// Traversal is depth-first pre-order, children in array order (`narration.md` §3), so the nodes
/// of a subtree are contiguous: node `i` and its descendants are `nodes[i..<nodes[i].subtreeEnd]`.
/// Building the tree is linear in the number of nodes and uses no recursion, so a tree of any depth
/// is safe. Nodes and stops are referred to by their index in ``nodes`` and ``stops``.
public struct AccessibilityTree: Sendable {
    /// One node of the flattened tree.
    public struct Node: Sendable {
        /// The element, with its subtree.
        public let element: AccessibilityElement
        /// The index of the parent node, nil for a root.
        public let parent: Int?
        /// The number of ancestors: 0 for a root.
        public let depth: Int
        /// The 0-based index among the parent's children, or among the roots.
        public let indexInParent: Int
        /// One past the index of the node's last descendant.
        public internal(set) var subtreeEnd: Int
        /// The index of the node in ``AccessibilityTree/stops``, nil when it is not focusable.
        public internal(set) var stopIndex: Int?
    }

    /// The document the tree was built from; it decides the form of the paths.
    public let document: ElementTreeDocument
    /// Every node, in traversal order.
    public let nodes: [Node]
    /// The focusable nodes, in traversal order, with their context.
    public let stops: [Stop]

    /// Builds the tree of a decoded document.
    public init(_ document: ElementTreeDocument) {
        self.document = document
        var nodes = Self.flatten(document.roots)
        stops = Self.makeStops(&nodes)
        self.nodes = nodes
    }

    /// Builds the tree of one root element (paths start at `$`).
    public init(root: AccessibilityElement) {
        self.init(.object(root))
    }

    /// Builds the tree of several roots, as a top-level array (paths start at `$[0]`).
    public init(roots: [AccessibilityElement]) {
        self.init(.array(roots))
    }

    /// Decodes element-tree JSON and builds its tree.
    public init(decoding data: Data, limits: JSONLimits = .standard) throws(ElementTreeError) {
        self.init(try ElementTreeDecoder(limits: limits).decode(data))
    }

    /// The root elements.
    public var roots: [AccessibilityElement] { document.roots }

    // MARK: - Navigation

    /// The node indices of the subtree of `node`: itself and its descendants.
    public func subtree(of node: Int) -> Range<Int> {
        node..<nodes[node].subtreeEnd
    }

    /// The node indices of the children of `node`, in order.
    public func children(of node: Int) -> [Int] {
        var result: [Int] = []
        var child = node + 1
        while child < nodes[node].subtreeEnd {
            result.append(child)
            child = nodes[child].subtreeEnd
        }
        return result
    }

    /// The node indices of the roots, in order.
    public var rootIndices: [Int] {
        var result: [Int] = []
        var root = 0
        while root < nodes.count {
            result.append(root)
            root = nodes[root].subtreeEnd
        }
        return result
    }

    /// The ancestors of `node`, nearest first.
    public func ancestors(of node: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[node].parent
        while let ancestor = current {
            result.append(ancestor)
            current = nodes[ancestor].parent
        }
        return result
    }

    /// The nearest non-empty `language` of `node` or of its ancestors, nil when none has one (the
    /// session locale applies then). Narration uses the element's own key only; this is for readers
    /// that let a container's language carry to its subtree.
    public func inheritedLanguage(of node: Int) -> String? {
        var current: Int? = node
        while let index = current {
            if let language = nodes[index].element.language, !language.isEmpty { return language }
            current = nodes[index].parent
        }
        return nil
    }

    /// The stop of `node`, nil when the node is not focusable.
    public func stop(ofNode node: Int) -> Stop? {
        nodes[node].stopIndex.map { stops[$0] }
    }

    // MARK: - Paths

    /// The JSON path of `node` in the document: `$`, `$.children[3].children[0]`, or `$[2].children[1]`
    /// for a top-level array. It is the path ``ElementTreeError`` uses.
    public func jsonPath(of node: Int) -> String {
        let indices = indexChain(of: node)
        var path = "$"
        for (level, index) in indices.enumerated() {
            if level == 0 {
                if document.isArray { path += "[\(index)]" }
            } else {
                path += ".children[\(index)]"
            }
        }
        return path
    }

    /// The short index path of `node`: 0-based indices from the top joined by `/`, the first being
    /// the index among the roots (always 0 for a single root object): `0/3/1`.
    public func indexPath(of node: Int) -> String {
        indexChain(of: node).map(String.init).joined(separator: "/")
    }

    /// The indices among siblings from the root down to `node`.
    private func indexChain(of node: Int) -> [Int] {
        var chain = [nodes[node].indexInParent]
        var current = nodes[node].parent
        while let ancestor = current {
            chain.append(nodes[ancestor].indexInParent)
            current = nodes[ancestor].parent
        }
        return chain.reversed()
    }

    // MARK: - Building

    /// The nodes of `roots` in pre-order, with parents, depths and subtree ends.
    private static func flatten(_ roots: [AccessibilityElement]) -> [Node] {
        var nodes: [Node] = []
        var pending: [(element: AccessibilityElement, parent: Int?, depth: Int, index: Int)] =
            roots.enumerated().reversed().map { ($1, nil, 0, $0) }
        while let item = pending.popLast() {
            let index = nodes.count
            nodes.append(
                Node(
                    element: item.element, parent: item.parent, depth: item.depth, indexInParent: item.index,
                    subtreeEnd: index + 1, stopIndex: nil))
            for (childIndex, child) in item.element.children.enumerated().reversed() {
                pending.append((child, index, item.depth + 1, childIndex))
            }
        }
        // Children come after their parent, so walking backwards finishes every subtree before its
        // parent reads it; a parent's subtree ends where its last child's does.
        for index in nodes.indices.reversed() {
            if let parent = nodes[index].parent, nodes[parent].subtreeEnd < nodes[index].subtreeEnd {
                nodes[parent].subtreeEnd = nodes[index].subtreeEnd
            }
        }
        return nodes
    }
}
