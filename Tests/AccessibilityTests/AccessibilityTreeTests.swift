import Testing

@testable import Accessibility

@Suite struct AccessibilityTreeTests {
    /// A(B(D, E), C(F)) as one root object.
    static let sample = AccessibilityElement(
        label: "A",
        children: [
            AccessibilityElement(
                label: "B", children: [AccessibilityElement(label: "D"), AccessibilityElement(label: "E")]),
            AccessibilityElement(children: [AccessibilityElement(label: "F")]),
        ])

    @Test func nodesAreInDepthFirstPreOrder() {
        let tree = AccessibilityTree(root: Self.sample)
        #expect(tree.nodes.map { $0.element.label ?? "-" } == ["A", "B", "D", "E", "-", "F"])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 2, 1, 2])
        #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 1, 0, 4])
        #expect(tree.nodes.map(\.indexInParent) == [0, 0, 0, 1, 1, 0])
        #expect(tree.nodes.map(\.subtreeEnd) == [6, 4, 3, 4, 6, 6])
    }

    @Test func stopsAreTheFocusableNodesInOrder() {
        let tree = AccessibilityTree(root: Self.sample)
        #expect(tree.stops.map(\.node) == [0, 1, 2, 3, 5])
        #expect(tree.nodes.map(\.stopIndex) == [0, 1, 2, 3, nil, 4])
        #expect(tree.stop(ofNode: 4) == nil)
        #expect(tree.stop(ofNode: 5)?.position == 5)
    }

    @Test func navigationFollowsTheStructure() {
        let tree = AccessibilityTree(root: Self.sample)
        #expect(tree.children(of: 0) == [1, 4])
        #expect(tree.children(of: 1) == [2, 3])
        #expect(tree.children(of: 2) == [])
        #expect(tree.ancestors(of: 5) == [4, 0])
        #expect(tree.subtree(of: 1) == 1..<4)
        #expect(tree.rootIndices == [0])
    }

    @Test func inheritedLanguageIsTheNearestNonEmptyOne() {
        let root = AccessibilityElement(
            language: "de",
            children: [
                AccessibilityElement(label: "A", language: ""),
                AccessibilityElement(language: "fr", children: [AccessibilityElement(label: "B")]),
            ])
        let tree = AccessibilityTree(root: root)
        #expect((0..<4).map { tree.inheritedLanguage(of: $0) } == ["de", "de", "fr", "fr"])
        #expect(AccessibilityTree(root: AccessibilityElement()).inheritedLanguage(of: 0) == nil)
    }

    @Test(arguments: [
        (5, "$.children[1].children[0]", "0/1/0"),
        (0, "$", "0"),
        (3, "$.children[0].children[1]", "0/0/1"),
    ])
    func pathsOfASingleRootObject(node: Int, jsonPath: String, indexPath: String) {
        let tree = AccessibilityTree(root: Self.sample)
        #expect(tree.jsonPath(of: node) == jsonPath)
        #expect(tree.indexPath(of: node) == indexPath)
    }

    @Test func pathsOfATopLevelArrayStartWithTheRootIndex() {
        let tree = AccessibilityTree(roots: [AccessibilityElement(label: "X"), Self.sample])
        #expect(tree.rootIndices == [0, 1])
        #expect(tree.jsonPath(of: 0) == "$[0]")
        #expect(tree.jsonPath(of: 1) == "$[1]")
        #expect(tree.jsonPath(of: 6) == "$[1].children[1].children[0]")
        #expect(tree.indexPath(of: 6) == "1/1/0")
    }

    @Test func emptyDocumentHasNoNodesAndNoStops() {
        let tree = AccessibilityTree(roots: [])
        #expect(tree.nodes.isEmpty)
        #expect(tree.stops.isEmpty)
        #expect(tree.rootIndices.isEmpty)
    }

    @Test func decodingBuildsTheSameTree() throws {
        let tree = try AccessibilityTree(decoding: Fixture.data("screen-array.json"))
        #expect(tree.document.isArray)
        #expect(
            tree.stops.compactMap { tree.nodes[$0.node].element.label } == [
                "Inventory", "Camera", "Lamp", "Desk", "Home", "Photos",
            ])
    }

    @Test func tenThousandDeepTreeIsWalkedWithoutRecursion() throws {
        let depth = 10_000
        let tree = AccessibilityTree(root: AccessibilityElementTests.chain(depth: depth))
        #expect(tree.nodes.count == depth + 1)
        #expect(tree.stops.count == depth + 1)
        let leaf = try #require(tree.nodes.last)
        #expect(leaf.depth == depth)
        #expect(tree.ancestors(of: depth).count == depth)
        #expect(tree.indexPath(of: depth).split(separator: "/").count == depth + 1)
        #expect(tree.nodes.allSatisfy { $0.subtreeEnd == depth + 1 })
    }

    @Test func hundredThousandNodesGetTheirContextInLinearTime() {
        // 1,000 lists of 100 rows: a quadratic pass over the stops would take minutes here.
        let rows = (0..<100).map { AccessibilityElement(label: "Row \($0)", traits: .button) }
        let lists = (0..<1_000).map { _ in AccessibilityElement(container: .list, children: rows) }
        let tree = AccessibilityTree(root: AccessibilityElement(container: .landmark, children: lists))
        #expect(tree.nodes.count == 101_001)
        #expect(tree.stops.count == 100_000)
        #expect(tree.stops.filter { $0.context == .listStart }.count == 1_000)
        #expect(tree.stops.filter { $0.context == .listEnd }.count == 1_000)
        #expect(tree.stops.allSatisfy { $0.count == 100 })
    }
}
