import Audit
import TestSupport
import Testing
import Utterances

/// `speech.letter-by-letter` with the real voice: a word is spelled when its phonemes equal those of
/// its letters (audit.md §2.4).
@Suite(.serialized) struct SpeechLetterByLetterTests {
    private func fires(_ json: String, speech: SpeechAudit? = nil) throws -> Bool {
        let tools = try speech ?? SpeechTools.real()
        return !(try SpeechTools.findings(json, rules: [SpeechLetterByLetter()], speech: tools).findings.isEmpty)
    }

    @Test(arguments: [
        RuleCase.fails(#"{"label":"Cable mgmt","traits":["button"]}"#),
        .passes(#"{"label":"USB cable","traits":["button"]}"#),
        .passes(#"{"label":"Film camera","traits":["button"]}"#),
        .fails(#"{"label":"Camera","hint":"Opens the mgmt view.","traits":["button"]}"#),
        .passes(#"{"label":"Cable mgmt","ipa":"ˈkeɪbəl ˈmænɪdʒmənt","traits":["button"]}"#),
        .passes(#"{"label":"Serial Number","value":"XKCDQWRTZ","traits":["staticText"]}"#),
        // Units and names people say letter by letter too.
        .passes(#"{"label":"Glucose","value":"95 mg/dL","traits":["staticText"]}"#),
        .passes(#"{"label":"Requires iOS 17","traits":["staticText"]}"#),
        .fails(#"{"label":"Cable mgmt","value":"95 mg/dL","traits":["button"]}"#),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try fires(testCase.json) == testCase.fires)
    }

    @Test(arguments: [
        ("USB", true), ("iOS", true), ("dL", true), ("MHz", true), ("mg", true), ("mph", true), ("mgmt", false),
        ("Mgmt", false), ("tvOSXYZ", false), ("PDFDOCS", false),
    ])
    func tokensPeopleSpellTooAreExempt(token: String, exempt: Bool) {
        #expect(SpokenTokens.isInitialism(token) == exempt)
    }

    @Test func aPronunciationEntryCoversTheWord() throws {
        let entry = try PronunciationEntry(pattern: "mgmt", kind: .say, replacement: "management", language: "en")
        let speech = try SpeechTools.real(dictionary: PronunciationDictionary(userEntries: [entry]))
        #expect(try !fires(#"{"label":"Cable mgmt","traits":["button"]}"#, speech: speech))
    }

    @Test func theMessageListsEverySpelledWordOnce() throws {
        let json = #"{"label":"Cable mgmt","value":"mgmt xyzzq","traits":["button"]}"#
        let finding = try #require(
            try SpeechTools.findings(json, rules: [SpeechLetterByLetter()], speech: try SpeechTools.real()).findings
                .first)
        #expect(finding.message.contains("“mgmt”"))
        #expect(finding.message.components(separatedBy: "mgmt").count == 2)
    }

    @Test(arguments: [
        ("Cable mgmt", ["Cable", "mgmt"]), ("don't stop", ["don't", "stop"]), ("a b", []), ("写真 ok", ["ok"]),
        ("Wi-Fi", ["Wi", "Fi"]), ("Ελλάδα", ["Ελλάδα"]),
    ])
    func tokensAreRunsOfAlphabeticLetters(text: String, expected: [String]) {
        #expect(SpokenTokens.tokens(in: text) == expected)
    }

    @Test func marksAndBoundariesAreIgnored() {
        #expect(SpeechLetterByLetter.stripped(",EmdZ,i:;,Emt'i: ") == "EmdZi:Emti:")
    }

    @Test func lettersAndWordsAreCachedPerDistinctString() throws {
        let recording = RecordingSynthesizer()
        let rows = Array(repeating: #"{"label":"Cable mgmt","traits":["button"]}"#, count: 50).joined(separator: ",")
        _ = try SpeechTools.findings(
            "[\(rows)]", rules: [SpeechLetterByLetter()], speech: try SpeechTools.fake(recording))
        // Two words and the distinct letters C, a, b, l, e, m, g, t: each once.
        #expect(recording.markups.count == 2 + 8)
    }
}
