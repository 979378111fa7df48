import Accessibility
import Foundation
import Readers
import Testing

/// A storyboard as UIKit builds it: attributed text, runtime attributes, cells with controls,
/// toolbars and custom-view bar items, a navigation item, and VoiceOver's reading order by frame.
@Suite struct InterfaceElementBuilderUIKitTests {
    static func stops(locale: String? = nil) throws -> [AccessibilityElement] {
        let read = try TreeReader(configuration: .init(locale: locale)).read(
            try ReaderFixtures.data("Settings.storyboard"), file: "Settings.storyboard")
        let tree = AccessibilityTree(read.document)
        return tree.stops.map { tree.nodes[$0.node].element }
    }

    static func stop(_ id: String, locale: String? = nil) throws -> AccessibilityElement {
        try #require(try stops(locale: locale).first { $0.source?.objectID == id })
    }

    @Test func anAttributedLabelIsReadAsItsFragments() throws {
        #expect(try Self.stop("lb1-Se-tt1").label == "Let's get started!")
    }

    @Test func runtimeAttributesSetTheAccessibility() throws {
        let preferences = try Self.stop("bt3-Se-tt1")
        #expect(preferences.label == "Preferences")
        #expect(preferences.hint == "Opens the preferences.")
        let signal = try Self.stop("vw2-Se-tt1")
        #expect(signal.label == "Signal")
        #expect(signal.traits == .image)
        // An identifier key is not a label: the image name stays.
        #expect(try Self.stop("bt4-Se-tt1").label == "bell")
    }

    @Test func aCellKeepsItsControlsAsElements() throws {
        let stops = try Self.stops()
        let cell = try Self.stop("ce1-Se-tt1")
        #expect(cell.label == "Wi-Fi")
        let toggle = try Self.stop("sw1-Se-tt1")
        #expect(toggle.traits.contains(.switchButton))
        #expect(toggle.value == "0")
        let index = try #require(stops.firstIndex { $0.source?.objectID == "ce1-Se-tt1" })
        #expect(stops[index + 1].source?.objectID == "sw1-Se-tt1")
        // A cell without controls is still one element.
        #expect(try Self.stop("ce2-Se-tt1").label == "Version, 2.1")
        #expect(!stops.contains { $0.source?.objectID == "lb4-Se-tt1" })
    }

    @Test func barsHoldTheirItemsAsUIKitShowsThem() throws {
        let labels = try Self.stops().map { $0.label ?? "-" }
        #expect(labels.first == "Settings")
        #expect(try Self.stop("ni1-Se-tt1").traits == .header)
        #expect(labels.contains("Done"))
        // The back item is the next screen's back button.
        #expect(!labels.contains("Back"))
        #expect(labels.suffix(2) == ["Trash", "Sync"])
        // The activity indicator in a custom view is no button.
        let stops = try Self.stops()
        #expect(!stops.contains { $0.source?.objectID == "bi3-Se-tt1" || $0.source?.objectID == "ai1-Se-tt1" })
    }

    @Test func theReadingOrderFollowsTheFrames() throws {
        let labels = try Self.stops().map { $0.label ?? "-" }
        let first = try #require(labels.firstIndex(of: "First"))
        #expect(labels[first - 1] == "Let's get started!")
        #expect(labels[first + 1] == "Second")
        let rightToLeft = try Self.stops(locale: "ar").map { $0.label ?? "-" }
        let second = try #require(rightToLeft.firstIndex(of: "Second"))
        #expect(rightToLeft[second + 1] == "First")
    }

    @Test func codeMayLabelOutletsAndEmptyLabels() throws {
        let document = try InterfaceBuilderReader().read(
            try ReaderFixtures.data("Settings.storyboard"), file: "Settings.storyboard")
        #expect(document.outletDestinations == ["tf1-Se-tt1"])
        #expect(document.labelledInCode == ["tf1-Se-tt1", "lb2-Se-tt1"])
    }
}
