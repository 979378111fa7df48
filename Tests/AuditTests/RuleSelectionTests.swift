import Audit
import Testing

/// `--rules` (audit.md §1.4): IDs and family globs, removals, and entries that match nothing.
@Suite struct RuleSelectionTests {
    private func ids(_ list: String) throws -> [String] { try RuleSelection.parse(list).map(\.id) }

    @Test func aFirstRemovalStartsFromEveryRule() throws {
        let selected = try ids("-speech.*")
        #expect(selected.count == RuleRegistry.ids.count - 4)
        #expect(!selected.contains { $0.hasPrefix("speech.") })
    }

    @Test func aFirstAdditionStartsFromNothing() throws {
        #expect(try ids("hint.gesture,label.missing") == ["label.missing", "hint.gesture"])
        #expect(try ids("label.*,-label.duplicate").count == 14)
    }

    @Test(arguments: ["label.nothing", "-nothing.*", "label.*,nope"])
    func anEntryMatchingNoRuleFails(list: String) {
        #expect(throws: RuleSelection.Failure.self) { try RuleSelection.parse(list) }
    }

    @Test(arguments: ["", "label.missing,", ",label.missing"])
    func emptyEntriesFail(list: String) {
        #expect(throws: RuleSelection.Failure.empty) { try RuleSelection.parse(list) }
    }

    @Test func theCatalogOrderIsKept() throws {
        #expect(
            try ids("strings.*,speech.*,label.missing")
                == RuleRegistry.ids.filter {
                    $0 == "label.missing" || $0.hasPrefix("speech.") || $0.hasPrefix("strings.")
                })
    }
}
