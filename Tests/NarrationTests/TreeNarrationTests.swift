import Accessibility
import Foundation
import Narration
import TestSupport
import Testing
import Utterances

/// Whole trees: traversal order, containers giving context, containers that are never stops.
@Suite struct TreeNarrationTests {
    private func lines(_ json: String, verbosity: Verbosity = .normal) throws -> [String] {
        let tree = try AccessibilityTree(decoding: Data(json.utf8))
        let narrator = try NarrationFixture.narrator("en", verbosity: verbosity)
        return try tree.stops.map { stop in
            try narrator.describe(tree.nodes[stop.node].element, context: stop.context).description.textForm()
        }
    }

    @Test func oneElementListSaysOnlyListStart() throws {
        #expect(try lines(#"{"container": "list", "children": [{"label": "Only"}]}"#) == ["Only. List Start."])
    }

    @Test func threeElementListMarksStartAndEnd() throws {
        let json =
            #"{"container": "list", "label": "ignored", "children": [{"label": "A", "traits": ["button"]}, {"label": "B"}, {"label": "C"}]}"#
        #expect(try lines(json) == ["A. Button. List Start.", "B", "C. List End."])
    }

    @Test func landmarkMarksStartAndEnd() throws {
        let json =
            #"{"container": "landmark", "children": [{"label": "Filters", "traits": ["header"]}, {"label": "Size"}]}"#
        #expect(try lines(json) == ["Filters. Heading. Landmark.", "Size. End."])
    }

    @Test func tabBarTraitGivesTabContext() throws {
        let json =
            #"{"traits": ["tabBar"], "children": [{"label": "Home", "traits": ["button"]}, {"label": "Photos", "traits": ["button", "selected"]}]}"#
        #expect(try lines(json) == ["Home. Tab. 1 of 2.", "Selected: Photos. Tab. 2 of 2."])
    }

    @Test func tableRowsWithoutStopsAreNotCounted() throws {
        let json = #"""
            {"container": "table", "children": [
              {"children": [{"label": "Name"}, {"label": "Price"}]},
              {"isElement": false},
              {"children": [{"label": "Lamp"}, {"label": "Price", "value": "$20.00"}]}]}
            """#
        #expect(
            try lines(json) == [
                "Name. Row 1. Column 1.", "Price. Column 2.", "Lamp. Row 2. Column 1.",
                "Price. Column 2. 20 dollars",
            ])
    }

    @Test func nonElementContainersAreNeverStopsButTheirChildrenAre() throws {
        let json =
            #"[{"label": "Group", "isElement": false, "children": [{"label": "Inside"}]}, {"container": "list", "label": "L", "children": []}]"#
        #expect(try lines(json) == ["Inside"])
    }

    @Test func childrenOfAFocusableNodeAreStillVisited() throws {
        let json = #"{"label": "Card", "traits": ["button"], "children": [{"label": "Detail"}]}"#
        #expect(try lines(json) == ["Card. Button.", "Detail"])
    }
}
