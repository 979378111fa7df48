import Core
import Testing

/// The JSON writer: escaping, member order, pretty and compact layout.
@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("/ é 東京 😀", #""/ é 東京 😀""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
        ("\u{0}\u{1}\u{1F}\u{7F}", #""\u0000\u0001\u001f\#u{7F}""#),
        ("line\u{2028}para\u{2029}end", #""line\u2028para\u2029end""#),
        ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""),
    ])
    func stringsAreEscapedAsJSONAndJavaScriptNeed(text: String, expected: String) {
        #expect(JSONWriter.quoted(text) == expected)
        #expect(JSONWriter.string(.string(text), pretty: false) == expected)
    }

    @Test func membersKeepTheOrderGiven() {
        let value = JSONValue.members([("z", .int(1)), ("a", .bool(false)), ("m", .null)])
        #expect(JSONWriter.string(value, pretty: false) == #"{"z":1,"a":false,"m":null}"#)
    }

    @Test func prettyOutputIndentsByTwoSpacesAndEndsWithALineFeed() {
        let value = JSONValue.members([
            ("list", .list([.int(1), .members([("k", .string("v"))])])), ("empty", .list([])), ("none", .members([])),
            ("d", .double(2.5)), ("inf", .double(.infinity)),
        ])
        #expect(
            JSONWriter.string(value) == """
                {
                  "list": [
                    1,
                    {
                      "k": "v"
                    }
                  ],
                  "empty": [],
                  "none": {},
                  "d": 2.5,
                  "inf": null
                }

                """)
    }

    @Test func theSameValueGivesTheSameBytes() {
        let value = JSONValue.members((0..<50).map { ("key\($0)", .string("value \($0)")) })
        #expect(JSONWriter.bytes(value) == JSONWriter.bytes(value))
        #expect(Array(JSONWriter.string(value).utf8) == JSONWriter.bytes(value))
    }
}
