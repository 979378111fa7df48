import Core
import Testing

/// The JSON reader: values with offsets, every error kind with line, column and path, the limits,
/// deep nesting, and no crash on any input.
@Suite struct JSONReaderTests {
    private func read(_ text: String, limits: JSONLimits = .document) throws(JSONError) -> JSONNode {
        try JSONReader(limits: limits).read(text)
    }

    private func error(_ text: String, limits: JSONLimits = .document) throws -> JSONError {
        do {
            _ = try read(text, limits: limits)
        } catch {
            return error
        }
        Issue.record("read without error: \(text)")
        throw CancellationError()
    }

    @Test func readsEveryKindOfValueWithOffsets() throws {
        let node = try read(#"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00\n", "c": {}}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(
            object["a"]?.value
                == .array([
                    JSONNode(.integer(1), offset: 7), JSONNode(.double(-25), offset: 10),
                    JSONNode(.bool(true), offset: 18),
                    JSONNode(.bool(false), offset: 24), JSONNode(.null, offset: 31),
                ]))
        #expect(object["b"]?.value == .string("x\"é😀\n"))
        #expect(object["c"]?.value == .object(JSONObject(members: [])))
        #expect(object["b"]?.offset == 43)
        #expect(object.members.map(\.key) == ["a", "b", "c"])
    }

    @Test func keepsMemberOrderAndDuplicates() throws {
        let node = try read(#"{"z": 1, "a": 2, "z": 3}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["z", "a", "z"])
        #expect(object["z"]?.value == .integer(3))
    }

    @Test func integersStayExactAndHugeOnesBecomeDoubles() throws {
        #expect(try read("9007199254740993").value == .integer(9_007_199_254_740_993))
        #expect(try read("-9223372036854775808").value == .integer(.min))
        #expect(try read("99999999999999999999").value == .double(1e20))
        #expect(try read("0.5").value == .double(0.5))
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        #expect(try JSONReader().read([0xEF, 0xBB, 0xBF, 0x31]).value == .integer(1))
    }

    /// Each case: input, kind, line, column, path.
    @Test(arguments: [
        ("", JSONError.Kind.emptyInput, 1, 1, "$"),
        ("  \n ", .emptyInput, 2, 2, "$"),
        ("[1,", .unexpectedEnd, 1, 4, "$[1]"),
        ("[1 2]", .unexpectedCharacter("2"), 1, 4, "$[1]"),
        ("{\"a\" 1}", .unexpectedCharacter("1"), 1, 6, "$.a"),
        ("{\"a\": [1, {\"b\": tx}]}", .unexpectedCharacter("t"), 1, 17, "$.a[1].b"),
        (
            "{\n  \"elements\": [{}, {}, {}, {\"label\": 01}]\n}", .unexpectedCharacter("1"), 2, 39,
            "$.elements[3].label"
        ),
        ("{\"odd key\": [}", .unexpectedCharacter("}"), 1, 14, "$[\"odd key\"][0]"),
        ("[1,]", .unexpectedCharacter("]"), 1, 4, "$[1]"),
        ("01", .trailingContent, 1, 2, "$"),
        ("[] []", .trailingContent, 1, 4, "$"),
        ("-", .invalidNumber, 1, 1, "$"),
        ("1.", .invalidNumber, 1, 1, "$"),
        ("[1e400]", .invalidNumber, 1, 2, "$[0]"),
        ("\"\\x\"", .invalidEscape, 1, 2, "$"),
        ("\"\\ud800\"", .invalidEscape, 1, 2, "$"),
        ("\"\\udc00\"", .invalidEscape, 1, 2, "$"),
        ("\"\\u12\"", .invalidEscape, 1, 2, "$"),
        ("[\"a\nb\"]", .controlCharacter, 1, 4, "$[0]"),
        ("\"\\u0000\"", .invalidEncoding, 1, 2, "$"),
        ("\"abc", .unexpectedEnd, 1, 1, "$"),
        ("é", .unexpectedCharacter("é"), 1, 1, "$"),
        ("\r\n\r\n  [x]", .unexpectedCharacter("x"), 3, 4, "$[0]"),
    ])
    func errorsSayWhatWhereAndInWhichValue(text: String, kind: JSONError.Kind, line: Int, column: Int, path: String)
        throws
    {
        let error = try error(text)
        #expect(error.kind == kind)
        #expect(error.position == SourcePosition(line: line, column: column))
        #expect(error.path == path)
        #expect(error.description.hasPrefix("line \(line), column \(column), at \(path): "))
    }

    @Test(
        arguments: [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0x00, 0x5D],
            [0xFF, 0xFE, 0x31],
        ] as [[UInt8]])
    func bytesThatAreNotUTF8AreAnEncodingError(bytes: [UInt8]) {
        #expect {
            try JSONReader().read(bytes)
        } throws: { error in
            (error as? JSONError)?.kind == .invalidEncoding
        }
    }

    @Test func nestingIsBoundedWithoutRecursion() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try error(deep)
        #expect(error.kind == .limitExceeded(.depth))
        #expect(error.offset == JSONLimits.document.maxDepth)
        let allowed = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(try read(allowed, limits: JSONLimits(maxDepth: 10_000)).offset == 0)
    }

    @Test func theNodeAndStringLimitsApply() throws {
        let limits = JSONLimits(maxDepth: 5, maxNodes: 4, maxStringBytes: 3)
        #expect(try read("[1, 2, 3]", limits: limits).value.kind == .array)
        #expect(try error("[1, 2, 3, 4]", limits: limits).kind == .limitExceeded(.nodes))
        #expect(try read("\"abc\"", limits: limits).value == .string("abc"))
        #expect(try error("\"abcd\"", limits: limits).kind == .limitExceeded(.stringLength))
        #expect(try error("{\"long\": 1}", limits: limits).kind == .limitExceeded(.stringLength))
        #expect(try error("\"\\u00e9\\u00e9\"", limits: limits).kind == .limitExceeded(.stringLength))
        #expect(try error("[[[[[[1]]]]]]", limits: JSONLimits(maxDepth: 5)).kind == .limitExceeded(.depth))
    }

    @Test func writerOutputReadsBackToTheSameValue() throws {
        let value = JSONValue.members([
            ("text", .string("tab\t \"quote\" \\ \u{1} \u{2028} ünïcödé 東京 😀")), ("n", .integer(-3)),
            ("d", .double(0.1)),
            ("list", .list([.bool(true), .null, .members([])])), ("empty", .list([])),
        ])
        for pretty in [true, false] {
            let text = JSONWriter.string(value, pretty: pretty)
            let read = try read(text)
            #expect(JSONWriter.string(read.value, pretty: pretty) == text)
        }
    }

    @Test func randomInputNeverCrashesAndErrorsStayInTheInput() {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array(#"{}[]":,.-+eE0123456789 truefalsnl\u"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
        var outside: [[UInt8]] = []
        for _ in 0..<3_000 {
            let length = Int(next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            do {
                _ = try JSONReader().read(bytes)
            } catch {
                if error.offset < 0 || error.offset > bytes.count || error.position == nil { outside.append(bytes) }
            }
        }
        #expect(outside.isEmpty)
    }
}
