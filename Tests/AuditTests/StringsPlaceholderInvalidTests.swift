import Audit
import Testing

@Suite struct StringsPlaceholderInvalidTests {
    private func findings(_ value: String, houseStyle: Bool = false) throws -> [Finding] {
        try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"k\" = \"\(value)\";"]], rules: [StringsPlaceholderInvalid()],
            houseStyle: houseStyle)
    }

    // Projects' tables get Apple's full grammar (audit.md §2.5): `%ld`, `%s` and `%i` are valid
    // there (the old narrow grammar reported them), `% p` and `%y` are not.
    @Test(arguments: ["%1$@ and %@", "100% done", "%1$@ and %3$@", "%1$@ %1$d", "50%", "% p", "%y", "%0$d"])
    func reportsBrokenPlaceholders(value: String) throws {
        let result = try findings(value)
        #expect(result.count == 1, "\(value)")
        #expect(result.first?.severity == .error)
    }

    @Test(arguments: [
        "%1$@ and %2$@", "100%% done", "%d%%", "%@", "no placeholders", "%2$d of %1$d", "%ld items", "%s",
        "%i of %lu", "%.1f%%", "%1$ld", "%zd", "%#@photos@",
    ])
    func acceptsTheGrammar(value: String) throws {
        #expect(try findings(value).isEmpty, "\(value)")
    }

    // Lector's own tables keep the house set (localization.md §1).
    @Test(arguments: ["%ld items", "%s", "%10$@", "%.1f", "%#@photos@"])
    func houseStyleReportsWhatIsOutsideTheHouseSet(value: String) throws {
        let result = try findings(value, houseStyle: true)
        #expect(result.count == 1, "\(value)")
    }

    @Test func namesEveryProblem() throws {
        let message = try #require(try findings("%@ and %1$@ and %3$@ or %y").first?.message)
        #expect(message.contains("“%y” is not a placeholder"))
        #expect(message.contains("ordered and numbered forms are mixed"))
        #expect(message.contains("argument 2 is never used"))
    }

    @Test func aPositionAboveTheLimitIsOneShortFinding() throws {
        // The 470-byte file of issue 40 once made a 638 MB report: one finding listed every unused argument.
        let result = try findings("v %1000000$@")
        #expect(result.count == 1)
        let message = try #require(result.first?.message)
        #expect(message.contains("“%1000000$” numbers an argument above 99"))
        #expect(message.count < 200)
    }

    @Test func aFindingListsTenProblemsThenCountsTheRest() throws {
        // %1$@ and %99$@ leave 97 positions unused.
        let message = try #require(try findings("%1$@ %99$@").first?.message)
        #expect(message.contains("argument 2 is never used"))
        #expect(!message.contains("argument 12 is never used"))
        #expect(message.contains("and 87 more"))
    }
}
