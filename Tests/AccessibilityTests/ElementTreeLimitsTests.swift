import Core
import Foundation
import Testing

@testable import Accessibility

/// The limits of cli.md: 200 levels, 1,000,000 nodes, 1 MiB per string; beyond them an error that
/// names the limit, never a crash.
@Suite struct ElementTreeLimitsTests {
    let decoder = ElementTreeDecoder()

    /// `levels` elements nested through `children`, as one line.
    static func nestedChildren(levels: Int) -> String {
        String(repeating: #"{"children": ["#, count: levels - 1) + #"{"label": "deepest"}"#
            + String(repeating: "]}", count: levels - 1)
    }

    @Test func twoHundredLevelsAreAccepted() throws {
        let document = try decoder.decode(Self.nestedChildren(levels: 200))
        let tree = AccessibilityTree(document)
        #expect(tree.nodes.count == 200)
        #expect(tree.nodes.last?.element.label == "deepest")
    }

    @Test func twoHundredLevelsUnderATopLevelArrayAreAccepted() throws {
        let document = try decoder.decode("[" + Self.nestedChildren(levels: 200) + "]")
        #expect(AccessibilityTree(document).nodes.count == 200)
    }

    @Test func twoHundredAndOneLevelsAreRejected() throws {
        let error = try #require(throws: ElementTreeError.self) {
            try decoder.decode(Self.nestedChildren(levels: 201))
        }
        #expect(error.kind == .limitExceeded(.depth))
        #expect(error.message.contains("limit of 200 levels"))
        #expect(error.path == "$" + String(repeating: ".children[0]", count: 200))
        #expect(error.line == 1)
        #expect(error.column == 1 + 14 * 200)
    }

    @Test(arguments: [10_000, 100_000])
    func veryDeepChildrenAreRejectedWithoutCrashing(levels: Int) throws {
        let error = try #require(throws: ElementTreeError.self) {
            try decoder.decode(Self.nestedChildren(levels: levels))
        }
        #expect(error.kind == .limitExceeded(.depth))
    }

    @Test func veryDeepObjectsUnderAnUnknownKeyAreRejected() throws {
        let json = String(repeating: #"{"x":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        let error = try #require(throws: ElementTreeError.self) { try decoder.decode(json) }
        #expect(error.kind == .limitExceeded(.depth))
        #expect(error.path == "$.x")
        #expect(error.column == 1 + 5 * 201)
    }

    @Test func veryDeepArraysAreRejected() throws {
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let topLevel = try #require(throws: ElementTreeError.self) { try decoder.decode(arrays) }
        #expect(topLevel.kind == .typeMismatch)
        #expect(topLevel.path == "$[0]")
        let underKey = try #require(throws: ElementTreeError.self) {
            try decoder.decode(#"{"extra": "# + arrays + "}")
        }
        #expect(underKey.kind == .limitExceeded(.depth))
        #expect(underKey.column == 11 + 200)
    }

    @Test func unclosedDeepNestingIsRejected() throws {
        let error = try #require(throws: ElementTreeError.self) {
            try decoder.decode(String(repeating: #"{"children":["#, count: 150))
        }
        #expect(error.kind == .syntax)
        #expect(error.message.contains("end of the input"))
    }

    // MARK: - Strings

    @Test(arguments: [
        ("ASCII", String(repeating: "a", count: 1_048_576)),
        ("two-byte", String(repeating: "é", count: 524_288)),
        ("escaped", String(repeating: #"\u00e9"#, count: 524_288)),
    ])
    func stringOfOneMebibyteIsAccepted(name: String, content: String) throws {
        let document = try decoder.decode(#"{"label": ""# + content + #""}"#)
        #expect(document.roots.first?.label?.utf8.count == 1_048_576)
    }

    @Test(arguments: [
        ("label", #"{"label": ""# + String(repeating: "a", count: 1_048_577) + #""}"#, "$.label", 11),
        ("escaped", #"{"hint": ""# + String(repeating: #"\u00e9"#, count: 524_288) + #"a"}"#, "$.hint", 10),
        ("unknown value", #"{"x": ""# + String(repeating: "é", count: 524_289) + #""}"#, "$.x", 7),
        ("key", #"{""# + String(repeating: "k", count: 1_048_577) + #"": 1}"#, "$", 2),
        ("trait", #"{"traits": ["# + #"""# + String(repeating: "b", count: 1_048_577) + #""]}"#, "$.traits[0]", 13),
    ])
    func stringOfOneMebibytePlusOneIsRejected(name: String, json: String, path: String, column: Int) throws {
        let error = try #require(throws: ElementTreeError.self) { try decoder.decode(json) }
        #expect(error.kind == .limitExceeded(.stringLength))
        #expect(error.message.contains("1048576 bytes"))
        #expect(error.path == path)
        #expect(error.column == column)
    }

    // MARK: - Nodes

    @Test func nodeLimitCountsEveryElement() throws {
        let decoder = ElementTreeDecoder(limits: JSONLimits(maxNodes: 5))
        let five = #"[{"children": [{}, {}]}, {}, {}]"#
        #expect(try decoder.decode(five).roots.count == 3)
        let six = #"[{"children": [{}, {}]}, {}, {"children": [{}]}]"#
        let error = try #require(throws: ElementTreeError.self) { try decoder.decode(six) }
        #expect(error.kind == .limitExceeded(.nodes))
        #expect(error.path == "$[2].children[0]")
        #expect(error.message.contains("limit of 5 elements"))
    }

    @Test func oneMillionNodesAreAcceptedAndOneMoreIsRejected() throws {
        let million = "[" + repeatElement("{}", count: 1_000_000).joined(separator: ",") + "]"
        #expect(try decoder.decode(million).roots.count == 1_000_000)
        let error = try #require(throws: ElementTreeError.self) {
            try decoder.decode(million.dropLast() + ",{}]")
        }
        #expect(error.kind == .limitExceeded(.nodes))
        #expect(error.path == "$[1000000]")
        #expect(error.message.contains("limit of 1000000 elements"))
    }
}
