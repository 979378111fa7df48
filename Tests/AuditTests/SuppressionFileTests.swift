import Audit
import Testing

/// The suppression file's syntax (audit.md §6) and its globs.
@Suite struct SuppressionFileTests {
    @Test func theExamplesOfTheSpecParse() throws {
        let text = """
            # Lector audit suppressions: RULE [FIELD=VALUE]... -- REASON
            label.duplicate screen=items path=List/* -- Each Delete button is announced with its row; see issue 41.
            strings.untranslated file=*/fr.lproj/Localizable.strings key=tab.photos -- "Photos" is French too.
            speech.letter-by-letter label="HDR+ mode" -- Spelled on purpose; it is what the camera prints.
            speech.* locale=ja identifier=settings.voice.* -- The Japanese voice preview is checked by hand.

            """
        let file = try SuppressionFile.parse(text, path: "audit.suppress")
        #expect(file.entries.map(\.line) == [2, 3, 4, 5])
        #expect(
            file.entries.map(\.rule.pattern) == [
                "label.duplicate", "strings.untranslated", "speech.letter-by-letter", "speech.*",
            ])
        #expect(file.entries[0].matchers.map(\.field) == [.screen, .path])
        #expect(file.entries[1].reason == "\"Photos\" is French too.")
        #expect(file.entries[2].value(for: .label).map(\.pattern) == "HDR+ mode")
        let reasons = file.entries.map(\.hasReason)
        #expect(reasons == [true, true, true, true])
    }

    @Test func quotedValuesTakeEscapesSpacesAndDashes() throws {
        let file = try SuppressionFile.parse(#"label.missing label="say \"hi\" -- now" -- Reason."#, path: "s")
        let entry = try #require(file.entries.first)
        #expect(entry.value(for: .label)?.matches(#"say "hi" -- now"#) == true)
        #expect(entry.reason == "Reason.")
    }

    @Test func aMissingOrBlankReasonIsNoErrorButNoReason() throws {
        let file = try SuppressionFile.parse(
            "label.missing\nlabel.whitespace --\t \nlabel.duplicate -- ok\n", path: "s")
        #expect(file.entries.map(\.hasReason) == [false, false, true])
        #expect(file.entries[0].reason == nil)
    }

    @Test(arguments: [
        ("label.missing colour=red -- r", SuppressionFileError.Kind.unknownField("colour")),
        ("label.missing screen -- r", .unknownField("screen")),
        ("label.missing path=a path=b -- r", .repeatedField("path")),
        (#"label.missing label="open -- r"#, .unterminatedQuote),
        ("screen=items -- r", .missingRulePattern),
        ("-- only a reason", .missingRulePattern),
    ])
    func malformedLinesNameTheirLine(line: String, kind: SuppressionFileError.Kind) {
        #expect(throws: SuppressionFileError(file: "s", line: 3, kind: kind)) {
            try SuppressionFile.parse("# a\n\n\(line)\n", path: "s")
        }
    }

    @Test(arguments: [
        ("label.*", "label.missing", true), ("label.*", "hint.gesture", false), ("*", "anything/at/all", true),
        ("List/?", "List/3", true), ("List/?", "List/12", false), ("List/*", "List/0/1", true),
        (#"a\*b"#, "a*b", true), (#"a\*b"#, "axb", false), ("Label", "label", false),
        ("*.strings", "x/fr.lproj/L.strings", true),
        ("*a*b*", "xxaxxbxx", true), ("*a*b", "xxaxxbxxc", false), ("", "", true), ("", "x", false),
    ])
    func globsMatchTheWholeStringCaseSensitively(pattern: String, text: String, matches: Bool) {
        #expect(Glob(pattern).matches(text) == matches)
    }
}
