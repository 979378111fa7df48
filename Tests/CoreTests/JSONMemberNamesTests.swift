import Core
import Testing

/// Elements read with the member names made once (an object in the window read in one pass over its bytes): the
/// tree a whole read gives with the other members dropped, the same offsets, the same events after it, and the
/// same errors, whatever the window and however the source cuts the bytes.
@Suite struct JSONMemberNamesTests {
    static let names = JSONMemberNames(["id", "title", "tags", "description", "K"])

    /// Elements of every shape: dropped values of every kind, nested kept objects and arrays, escapes and
    /// non-ASCII text in names and values, numbers of every form, literals, odd spacing, duplicates.
    static let elements = [
        #"{"id": "53000000000", "owner": "1@N00", "title": "Generated photo 0", "ispublic": 1, "tags": "a b"}"#,
        #"{"id":12,"farm":66,"skip":{"deep":["x",{"y":null}],"z":[]},"title":"t\u00e9\n","id":"2"}"#,
        "{ \"description\" :\r\n {\"_content\": \"text <b>x</b>\", \"n\": [1, -2.5e3, true, false, null, {}]} ,\t\"x\": [] }",
        #"{"ti\u0074le": "escaped name", "title": "plain"}"#,
        #"{"K": 1, "\u212A": 2, "é": 3, "é": 4}"#,
        "{\"\u{212A}\": 5, \"id\": 6, \"café\": 7}",
        #"{}"#, #"[]"#, #"[{"id": 1}, 2]"#, "7", #""text""#, "null",
        #"{"title": 123456789012345678901234567890, "id": -0, "n": 1E+2, "m": 0.5}"#,
        #"{"tags": ["a", ["b", {"id": "nested id kept in a kept array"}]], "other": {"id": 1}}"#,
        #"{"id": "1", "skip": [[[[{"a": [[[]]]}]]]], "title": "deep"}"#,
    ]

    private func stream(_ bytes: [UInt8], pieceBytes: Int, chunkBytes: Int) -> JSONStream {
        JSONStream(source: JSONBytes(bytes, pieceBytes: pieceBytes), limits: .document, chunkBytes: chunkBytes)
    }

    /// The node with only the members of `names` at its own level (what ``JSONStream/nextElement(keepingMembers:)``
    /// keeps), from a whole read.
    private func keeping(_ node: JSONNode) -> JSONNode {
        guard case .object(let object) = node.value else { return node }
        return JSONNode(.object(JSONObject(members: object.members.filter { Self.names.names.contains($0.key) })), offset: node.offset)
    }

    @Test(arguments: [64, 200, 1 << 16])
    func elementsAreTheWholeReadsWithTheOtherMembersDropped(chunkBytes: Int) throws {
        let text = "{\"photo\": [\n" + String(repeating: Self.elements.joined(separator: ",\n  ") + ",\n", count: 20) + "{\"id\": 0}\n], \"stat\": \"ok\"}"
        let bytes = Array(text.utf8)
        for pieceBytes in [1, 7, 1000, Int.max] {
            let fast = stream(bytes, pieceBytes: pieceBytes, chunkBytes: chunkBytes)
            let whole = stream(bytes, pieceBytes: pieceBytes, chunkBytes: chunkBytes)
            for reader in [fast, whole] {
                #expect(try reader.next() == .objectStart)
                #expect(try reader.next() == .key("photo"))
                #expect(try reader.next() == .arrayStart)
            }
            var count = 0
            while let node = try fast.nextElement(keepingMembers: Self.names) {
                let expected = try #require(try whole.nextElement())
                #expect(node == keeping(expected), "element \(count), \(pieceBytes) bytes per read")
                #expect(fast.eventOffset == whole.eventOffset)
                #expect(fast.position(of: node.offset) == whole.position(of: expected.offset))
                count += 1
            }
            #expect(try whole.nextElement() == nil)
            #expect(count == 20 * Self.elements.count + 1)
            for reader in [fast, whole] {
                #expect(try reader.next() == .key("stat"))
                #expect(try reader.next() == .scalar(.string("ok")))
                #expect(try reader.next() == .objectEnd)
                #expect(try reader.next() == nil)
            }
        }
    }

    @Test(arguments: [
        #"[{"id": 1, "skip": [1, }]"#, #"[{"id": 1, "skip": "\x"}]"#, #"[{"skip": tru, "id": 1}]"#, #"[{"skip": 1 "id": 2}]"#,
        #"[{"id": 1, "skip": "abc"#, #"[{"id": 1,}]"#, #"[{"id" 1}]"#, #"[{id: 1}]"#, #"[{"id": 01}]"#, #"[{"id": 1e999}]"#,
        "[{\"title\": \"tab\there\"}]", "[{\"id\": \"\u{FFFD}\", \"x\": \"\\ud800\"}]", #"[{"id": [1, 2,]}]"#, #"[{"a": {"b": 1]}]"#,
    ])
    func aBadElementFailsAsAWholeReadFails(_ text: String) throws {
        func failure(_ read: (JSONStream) throws(JSONStreamError) -> Void) -> JSONError? {
            let reader = stream(Array(text.utf8), pieceBytes: Int.max, chunkBytes: 1 << 16)
            do throws(JSONStreamError) {
                _ = try reader.next()
                try read(reader)
                return nil
            } catch {
                guard case .syntax(let problem) = error else { return nil }
                return problem
            }
        }
        let whole = try #require(failure { reader throws(JSONStreamError) in _ = try reader.nextElement() })
        let kept = try #require(failure { reader throws(JSONStreamError) in _ = try reader.nextElement(keepingMembers: Self.names) })
        #expect(kept.kind == whole.kind)
        #expect(kept.offset == whole.offset)
        #expect(kept.message == whole.message)
    }

    @Test func theLimitsOfDepthAndValuesAreThoseOfAWholeRead() throws {
        let deep = "[{\"id\": 1, \"skip\": " + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "}]"
        let many = "[{\"id\": 1, \"skip\": [" + Array(repeating: "1", count: 30).joined(separator: ",") + "]}]"
        for (text, limits) in [(deep, JSONLimits(maxDepth: 8)), (deep, JSONLimits(maxDepth: 12)), (many, JSONLimits(maxNodes: 20))] {
            func outcome(_ read: (JSONStream) throws(JSONStreamError) -> JSONNode?) -> String {
                let reader = JSONStream(source: JSONBytes(Array(text.utf8), pieceBytes: Int.max), limits: limits, chunkBytes: 1 << 16)
                do throws(JSONStreamError) {
                    _ = try reader.next()
                    return "\(try read(reader).map { "\($0.value.kind)" } ?? "nil")"
                } catch {
                    guard case .syntax(let problem) = error else { return "\(error)" }
                    return "\(problem.kind) at \(problem.offset): \(problem.message)"
                }
            }
            let whole = outcome { reader throws(JSONStreamError) in try reader.nextElement() }
            let kept = outcome { reader throws(JSONStreamError) in try reader.nextElement(keepingMembers: Self.names) }
            #expect(kept == whole)
        }
    }
}
