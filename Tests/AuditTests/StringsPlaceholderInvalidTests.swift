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

    /// A plural dictionary whose second variable's variant prints the first argument by number and its own count
    /// with an ordered `%ld`: Foundation gives the variant's ordered placeholder the variable's own argument, so the
    /// mix is what the developer meant. `variant` is the `other` variant of that variable.
    private func pluralFindings(variant: String) throws -> [Finding] {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>shared</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@owners@%#@friends@</string>
            <key>owners</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string></string></dict>
            <key>friends</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>Shared by %1$@ and one friend</string>
            <key>other</key><string>\(variant)</string></dict>
            </dict></dict></plist>
            """
        return try StringsPluralFormatTests.findings(["en": Array(plist.utf8)], rules: [StringsPlaceholderInvalid()])
    }

    @Test func aPluralVariantMayMixItsVariablesOrderedPlaceholderWithNumberedOnes() throws {
        #expect(try pluralFindings(variant: "Shared by %1$@ and %ld friends").isEmpty)
    }

    @Test func aPluralVariantsNumberedPlaceholdersStillConflict() throws {
        let found = try pluralFindings(variant: "Shared by %1$@ and %1$ld friends")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("argument 1 is used both as text and as a number") == true)
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
