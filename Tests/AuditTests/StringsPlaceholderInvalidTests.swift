import Audit
import Testing

@Suite struct StringsPlaceholderInvalidTests {
    private func findings(_ value: String) throws -> [Finding] {
        try StringsTables.findings(["en.lproj": ["Localizable.strings": "\"k\" = \"\(value)\";"]], rules: [StringsPlaceholderInvalid()])
    }

    @Test(arguments: ["%1$@ and %@", "%ld items", "100% done", "%1$@ and %3$@", "%10$@", "%1$@ %1$d", "50%", "%s"])
    func reportsBrokenPlaceholders(value: String) throws {
        let result = try findings(value)
        #expect(result.count == 1, "\(value)")
        #expect(result.first?.severity == .error)
    }

    @Test(arguments: ["%1$@ and %2$@", "100%% done", "%d%%", "%@", "no placeholders", "%2$d of %1$d"])
    func acceptsTheGrammar(value: String) throws {
        #expect(try findings(value).isEmpty, "\(value)")
    }

    @Test func namesEveryProblem() throws {
        let message = try #require(try findings("%@ and %1$@ and %3$@ or %ld").first?.message)
        #expect(message.contains("“%l” is not a placeholder"))
        #expect(message.contains("ordered and numbered forms are mixed"))
        #expect(message.contains("argument 2 is never used"))
    }
}
