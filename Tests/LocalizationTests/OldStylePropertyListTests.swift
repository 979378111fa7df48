import Core
import Localization
import Testing

/// The old-style property-list tree read by the strings reader (issue 43: `project.pbxproj`).
@Suite struct OldStylePropertyListTests {
    @Test func readsNestedDictionariesArraysStringsAndData() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tkey = value; /* a comment */
            \tlist = (a, "b c", );
            \tnested = { inner = <0aFF>; short; };
            }
            """
        let root = try OldStylePropertyList.read(Array(text.utf8), file: "p")
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["key", "list", "nested"])
        #expect(members[0].value.string == "value")
        #expect(members[0].line == 3)
        guard case .array(let items) = members[1].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(items.compactMap(\.string) == ["a", "b c"])
        let nested = try #require(members[2].value.members)
        #expect(nested.map(\.key) == ["inner", "short"])
        #expect(nested[0].value.value == .data([0x0A, 0xFF]))
        #expect(nested[1].value.string == "short")
    }

    @Test(arguments: ["{ a = b; ", "{ a = b; } c", "{ a = (b c); }", ""])
    func malformedTextThrowsWithAPosition(text: String) {
        #expect(throws: LocalizationError.self) { try OldStylePropertyList.read(Array(text.utf8), file: "p") }
    }
}
