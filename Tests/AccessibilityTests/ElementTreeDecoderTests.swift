import Foundation
import Testing

@testable import Accessibility

@Suite struct ElementTreeDecoderTests {
    let decoder = ElementTreeDecoder()

    @Test func decodesEveryFieldOfTheSchema() throws {
        let document = try decoder.decode(Fixture.data("all-fields.json"))
        guard case .object(let root) = document else {
            Issue.record("expected a single root object, got \(document)")
            return
        }
        #expect(root.label == "Photorama")
        #expect(root.value == "3 photos")
        #expect(root.hint == "Opens the photo grid.")
        #expect(root.traits == [.button, .header])
        #expect(root.identifier == "home.photos")
        #expect(root.language == "en-US")
        #expect(root.ipa == "ˈfoʊtəˌɹɑːmə")
        #expect(root.isElement == true)
        #expect(root.container == .list)
        #expect(root.children.count == 5)
        let first = try #require(root.children.first)
        #expect(first.label == "Quote \" and backslash \\ and tab \t and slash / and é and 😀")
        #expect(first.value == "")
        #expect(first.hint == nil)
        #expect(first.traits == .all)
        #expect(first.isElement == false)
        #expect(root.children.map(\.container) == [.none, .table, .tabBar, .landmark, .none])
        #expect(root.children[1].children[0].children.map(\.label) == ["Name", "Price"])
        #expect(root.children[3].language == "de")
        #expect(root.children.map(\.control) == [nil, nil, .segmentedControl, nil, nil])
        #expect(root.children[4] == AccessibilityElement())
    }

    @Test func topLevelArrayKeepsItsForm() throws {
        let document = try decoder.decode(Fixture.data("screen-array.json"))
        #expect(document.isArray)
        #expect(document.roots.map(\.label) == ["Inventory", nil, nil])
        #expect(document.roots[2].traits == .tabBar)
    }

    @Test func nullIsAbsentForEveryKey() throws {
        #expect(try decoder.decode(Fixture.data("nulls.json")) == .object(AccessibilityElement()))
    }

    @Test func unknownKeysAreIgnoredAndAByteOrderMarkIsSkipped() throws {
        let document = try decoder.decode(Fixture.data("bom-unknown-keys.json"))
        #expect(document == .object(AccessibilityElement(label: "with BOM")))
    }

    @Test(arguments: [
        (#"{"label": "caf\u00e9"}"#, "café"),
        (#"{"label": "\ud83d\ude00 smile"}"#, "😀 smile"),
        (#"{"label": "\"\\\/\b\f\n\r\t"}"#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#"{"label": "\u20AC and \u00A0"}"#, "€ and \u{A0}"),
        ("{\"label\": \"line\u{2028}separator\"}", "line\u{2028}separator"),
        (#"{"label": ""}"#, ""),
    ])
    func decodesStringEscapes(json: String, label: String) throws {
        #expect(try decoder.decode(json) == .object(AccessibilityElement(label: label)))
    }

    @Test(arguments: ["[]", " [ ] ", "\n[\n]\n"])
    func emptyTopLevelArrayIsAnEmptyDocument(json: String) throws {
        #expect(try decoder.decode(json) == .array([]))
    }

    @Test func repeatedTraitNamesAreOneTrait() throws {
        let document = try decoder.decode(#"{"traits": ["button", "button", "link"]}"#)
        #expect(document.roots.first?.traits == [.button, .link])
    }

    @Test func unknownKeysMayHoldAnyJSONValue() throws {
        let json = #"""
            {"a": {"b": [1, -2.5E+3, 0.0e0, true, false, null, "s", {}, []]}, "label": "L", "z": -0}
            """#
        #expect(try decoder.decode(json) == .object(AccessibilityElement(label: "L")))
    }

    @Test func dataStringAndByteInputsAgree() throws {
        let json = #"{"label": "Save", "traits": ["button"]}"#
        let fromString = try decoder.decode(json)
        #expect(try decoder.decode(Data(json.utf8)) == fromString)
        #expect(try decoder.decode(Array(json.utf8)) == fromString)
    }
}
