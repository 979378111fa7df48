import Core
import Testing

/// The streaming reader: the same trees and the same errors whatever the window and however the source cuts the
/// bytes (as `JSONReader` gives them, which reads the whole input in one window), positions counted piece by piece,
/// and a window that stays small on a large document.
@Suite struct JSONStreamTests {
    /// Cuts of the source: one byte per read, a few, a window's worth, everything at once.
    static let pieces = [1, 2, 3, 7, 64, 1000, Int.max]

    private func stream(_ bytes: [UInt8], pieceBytes: Int, chunkBytes: Int = 64, limits: JSONLimits = .document)
        -> JSONStream
    {
        JSONStream(source: JSONBytes(bytes, pieceBytes: pieceBytes), limits: limits, chunkBytes: chunkBytes)
    }

    /// Reads `bytes` both ways and records any difference: the tree, or the error's kind, offset, message and
    /// position.
    private func expectSameAsReader(
        _ bytes: [UInt8], limits: JSONLimits = .document, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected: Result<JSONNode, JSONError>
        do {
            expected = .success(try JSONReader(limits: limits).read(bytes))
        } catch {
            expected = .failure(error)
        }
        for pieceBytes in Self.pieces {
            let reader = stream(bytes, pieceBytes: pieceBytes, limits: limits)
            let context = "\(pieceBytes) bytes per read: \(String(decoding: bytes.prefix(80), as: UTF8.self))"
            do {
                let node = try reader.readDocument()
                #expect(expected == .success(node), "\(context)", sourceLocation: sourceLocation)
            } catch {
                guard case .syntax(let found) = error, case .failure(let wanted) = expected else {
                    Issue.record("\(context): \(error), expected \(expected)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(found.kind == wanted.kind, "\(context)", sourceLocation: sourceLocation)
                #expect(found.offset == wanted.offset, "\(context)", sourceLocation: sourceLocation)
                #expect(found.message == wanted.message, "\(context)", sourceLocation: sourceLocation)
                #expect(
                    reader.position(of: found.offset) == wanted.position, "\(context)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func readsTheSameTreesAsTheReader() {
        let documents = [
            #"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00\n", "c": {}}"#,
            #"{"z": 1, "a": 2, "z": 3}"#, "9007199254740993", "-9223372036854775808", "99999999999999999999", "[]",
            "{}",
            "  [ [ ], { }, [[[\"deep\"]]], \"" + String(repeating: "long string é 東京 😀 ", count: 40) + "\" ]\r\n",
            "\u{FEFF}{\"bom\": true}", "[" + (0..<300).map { "\($0).5e-3" }.joined(separator: ",\n") + "]",
        ]
        for document in documents { expectSameAsReader(Array(document.utf8)) }
    }

    @Test(arguments: [
        "", "  \n ", "[1,", "[1 2]", "{\"a\" 1}", "{\"a\": [1, {\"b\": tx}]}",
        "{\n  \"elements\": [{}, {}, {}, {\"label\": 01}]\n}",
        "{\"odd key\": [}", "[1,]", "{\"a\": 1,}", "01", "[] []", "-", "1.", "[1e400]", "\"\\x\"", "\"\\ud800\"",
        "\"\\udc00\"",
        "\"\\u12\"", "[\"a\nb\"]", "\"\\u0000\"", "\"abc", "é", "\r\n\r\n  [x]", "[tru]", "[nul", "{\"a\":1 \"b\":2}",
        "{1: 2}",
        "[\"\\ud83d\\u0041\"]", "{\"a\": [1, 2}", "[1] x", "\r", "[\r\r\n\n\r 1 2]",
    ])
    func failsWithTheReadersErrors(_ text: String) {
        expectSameAsReader(Array(text.utf8))
    }

    @Test(
        arguments: [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0x00, 0x5D],
            [0xFF, 0xFE, 0x31],
            [0x5B, 0x22, 0xE6, 0x9D, 0x22, 0x5D], [0x5B, 0x31, 0x5D, 0x20, 0xF0, 0x9F],
        ] as [[UInt8]])
    func failsOnTheSameBytesThatAreNotUTF8(_ bytes: [UInt8]) {
        expectSameAsReader(bytes)
    }

    @Test func theLimitsApplyAsInTheReader() {
        let limits = JSONLimits(maxDepth: 5, maxNodes: 4, maxStringBytes: 3)
        for text in [
            "[1, 2, 3]", "[1, 2, 3, 4]", "\"abc\"", "\"abcd\"", "{\"long\": 1}", "\"\\u00e9\\u00e9\"", "[[[[[[1]]]]]]",
        ] {
            expectSameAsReader(Array(text.utf8), limits: limits)
        }
        expectSameAsReader(Array((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8))
    }

    @Test func randomAndCutDocumentsFailTheSameWay() {
        var state: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array(#"{}[]":,.-+eE0123456789 truefalsnl\u"#.utf8) + [0x0A, 0x0D, 0xC3, 0xA9, 0xFF]
        for _ in 0..<400 {
            expectSameAsReader((0..<next(48)).map { _ in alphabet[next(alphabet.count)] })
        }
        let valid = Array(
            #"{"photos": {"photo": [{"id": "1", "title": "Pier &amp; gulls \u00e9", "n": [1.5, true, null]}]}, "stat": "ok"}"#
                .utf8)
        for cut in stride(from: 0, through: valid.count, by: 3) { expectSameAsReader(Array(valid[..<cut])) }
        for _ in 0..<150 {
            var bytes = valid
            bytes[next(bytes.count)] = alphabet[next(alphabet.count)]
            expectSameAsReader(bytes)
        }
    }

    @Test func positionsAreCountedAcrossReads() throws {
        let text = "[\r\n {\"a\": \"é東\"},\r {\"b\": 2},\n\n  \"😀\", \r\n\r\n 3\r]"
        let bytes = Array(text.utf8)
        for pieceBytes in Self.pieces {
            let reader = stream(bytes, pieceBytes: pieceBytes)
            #expect(try reader.next() == .arrayStart)
            var offsets: [Int] = []
            while let node = try reader.nextElement() {
                offsets.append(node.offset)
                #expect(
                    reader.position(of: node.offset) == SourcePosition(offset: node.offset, in: bytes), "\(pieceBytes)")
            }
            try reader.finish()
            #expect(offsets.count == 4)
            #expect(reader.position(of: bytes.count) == SourcePosition(offset: bytes.count, in: bytes))
        }
    }

    @Test func positionsAreCountedOnLongLinesOfAnyText() throws {
        let lineEnds = ["\n", "\r\n", "\r", " ", ""]
        var elements: [String] = []
        for index in 0..<120 {
            let text = String(repeating: ["a", "é", "東京", "😀", "ab c"][index % 5], count: index % 23)
            elements.append("\"\(text)\"" + lineEnds[index % 5] + String(repeating: " ", count: index % 9))
        }
        let bytes = Array(("[" + elements.joined(separator: ",") + "]").utf8)
        for pieceBytes in [1, 7, 64, Int.max] {
            let reader = stream(bytes, pieceBytes: pieceBytes, chunkBytes: 256)
            #expect(try reader.next() == .arrayStart)
            while let node = try reader.nextElement() {
                #expect(
                    reader.position(of: node.offset) == SourcePosition(offset: node.offset, in: bytes), "\(pieceBytes)")
            }
        }
    }

    @Test func skippedValuesAreCheckedToo() throws {
        let bytes = Array(#"{"skip": {"a": [1, 2, {"b": "c"}]}, "bad": [1, 2 3]}"#.utf8)
        let reader = stream(bytes, pieceBytes: 5)
        #expect(try reader.next() == .objectStart)
        #expect(try reader.next() == .key("skip"))
        try reader.skipMemberValue()
        #expect(try reader.next() == .key("bad"))
        #expect(try reader.next() == .arrayStart)
        #expect(try reader.skipElement())
        #expect(try reader.skipElement())
        #expect(throws: JSONStreamError.self) { try reader.skipElement() }
    }

    @Test func anElementCanKeepOnlyTheMembersAskedFor() throws {
        let text =
            #"[{"id": 1, "skip": {"deep": ["x", {"y": null}]}, "title": "a", "id": "2", "other": "long text é"}, [{"id": 3, "n": 4}], 5]"#
        let bytes = Array(text.utf8)
        let titleOffset = try #require(bytes.firstRange(of: Array(#""a""#.utf8))).lowerBound
        for pieceBytes in Self.pieces {
            let reader = stream(bytes, pieceBytes: pieceBytes)
            let whole = stream(bytes, pieceBytes: pieceBytes)
            #expect(try reader.next() == .arrayStart)
            #expect(try whole.next() == .arrayStart)
            let first = try #require(try reader.nextElement(keepingMembers: ["id", "title"]))
            _ = try whole.nextElement()
            guard case .object(let object) = first.value else {
                Issue.record("not an object: \(first)")
                continue
            }
            #expect(first.offset == 1)
            #expect(object.members.map(\.key) == ["id", "title", "id"])
            #expect(object["id"]?.value == .string("2"))
            #expect(object["title"] == JSONNode(.string("a"), offset: titleOffset))
            // Only the members of the element itself are chosen; elements that are no objects come whole.
            #expect(try reader.nextElement(keepingMembers: ["id"]) == whole.nextElement())
            #expect(try reader.nextElement(keepingMembers: ["id"]) == whole.nextElement())
            #expect(try reader.nextElement(keepingMembers: ["id"]) == nil)
        }
    }

    @Test(arguments: [
        #"[{"id": 1, "skip": [1, }]"#, #"[{"id": 1, "skip": "\x"}]"#, #"[{"skip": tru, "id": 1}]"#,
        #"[{"skip": 1 "id": 2}]"#,
        #"[{"id": 1, "skip": "abc"#,
    ])
    func aDroppedMemberIsCheckedAsAKeptOneIs(_ text: String) throws {
        func failure(keeping keys: Set<String>?) -> JSONError? {
            let reader = stream(Array(text.utf8), pieceBytes: 3)
            do {
                _ = try reader.next()
                if let keys {
                    _ = try reader.nextElement(keepingMembers: keys)
                } else {
                    _ = try reader.nextElement()
                }
                return nil
            } catch {
                guard case .syntax(let problem) = error else { return nil }
                return problem
            }
        }
        let whole = try #require(failure(keeping: nil))
        let kept = try #require(failure(keeping: ["id"]))
        #expect(kept.kind == whole.kind)
        #expect(kept.offset == whole.offset)
        #expect(kept.message == whole.message)
    }

    @Test func aLargeDocumentIsReadInASmallWindow() throws {
        let element = #"{"id": "12345678901", "title": "A photo with a title", "tags": "one two three", "n": 12.5},"#
        let text = "{\"photo\": [\n" + String(repeating: element + "\n", count: 20_000) + "{}]}"
        let bytes = Array(text.utf8)
        let reader = JSONStream(source: JSONBytes(bytes, pieceBytes: 1500), chunkBytes: 4096)
        #expect(try reader.next() == .objectStart)
        #expect(try reader.next() == .key("photo"))
        #expect(try reader.next() == .arrayStart)
        var count = 0
        while try reader.nextElement() != nil { count += 1 }
        try reader.finish()
        #expect(count == 20_001)
        #expect(bytes.count > 1_800_000)
        #expect(reader.largestWindowBytes < 3 * 4096)
    }

    @Test func aTokenLongerThanTheWindowGrowsIt() throws {
        let long = String(repeating: "abcdefghij", count: 5_000)
        let reader = JSONStream(source: JSONBytes(Array("[\"\(long)\", 1]".utf8), pieceBytes: 100), chunkBytes: 256)
        #expect(
            try reader.readDocument().value
                == .array([JSONNode(.string(long), offset: 1), JSONNode(.integer(1), offset: 50_005)]))
        #expect(reader.largestWindowBytes >= 50_000)
    }

    @Test func aFailingSourceIsReported() {
        struct Broken: JSONByteSource, Error {
            mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int { throw self }
        }
        let reader = JSONStream(source: Broken())
        #expect {
            _ = try reader.next()
        } throws: { error in
            guard case .unreadable(let cause) = error as? JSONStreamError else { return false }
            return cause is Broken
        }
    }
}
