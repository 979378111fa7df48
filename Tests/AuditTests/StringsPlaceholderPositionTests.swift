import Audit
import Testing

@Suite struct StringsPlaceholderPositionTests {
    @Test func reportsTwoOrderedPlaceholders() throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"k\" = \"%@ has %d photos\";"]],
            rules: [StringsPlaceholderPosition()])
        #expect(findings.map(\.severity) == [.warning])
        #expect(
            findings.first?.message.hasPrefix("2 placeholders in the ordered form; number them (%1$@, %2$d)") == true)
    }

    @Test(arguments: ["%1$@ has %2$d photos", "%d photos", "100%% of %@"])
    func numberedOrSinglePlaceholdersPass(value: String) throws {
        let findings = try StringsTables.findings(
            ["en.lproj": ["Localizable.strings": "\"k\" = \"\(value)\";"]], rules: [StringsPlaceholderPosition()])
        #expect(findings.isEmpty)
    }
}
