import Domain
import Foundation
import TestSupport
import Testing

/// Hostile property lists and numbers stop an import with an error, never with a trap, a hang or all memory
/// (issue 40).
@Suite struct BoundedImportTests {
    static func chain(arrays: Int, fanOut: Int, cycle: Bool = false) -> [UInt8] {
        BinaryPlists.chain(arrays: arrays, fanOut: fanOut, cycle: cycle)
    }

    @Test func objectsReferredToTwiceAtEachLevelAreRefusedPastTheValueLimit() throws {
        // 40 levels of two references: 2^40 values once expanded, from a file of a few hundred bytes.
        let bytes = Self.chain(arrays: 40, fanOut: 2)
        #expect(bytes.count < 400)
        let error = try #require(throws: ImportError.self) {
            try Importer.read(bytes, file: "bomb.plist", format: .lootlogger)
        }
        #expect(error.file == "bomb.plist")
        #expect(error.problem == .syntax(.limitExceeded(.nodes)))
    }

    @Test func aSharedTreeBelowTheLimitIsStillRead() throws {
        // 2^5 leaves: sharing is legal, only its expansion is bounded. The leaves are no items, so the
        // reader stops at the first one, after the whole tree was built.
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Self.chain(arrays: 5, fanOut: 2), file: "shared.plist", format: .lootlogger)
        }
        #expect(error.problem == .wrongType(expected: .object, found: .array))
    }

    @Test func aReferenceCycleIsRefused() throws {
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Self.chain(arrays: 2, fanOut: 1, cycle: true), file: "cycle.plist", format: .lootlogger)
        }
        #expect(error.file == "cycle.plist")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Self.chain(arrays: 300, fanOut: 1), file: "deep.plist", format: .lootlogger)
        }
        #expect(error.problem == .syntax(.limitExceeded(.depth)))
    }

    static let item = "\"name\": \"A\", \"valueInDollars\": 1, \"itemKey\": \"6513270E-269E-0D37-F2A7-4DE452E6B438\""

    @Test(arguments: ["1e16", "-1e16", "1e308", "9223372036854775807", "-9223372036854775808"])
    func aDateOutOfRangeIsAnErrorAtItsPlace(_ seconds: String) throws {
        let text = "[\n  {\(Self.item),\n   \"dateCreated\": \(seconds)}\n]"
        let error = try #require(throws: ImportError.self) {
            try Importer.read(Array(text.utf8), file: "items.json", format: .lootlogger)
        }
        guard case .invalidValue(.invalidDate) = error.problem else {
            Issue.record("expected an invalid date, got \(error.problem)")
            return
        }
        #expect(error.path == "$[0].dateCreated")
        #expect(error.location == "items.json:3:19")
    }

    @Test func aPropertyListDateOutOfRangeIsAnError() throws {
        let items: [[String: Any]] = [
            [
                "name": "A", "valueInDollars": 1, "itemKey": "6513270E-269E-0D37-F2A7-4DE452E6B438",
                "dateCreated": Date(timeIntervalSinceReferenceDate: 1e16),
            ]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: items, format: .binary, options: 0)
        let error = try #require(throws: ImportError.self) {
            try Importer.read([UInt8](data), file: "items.plist", format: nil)
        }
        #expect(error.path == "$[0].dateCreated")
    }

    @Test func theLatestDateKeptIsImported() throws {
        let text = "[{\(Self.item), \"dateCreated\": \"9999-12-31T23:59:59Z\"}]"
        let batch = try Importer.read(Array(text.utf8), file: "items.json", format: .lootlogger)
        #expect(batch.items.count == 1)
    }

    @Test func everyNoticeOfAMinifiedFileIsAtItsColumn() throws {
        // One line of 2,000 items, each with an unknown category: each notice's column is found from an index
        // of the text built once, not by walking the line from its start.
        let items = (0..<2_000).map { index in
            let key = String(format: "00000000-0000-0000-0000-%012X", index)
            return "{\"name\":\"A\",\"valueInDollars\":1,\"dateCreated\":1,\"itemKey\":\"\(key)\","
                + "\"category\":\"zzz\"}"
        }
        let text = "[" + items.joined(separator: ",") + "]"
        let batch = try Importer.read(Array(text.utf8), file: "items.json", format: .lootlogger)
        #expect(batch.notices.count == 2_000)
        let bytes = Array(text.utf8)
        for notice in batch.notices {
            guard case .unknownCategory(let name, _, let position) = notice, let position else {
                Issue.record("expected a placed unknown category, got \(notice)")
                continue
            }
            #expect(name == "zzz")
            #expect(position.line == 1)
            let start = position.column - 1
            #expect(String(decoding: bytes[start..<(start + 5)], as: UTF8.self) == "\"zzz\"")
        }
    }
}
