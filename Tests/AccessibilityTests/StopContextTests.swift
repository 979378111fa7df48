import Testing

@testable import Accessibility

/// Context of stops (narration.md §1.3), computed by `AccessibilityTree`.
@Suite struct StopContextTests {
    static func button(_ label: String) -> AccessibilityElement {
        AccessibilityElement(label: label, traits: .button)
    }

    /// The contexts of the stops of `root`, by label.
    static func contexts(_ root: AccessibilityElement) -> [String: StopContext] {
        let tree = AccessibilityTree(root: root)
        var result: [String: StopContext] = [:]
        for stop in tree.stops {
            result[tree.nodes[stop.node].element.label ?? "?"] = stop.context
        }
        return result
    }

    @Test func listWithThreeStopsMarksStartAndEnd() {
        let list = AccessibilityElement(container: .list, children: ["A", "B", "C"].map(Self.button))
        #expect(Self.contexts(list) == ["A": .listStart, "B": StopContext.none, "C": .listEnd])
    }

    @Test func listWithOneStopSaysOnlyStart() {
        let list = AccessibilityElement(container: .list, children: [Self.button("A"), AccessibilityElement()])
        #expect(Self.contexts(list) == ["A": .listStart])
    }

    @Test func landmarkMarksStartAndEnd() {
        let landmark = AccessibilityElement(
            container: .landmark,
            children: [AccessibilityElement(label: "Filters", traits: .header), Self.button("Apply")])
        #expect(Self.contexts(landmark) == ["Filters": .landmarkStart, "Apply": .landmarkEnd])
        let single = AccessibilityElement(container: .landmark, children: [Self.button("Only")])
        #expect(Self.contexts(single) == ["Only": .landmarkStart])
    }

    @Test(arguments: [
        AccessibilityElement(container: .tabBar),
        AccessibilityElement(traits: .tabBar),
    ])
    func tabBarNumbersEveryStop(bar: AccessibilityElement) {
        var bar = bar
        bar.children = ["Home", "Photos", "Tags", "Search", "Settings"].map(Self.button)
        let contexts = Self.contexts(AccessibilityElement(children: [Self.button("Before"), bar]))
        #expect(contexts["Before"] == StopContext.none)
        #expect(contexts["Home"] == .tab(index: 1, count: 5))
        #expect(contexts["Photos"] == .tab(index: 2, count: 5))
        #expect(contexts["Settings"] == .tab(index: 5, count: 5))
    }

    @Test func stopsInsideAGroupOfAListCountForTheList() {
        // Only the nearest context ancestor counts, but all stops of its subtree are numbered.
        let list = AccessibilityElement(
            container: .list,
            children: [
                AccessibilityElement(children: [Self.button("A"), Self.button("B")]),
                Self.button("C"),
            ])
        #expect(Self.contexts(list) == ["A": .listStart, "B": StopContext.none, "C": .listEnd])
    }

    @Test func nearestContextAncestorWinsAndAnEnclosingListStillCountsNestedStops() throws {
        let tabs = AccessibilityElement(container: .tabBar, children: [Self.button("T1"), Self.button("T2")])
        let list = AccessibilityElement(container: .list, children: [Self.button("A"), tabs])
        let tree = AccessibilityTree(root: list)
        #expect(
            Self.contexts(list) == ["A": .listStart, "T1": .tab(index: 1, count: 2), "T2": .tab(index: 2, count: 2)])
        let last = try #require(tree.stops.last)
        #expect(last.contextNode == 2)
        #expect(tree.stops.first?.count == 3)
    }

    @Test func tableNumbersRowsWithStopsAndCellsWithinTheirRow() {
        let table = AccessibilityElement(
            container: .table,
            children: [
                AccessibilityElement(children: [
                    AccessibilityElement(label: "Name"), AccessibilityElement(label: "Price"),
                ]),
                AccessibilityElement(children: [AccessibilityElement(identifier: "spacer")]),
                AccessibilityElement(
                    children: [
                        AccessibilityElement(label: "Camera"),
                        AccessibilityElement(children: [AccessibilityElement(label: "$1,299.99")]),
                    ]),
                AccessibilityElement(label: "Footer"),
            ])
        #expect(
            Self.contexts(table) == [
                "Name": .cell(row: 1, column: 1, isFirstInRow: true),
                "Price": .cell(row: 1, column: 2, isFirstInRow: false),
                "Camera": .cell(row: 2, column: 1, isFirstInRow: true),
                "$1,299.99": .cell(row: 2, column: 2, isFirstInRow: false),
                "Footer": .cell(row: 3, column: 1, isFirstInRow: true),
            ])
    }

    @Test func stopPlacementReportsTheContextNodeAndCounts() throws {
        let tree = AccessibilityTree(
            roots: [
                Self.button("Outside"),
                AccessibilityElement(container: .list, children: [Self.button("A"), Self.button("B")]),
            ])
        let outside = try #require(tree.stops.first)
        #expect(outside.contextNode == nil)
        #expect(outside.contextKind == .none)
        #expect((outside.position, outside.count) == (1, 3))
        let second = tree.stops[2]
        #expect(second.contextNode == 1)
        #expect(second.contextKind == .list)
        #expect((second.position, second.count) == (2, 2))
        #expect(second.row == nil && second.column == nil)
    }

    @Test func focusableContainerIsAStopOfItsOwnContextNotOfItself() {
        let inner = AccessibilityElement(
            label: "Grid", isElement: true, container: .list, children: [Self.button("X"), Self.button("Y")])
        let outer = AccessibilityElement(container: .tabBar, children: [inner])
        let contexts = Self.contexts(outer)
        #expect(contexts["Grid"] == .tab(index: 1, count: 3))
        #expect(contexts["X"] == .listStart)
        #expect(contexts["Y"] == .listEnd)
    }
}
