import Core
import Testing

/// The JSON writer: escaping, member order, pretty and compact layout.
@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("/ é 東京 😀", #""/ é 東京 😀""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
        ("\u{0}\u{1}\u{1F}\u{7F}", #""\u0000\u0001\u001f\u007f""#),
        ("line\u{2028}para\u{2029}end", #""line\u2028para\u2029end""#),
        // C1 controls (the CSI, OSC and ST a terminal obeys), bidi embeddings, overrides and isolates: escaped.
        ("\u{80}\u{9B}2J\u{9D}0;t\u{9C}\u{9F}\u{A0}", #""\u0080\u009b2J\u009d0;t\u009c\u009f\#u{A0}""#),
        ("\u{2027}\u{202A}\u{202E}\u{202F}", #""\#u{2027}\u202a\u202e\#u{202F}""#),
        ("\u{2065}\u{2066}\u{2069}\u{206A}", #""\#u{2065}\u2066\u2069\#u{206A}""#),
        ("\u{1B}]52;c;aGk=\u{7}", #""\u001b]52;c;aGk=\u0007""#),
    ])
    func stringsAreEscapedAsJSONAndJavaScriptNeed(text: String, expected: String) {
        #expect(JSONWriter.quoted(text) == expected)
        #expect(JSONWriter.string(.string(text), pretty: false) == expected)
    }

    /// Every scalar a terminal obeys, around and between multi-byte neighbours: escaped, nothing raw left, and
    /// the reader gives the exact text back.
    @Test func controlsAreEscapedAndReadBackExactly() throws {
        var text = "é\u{1B}[2J東\u{9B}31m😀\u{202E}txt.exe\u{7F}\u{C2}\u{E2}\u{2068}x\u{2069}"
        // From U+0001: the reader refuses NUL in a string, escaped or not.
        for value in UInt32(1)...0x2070 {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        let written = JSONWriter.string(.members([(text, .string(text))]), pretty: false)
        let raw = written.unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        let read = try JSONReader().read(written)
        guard case .object(let object) = read.value, let member = object.members.first else {
            Issue.record("not an object: \(written)")
            return
        }
        #expect(member.key == text)
        #expect(member.node.value == .string(text))
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
