import Core
import Domain
import Foundation
import Testing

/// The JSON reader: values, positions, every kind of syntax error, and no crash on any input.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValueWithOffsets() throws {
        let node = try parse(#"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00\n", "c": {}}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(object["a"]?.value == .array([
            JSONNode(.integer(1), offset: 7), JSONNode(.double(-25), offset: 10), JSONNode(.bool(true), offset: 18),
            JSONNode(.bool(false), offset: 24), JSONNode(.null, offset: 31),
        ]))
        #expect(object["b"]?.value == .string("x\"é😀\n"))
        #expect(object["c"]?.value == .object(JSONObject(members: [])))
        #expect(object["b"]?.offset == 43)
    }

    @Test func integersStayExactAndHugeOnesBecomeDoubles() throws {
        #expect(try parse("9007199254740993").value == .integer(9_007_199_254_740_993))
        #expect(try parse("99999999999999999999").value == .double(1e20))
    }

    @Test(arguments: [
        ("", JSONSyntaxError.Problem.unexpectedEnd, 0),
        ("[1,", .unexpectedEnd, 3),
        ("[1 2]", .unexpectedCharacter("2"), 3),
        ("{\"a\" 1}", .unexpectedCharacter("1"), 5),
        ("01", .trailingContent, 1),
        ("-", .unexpectedEnd, 1),
        ("1.", .invalidNumber, 0),
        ("\"\\x\"", .invalidEscape, 1),
        ("\"\\ud800\"", .invalidEscape, 1),
        ("\"a\nb\"", .controlCharacter, 2),
        ("tru", .unexpectedEnd, 3),
        ("[] []", .trailingContent, 3),
        ("é", .unexpectedCharacter("é"), 0),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, problem: JSONSyntaxError.Problem, offset: Int) {
        #expect(throws: JSONSyntaxError(problem: problem, offset: offset)) { try parse(text) }
    }

    @Test func invalidUTF8InAStringIsAnError() {
        #expect(throws: JSONSyntaxError(problem: .invalidUTF8, offset: 1)) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError(problem: .tooDeep(limit: JSONParser.maximumDepth), offset: JSONParser.maximumDepth)) {
            try parse(deep)
        }
    }

    @Test func positionsCountLinesAndCharacters() {
        let bytes = Array("ab\n\"é\" x".utf8)
        #expect(SourcePosition(offset: 0, in: bytes) == SourcePosition(line: 1, column: 1))
        #expect(SourcePosition(offset: 3, in: bytes) == SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(offset: 8, in: bytes) == SourcePosition(line: 2, column: 5))
    }

    @Test func writerOutputParsesBackToTheSameValue() throws {
        let value = JSONValue.members([
            ("text", .string("tab\t \"quote\" \\ \u{1} ünïcödé 東京")), ("n", .integer(-3)), ("d", .double(0.1)),
            ("list", .list([.bool(true), .null, .members([])])), ("empty", .list([])),
        ])
        for pretty in [true, false] {
            let text = JSONWriter.string(value, pretty: pretty)
            let parsed = try parse(text)
            #expect(JSONWriter.string(parsed.value, pretty: pretty) == text)
        }
    }

    @Test func randomInputNeverCrashes() {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array(#"{}[]":,.-+eE0123456789 truefalsnl\u"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
        var results = 0
        for _ in 0..<3_000 {
            let length = Int(next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            if (try? JSONParser.parse(bytes)) != nil { results += 1 }
        }
        #expect(results >= 0)
    }
}
