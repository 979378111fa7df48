import Audit
import Testing

@Suite struct StringsWhitespaceMismatchTests {
    @Test(arguments: [("Name:", "trailing"), (" Name: ", "leading"), ("Name:\\n ", "line breaks")])
    func reportsADifference(value: String, part: String) throws {
        let findings = try StringsTables.german(
            "\"k\" = \"\(value)\";", base: "\"k\" = \"Name: \";", rule: StringsWhitespaceMismatch())
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
    }

    @Test func theSameWhitespacePasses() throws {
        #expect(
            try StringsTables.german(
                "\"k\" = \"Name: \";", base: "\"k\" = \"Name: \";", rule: StringsWhitespaceMismatch()
            ).isEmpty)
        #expect(
            try StringsTables.german(
                "\"k\" = \"a\\nb\";", base: "\"k\" = \"x\\ny\";", rule: StringsWhitespaceMismatch()
            ).isEmpty)
    }

    @Test func blankValuesAreLeftToEmptyValue() throws {
        #expect(
            try StringsTables.german("\"k\" = \" \";", base: "\"k\" = \"Name\";", rule: StringsWhitespaceMismatch())
                .isEmpty)
    }

    /// A joiner's spacing is the language's typography; a joiner that became words is still compared.
    @Test(arguments: [("\\U00A0: ", 0), ("：", 0), ("، ", 0), (" :", 0), ("Name", 1), (" und ", 1)])
    func aJoinerFollowsItsLanguage(value: String, count: Int) throws {
        let findings = try StringsTables.german(
            "\"k\" = \"\(value)\";", base: "\"k\" = \": \";", rule: StringsWhitespaceMismatch())
        #expect(findings.count == count)
    }
}
