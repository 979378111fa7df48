import Foundation
import Testing

@testable import Accessibility

@Suite struct ElementTreeEncoderTests {
    let encoder = ElementTreeEncoder()

    @Test func writesSchemaOrderTwoSpaceIndentAndLeavesOutAbsentKeys() {
        let element = AccessibilityElement(
            label: "Photorama", value: "3 photos", hint: "Opens the photo grid.", traits: [.header, .button],
            identifier: "home.photos", language: "en-US", ipa: "ˈfoʊtəˌɹɑːmə", isElement: true, container: .list,
            children: [AccessibilityElement(label: "A"), AccessibilityElement(), AccessibilityElement(value: "")],
            control: .slider)
        let expected = """
            {
              "label": "Photorama",
              "value": "3 photos",
              "hint": "Opens the photo grid.",
              "traits": ["button", "header"],
              "identifier": "home.photos",
              "language": "en-US",
              "ipa": "ˈfoʊtəˌɹɑːmə",
              "isElement": true,
              "container": "list",
              "control": "slider",
              "children": [
                {
                  "label": "A"
                },
                {},
                {
                  "value": ""
                }
              ]
            }

            """
        #expect(encoder.encode(element) == expected)
    }

    @Test func nestedChildrenAreIndentedByLevel() {
        let element = AccessibilityElement(
            children: [AccessibilityElement(children: [AccessibilityElement(isElement: false)])])
        let expected = """
            {
              "children": [
                {
                  "children": [
                    {
                      "isElement": false
                    }
                  ]
                }
              ]
            }

            """
        #expect(encoder.encode(element) == expected)
    }

    @Test func topLevelArrayIsWrittenAsAnArray() {
        let expected = """
            [
              {
                "label": "A"
              },
              {}
            ]

            """
        #expect(encoder.encode([AccessibilityElement(label: "A"), AccessibilityElement()]) == expected)
        #expect(encoder.encode(ElementTreeDocument.array([])) == "[]\n")
        #expect(encoder.encode(ElementTreeDocument.object(AccessibilityElement())) == "{}\n")
    }

    @Test(arguments: [
        ("a/b", #""a/b""#),
        ("café 😀 日本", #""café 😀 日本""#),
        ("q\"b\\", #""q\"b\\""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
        // DEL, C1 controls and bidi overrides too: a tree printed to a terminal is inert.
        ("\u{1}\u{1F}\u{7F}\u{9B}\u{202E}", #""\u0001\u001f\u007f\u009b\u202e""#),
    ])
    func escapesWhatJSONAndATerminalRequire(label: String, literal: String) {
        #expect(encoder.encode(AccessibilityElement(label: label)) == "{\n  \"label\": \(literal)\n}\n")
    }

    @Test(arguments: Fixture.valid)
    func decodeEncodeDecodeIsIdentity(fixture: String) throws {
        let decoder = ElementTreeDecoder()
        let document = try decoder.decode(Fixture.data(fixture))
        let text = encoder.encode(document)
        let again = try decoder.decode(text)
        #expect(again == document)
        #expect(encoder.encode(again) == text)
    }

    @Test func encodingMatchesTheCodableForm() throws {
        let document = try ElementTreeDecoder().decode(Fixture.data("all-fields.json"))
        let root = try #require(document.roots.first)
        let data = Data(encoder.encode(root).utf8)
        #expect(try JSONDecoder().decode(AccessibilityElement.self, from: data) == root)
        let viaCodable = try JSONEncoder().encode(root)
        #expect(try ElementTreeDecoder().decode(viaCodable) == document)
    }

    @Test func tenThousandDeepTreeIsWrittenWithoutRecursion() {
        let text = encoder.encode(AccessibilityElementTests.chain(depth: 10_000))
        #expect(text.hasPrefix("{\n  \"label\": \"level\",\n  \"children\": [\n    {\n"))
        #expect(text.hasSuffix("\n    }\n  ]\n}\n"))
        // Indentation grows by four spaces a level: about 2 * 10,000^2 spaces in all.
        #expect(text.utf8.count > 200_000_000)
    }
}
