import Accessibility
import Foundation
import Readers
import Testing

/// Detox view hierarchies (`<ViewHierarchy>` of UIViews) into element trees.
@Suite struct DetoxHierarchyReaderTests {
    static func stops() throws -> [AccessibilityElement] {
        let roots = try DetoxHierarchyReader().read(try ReaderFixtures.data("detox-hierarchy.xml"), file: "d.xml")
        let tree = AccessibilityTree(roots: roots)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    @Test func viewsBecomeStopsByTheirClass() throws {
        let stops = try Self.stops()
        // React Native's recursive labels ("Basket 3 items Pay") are no stops; hidden and transparent views are left out.
        #expect(stops.map(\.label) == ["Basket", "3 items", "Pay", "Gift wrap", "Close"])
        #expect(stops[0].traits == .staticText)
        #expect(stops[1].identifier == "count")
        #expect(stops[2].traits == .button)
        #expect(stops[2].identifier == "pay")
        #expect(stops[2].frame == ElementFrame(x: 16, y: 120, width: 60, height: 30))
        #expect(stops[2].source?.line == 9)
        #expect(stops[3].traits == [.button, .switchButton])
        #expect(stops[3].value == "0")
        // Normalized numbers give no frame; an id Detox injected is no identifier.
        #expect(stops[4].frame == nil)
    }

    @Test func detectedByItsRootAndReadByTheTreeReader() throws {
        let data = try ReaderFixtures.data("detox-hierarchy.xml")
        #expect(TreeFormat.detect(data) == .detox)
        let read = try TreeReader().read(data, file: "d.xml")
        #expect(read.format == .detox)
        #expect(read.screens.count == 1)
    }

    @Test func aHierarchyWithoutViewsIsAnError() {
        #expect(throws: ReaderError(file: "e.xml", problem: .noDetoxViews)) {
            _ = try DetoxHierarchyReader().read(Data("<ViewHierarchy></ViewHierarchy>".utf8), file: "e.xml")
        }
    }

    @Test func theNavigationBarTitleIsAHeadingAndControlsNameTheirClass() throws {
        let xml = """
            <ViewHierarchy><UIWindow class="UIWindow" width="390" height="844">
              <UINavigationBar class="UINavigationBar" x="0" y="47" width="390" height="44">
                <UILabel class="UILabel" label="Sound" x="170" y="58" width="50" height="20"/>
              </UINavigationBar>
              <UISlider class="UISlider" label="Volume" value="50%" x="18" y="120" width="354" height="31"/>
              <UISegmentedControl class="UISegmentedControl" x="16" y="170" width="200" height="32">
                <UIButton class="UIButton" label="Day" x="16" y="170" width="100" height="32"/>
              </UISegmentedControl>
            </UIWindow></ViewHierarchy>
            """
        let roots = try DetoxHierarchyReader().read(Data(xml.utf8), file: "d.xml")
        let tree = AccessibilityTree(roots: roots)
        let stops = tree.stops.map { tree.nodes[$0.node].element }
        #expect(stops.map(\.label) == ["Sound", "Volume", "Day"])
        #expect(stops[0].traits == [.staticText, .header])
        #expect(stops[1].control == .slider)
        #expect(tree.nodes.contains { $0.element.control == .segmentedControl })
    }
}
