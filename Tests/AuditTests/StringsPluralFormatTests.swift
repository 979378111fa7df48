import Audit
import Localization
import Readers
import Testing

/// Plural dictionaries through the audit: `strings.plural-format`, `strings.syntax`, and the
/// placeholder and plural rules on the converted variant keys.
@Suite struct StringsPluralFormatTests {
    static let table = "Localizable.stringsdict"

    /// A plural dictionary with one key `k` whose format is `format` and whose variable `n` has
    /// the value type `type` and the given variants.
    static func dictionary(format: String = "%#@n@", type: String = "ld", _ variants: [(String, String)]) -> [UInt8] {
        let members = variants.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n")
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
            \(members)
            </dict>
            </dict>
            </dict>
            </plist>
            """.utf8)
    }

    static let english = dictionary([("one", "%ld day ago"), ("other", "%ld days ago")])

    static func findings(_ files: [String: [UInt8]], rules: [any StringsRule]) throws -> [Finding] {
        let languages = files.map { folder, bytes in
            StringsFolder.Language(
                folderName: folder + ".lproj", tag: folder,
                tables: [table: PluralDictionaryReader.parse(bytes, file: folder + ".lproj/" + table)])
        }
        let audit = StringsAudit(configuration: .init(rules: rules))
        return audit.run(StringsFolder(displayPath: "L", languages: languages), strings: try StringsTables.english())
            .findings
    }

    @Test func theGreekBrokenSpecifierIsAnInvalidPlaceholder() throws {
        let greek = Self.dictionary([("one", "%1ημ πριν"), ("other", "%ldημ πριν")])
        let found = try Self.findings(["en": Self.english, "el": greek], rules: [StringsPlaceholderInvalid()])
        #expect(StringsTables.places(found) == ["k.n.one@12"])
        #expect(found.first?.locale == "el")
        #expect(found.first?.file?.file == "L/el.lproj/Localizable.stringsdict")
    }

    @Test func anObjectValueTypeAgainstAnIntegerSourceIsAPlaceholderTypeError() throws {
        let german = Self.dictionary(type: "@", [("one", "vor %@ Tag"), ("other", "vor %@ Tagen")])
        let found = try Self.findings(["en": Self.english, "de": german], rules: [StringsPlaceholderType()])
        #expect(StringsTables.places(found) == ["k@7", "k.n.one@12", "k.n.other@13"])
        #expect(found.allSatisfy { $0.severity == .error && $0.locale == "de" })
    }

    @Test func aVariantMayUseTheCountItsBaseVariantSpellsOut() throws {
        let english = Self.dictionary([("one", "1 day ago"), ("other", "%ld days ago")])
        let kurdish = Self.dictionary([("one", "%ld roj berê"), ("other", "%ld roj berê")])
        #expect(try Self.findings(["en": english, "ku": kurdish], rules: [StringsPlaceholderCount()]).isEmpty)
        let extra = Self.dictionary([("one", "%ld roj berê %@"), ("other", "%ld roj berê")])
        #expect(
            try Self.findings(["en": english, "ku": extra], rules: [StringsPlaceholderCount()]).map(\.severity) == [
                .error
            ])
    }

    @Test func aVariableWhoseVariantsAreAllBlankIsNoEmptyValue() throws {
        let english = Self.dictionary([("one", ""), ("other", "")])
        let arabic = Self.dictionary([("zero", ""), ("one", ""), ("two", ""), ("few", ""), ("many", ""), ("other", "")])
        #expect(try Self.findings(["en": english, "ar": arabic], rules: [StringsEmptyValue()]).isEmpty)
        let half = Self.dictionary([("one", ""), ("other", "%ld Tage")])
        #expect(
            try StringsTables.places(Self.findings(["en": Self.english, "de": half], rules: [StringsEmptyValue()])) == [
                "k.n.one@12"
            ])
    }

    @Test func formatProblemsBecomeLocalizedFindings() throws {
        let broken = Self.dictionary(format: "%#@m@", type: "%ld", [("one", "%@ day"), ("other", "%ld days")])
        let found = try Self.findings(["en": broken], rules: [StringsPluralFormat()])
        #expect(found.map(\.rule) == Array(repeating: "strings.plural-format", count: 3))
        #expect(
            found.map(\.message) == [
                "The format names the variable “m”, which “k” does not define.",
                "The variable “n” is never used by the format of “k”.",
                "The variable “n” has the value type “%ld”, which is not one format specifier without its percent sign (such as ld).",
            ])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aVariantTypeMismatchNamesBothTypes() throws {
        let found = try Self.findings(
            ["en": Self.dictionary([("one", "%@ day"), ("other", "%ld days")])], rules: [StringsPluralFormat()])
        #expect(
            found.map(\.message) == [
                "The variant one of “n” uses %@, but the value type is ld; the argument types must agree, or the app may crash."
            ])
        #expect(StringsTables.places(found) == ["k@12"])
    }

    @Test func aFileThatIsNoPlistIsASyntaxError() throws {
        let found = try Self.findings(["en": Array("\"k\" = \"v\";".utf8)], rules: [StringsSyntax()])
        #expect(found.map(\.message) == ["The file does not parse here: it is not a property list (XML or binary)."])
    }

    // MARK: - Plural categories in plural dictionaries

    @Test func aMissingCategoryIsAWarningAndAMissingOtherAnError() throws {
        let russian = Self.dictionary([("one", "%ld день"), ("other", "%ld дня")])
        let noOther = Self.dictionary([("one", "%ld день"), ("few", "%ld дня"), ("many", "%ld дней")])
        let warning = try Self.findings(["en": Self.english, "ru": russian], rules: [StringsPluralMissingCategory()])
        #expect(warning.map(\.severity) == [.warning])
        #expect(warning.first?.message == "The plural family “k.n” lacks the categories few, many, which ru needs.")
        let error = try Self.findings(["en": Self.english, "ru": noOther], rules: [StringsPluralMissingCategory()])
        #expect(error.map(\.severity) == [.error])
    }

    @Test(arguments: [
        ("ar", [("zero", "a"), ("one", "b"), ("two", "c"), ("few", "d"), ("many", "e"), ("other", "f")]),
        ("ru", [("one", "a"), ("few", "b"), ("many", "c"), ("other", "d")]),
        ("ja", [("other", "%ld日前")]),
        ("fr", [("one", "a"), ("many", "b"), ("other", "c")]),
    ])
    func completeCategoriesPass(language: String, variants: [(String, String)]) throws {
        let found = try Self.findings(
            ["en": Self.english, language: Self.dictionary(variants)],
            rules: [StringsPluralMissingCategory(), StringsPluralUnusedCategory()])
        #expect(found.isEmpty)
    }

    @Test func frenchWithoutManyIsAWarningInADictionary() throws {
        let found = try Self.findings(
            ["en": Self.english, "fr": Self.dictionary([("one", "a"), ("other", "b")])],
            rules: [StringsPluralMissingCategory()])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func anUnusedCategoryIsANoteAndExactCountsAreNeverUnused() throws {
        let japanese = Self.dictionary([("0", "なし"), ("one", "%ld日前"), ("other", "%ld日前")])
        let found = try Self.findings(["en": Self.english, "ja": japanese], rules: [StringsPluralUnusedCategory()])
        #expect(StringsTables.places(found) == ["k.n.one@13"])
        #expect(found.map(\.severity) == [.info])
    }

    @Test func stringsFilesKeepTheirSeverities() throws {
        let found = try StringsTables.findings(
            [
                "en.lproj": ["Localizable.strings": "\"p.one\" = \"a\";\n\"p.other\" = \"b\";"],
                "ru.lproj": ["Localizable.strings": "\"p.one\" = \"a\";\n\"p.other\" = \"b\";\n\"p.two\" = \"c\";"],
            ],
            rules: [StringsPluralMissingCategory(), StringsPluralUnusedCategory()])
        #expect(found.map(\.severity) == [.error, .warning])
    }

    /// Mastodon's idiom: `%#@names@%#@count@`, where `names` (value type ld) only declares argument 1 and
    /// `count`'s variants print it with `%1$@`.
    static func declaringDictionary(names: (one: String, other: String)) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
            <key>names</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>\(names.one)</string>
            <key>other</key><string>\(names.other)</string>
            </dict>
            <key>count</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>Followed by %1$@, and another mutual</string>
            <key>other</key><string>Followed by %1$@, and %ld mutuals</string>
            </dict>
            </dict>
            </dict>
            </plist>
            """.utf8)
    }

    @Test func anArgumentReadAsANumberAndPrintedAsTextIsAWarningWhenTheChoiceChangesNothing() throws {
        let found = try Self.findings(
            ["en": Self.declaringDictionary(names: ("", ""))],
            rules: [StringsPluralFormat(), StringsPluralMissingCategory(), StringsPlaceholderInvalid()])
        #expect(found.map(\.rule) == ["strings.plural-format"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("Argument 1 is read as a number") == true)
        #expect(found.first?.message.contains("%1$@") == true)
        #expect(StringsTables.places(found) == ["k@18"])
    }

    @Test func anArgumentReadAsANumberAndPrintedAsTextIsAnErrorWhenItChoosesTheText() throws {
        let found = try Self.findings(
            ["en": Self.declaringDictionary(names: ("one name", "names"))], rules: [StringsPluralFormat()])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.message.contains("the wrong one may show") == true)
    }

    @Test func aVariableWhoseVariantsAreAllBlankLacksNoCategory() throws {
        let arabic = Self.dictionary([("one", ""), ("other", "")])
        let found = try Self.findings(
            ["en": Self.dictionary([("one", ""), ("other", "")]), "ar": arabic], rules: [StringsPluralMissingCategory()]
        )
        #expect(found.isEmpty)
        // A `one` copied from `other` is not blank: Arabic still lacks its categories.
        let copied = try Self.findings(
            ["en": Self.english, "ar": Self.dictionary([("one", "%ld أيام"), ("other", "%ld أيام")])],
            rules: [StringsPluralMissingCategory()])
        #expect(copied.map(\.locale) == ["ar"])
    }
}
