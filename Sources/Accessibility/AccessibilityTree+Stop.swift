// Stops and their context (narration.md §1.3), computed for the whole tree in linear time.

extension AccessibilityTree {
    /// A focusable node, where it stands among the stops of its context, and the context it gets.
    public struct Stop: Hashable, Sendable {
        /// The index of the node in ``AccessibilityTree/nodes``.
        public let node: Int
        /// The nearest ancestor that provides context (container not `none`, or the `tabBar` trait);
        /// nil when there is none. Only this ancestor counts, even when it gives no context words.
        public let contextNode: Int?
        /// The context kind of ``contextNode`` (`.tabBar` for the trait), `.none` without one.
        public let contextKind: ContainerKind
        /// The 1-based position among the stops of the context node's subtree (the node itself
        /// excluded), or among all stops of the tree when there is no context node.
        public let position: Int
        /// The number of stops that ``position`` counts among.
        public let count: Int
        /// In a table: the 1-based number of the row (a child of the table) holding the stop, rows
        /// without stops not counted. Nil outside a table.
        public let row: Int?
        /// In a table: the 1-based position of the stop among the stops of its row's subtree.
        public let column: Int?

        /// The context words the stop gets, as `narration.md` §1.3 lists them.
        public var context: StopContext {
            switch contextKind {
            case .none:
                return .none
            case .list, .landmark:
                let isList = contextKind == .list
                if position == 1 { return isList ? .listStart : .landmarkStart }
                if position == count { return isList ? .listEnd : .landmarkEnd }
                return .none
            case .tabBar:
                return .tab(index: position, count: count)
            case .table:
                guard let row, let column else { return .none }
                return .cell(row: row, column: column, isFirstInRow: column == 1)
            }
        }
    }

    /// The stops of `nodes`, filling in each node's ``Node/stopIndex``.
    static func makeStops(_ nodes: inout [Node]) -> [Stop] {
        let count = nodes.count
        // stopsBefore[i]: the number of stops among nodes[0..<i].
        var stopsBefore = [Int](repeating: 0, count: count + 1)
        for index in 0..<count {
            let isStop = nodes[index].element.isFocusable
            stopsBefore[index + 1] = stopsBefore[index] + (isStop ? 1 : 0)
            if isStop { nodes[index].stopIndex = stopsBefore[index] }
        }
        let totalStops = stopsBefore[count]

        // For each node: its nearest context ancestor, and the child of that ancestor on the way
        // down to the node (for a table, the row).
        var contextNode = [Int](repeating: -1, count: count)
        var contextChild = [Int](repeating: -1, count: count)
        // Row numbers of the children of tables that hold stops.
        var rowNumber: [Int: Int] = [:]
        var rowsSoFar: [Int: Int] = [:]
        for index in 0..<count {
            guard let parent = nodes[index].parent else { continue }
            let parentElement = nodes[parent].element
            if parentElement.providesContext {
                contextNode[index] = parent
                contextChild[index] = index
                let hasStops = stopsBefore[nodes[index].subtreeEnd] > stopsBefore[index]
                if parentElement.contextKind == .table, hasStops {
                    let number = rowsSoFar[parent, default: 0] + 1
                    rowsSoFar[parent] = number
                    rowNumber[index] = number
                }
            } else {
                contextNode[index] = contextNode[parent]
                contextChild[index] = contextChild[parent]
            }
        }

        var stops: [Stop] = []
        stops.reserveCapacity(totalStops)
        for index in 0..<count {
            guard let stopIndex = nodes[index].stopIndex else { continue }
            let ancestor = contextNode[index]
            guard ancestor >= 0 else {
                stops.append(
                    Stop(
                        node: index, contextNode: nil, contextKind: .none, position: stopIndex + 1,
                        count: totalStops, row: nil, column: nil))
                continue
            }
            let firstStop = stopsBefore[ancestor + 1]
            let kind = nodes[ancestor].element.contextKind
            var row: Int?
            var column: Int?
            if kind == .table {
                let rowNode = contextChild[index]
                row = rowNumber[rowNode]
                column = stopIndex - stopsBefore[rowNode] + 1
            }
            stops.append(
                Stop(
                    node: index, contextNode: ancestor, contextKind: kind, position: stopIndex - firstStop + 1,
                    count: stopsBefore[nodes[ancestor].subtreeEnd] - firstStop, row: row, column: column))
        }
        return stops
    }
}
