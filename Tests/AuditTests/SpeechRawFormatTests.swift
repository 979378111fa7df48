import Audit
import Testing

/// `speech.raw-format` (audit.md §4.3): numeric dates, raw amounts and de clock times.
@Suite struct SpeechRawFormatTests {
    @Test(arguments: [
        RuleCase.fails(#"{"label":"Purchased","value":"2024-03-05"}"#),
        .fails(#"{"label":"Wert","value":"1,234.56 €"}"#, "de"),
        .fails(#"{"label":"Termin","value":"14:30 Uhr"}"#, "de"),
        .passes(#"{"label":"Purchased","value":"March 5, 2024"}"#),
        .passes(#"{"label":"Wert","value":"1.234,56 €"}"#, "de"),
        .fails(#"{"label":"Price","value":"$1.234,56"}"#),
        .passes(#"{"label":"Precio","value":"1234,56 €"}"#, "es"),
        .fails(#"{"label":"Price","value":"USD 12.00"}"#),
        .fails(#"{"label":"Prix","value":"12,00 EUR"}"#, "fr"),
        .passes(#"{"label":"Prix","value":"1 234,56 €"}"#, "fr"),
        .passes(#"{"label":"Price","value":"$1,299.99"}"#),
        .fails(#"{"label":"Taken 3/5/24"}"#),
        .fails(#"{"label":"Datum","value":"3.10.2024"}"#, "de"),
        .passes(#"{"label":"Datum","value":"05.03.2024"}"#, "de"),
        .fails(#"{"label":"Date","value":"05.03.2024"}"#),
        .passes(#"{"label":"Version","value":"1.2.24"}"#),
        .passes(#"{"label":"日付","value":"2024/03/05"}"#, "ja"),
        .fails(#"{"label":"日付","value":"2024/3/5"}"#, "ja"),
        .passes(#"{"label":"Score","value":"13/14/15"}"#),
        .passes(#"{"label":"Time","value":"14:30"}"#),
        .passes(#"{"label":"Termin","value":"14:30"}"#, "de"),
        .fails(#"{"label":"Termin","value":"9.15Uhr"}"#, "de"),
        .passes(#"{"label":"Termin","value":"24:30 Uhr"}"#, "de"),
        .passes(#"{"label":"Cable","value":"USB 3"}"#),
        .passes(#"{"label":"Item","value":"A2024-03-05"}"#),
        .fails(#"{"label":"السعر","value":"١٬٢٣٤٫٥٦ $ و 1.234,56 $"}"#, "ar"),
        .passes(#"{"label":"السعر","value":"١٬٢٣٤٫٥٦ $"}"#, "ar"),
    ])
    func table(_ testCase: RuleCase) throws {
        #expect(try ElementTrees.fires(SpeechRawFormat(), testCase.json, locale: testCase.locale) == testCase.fires)
    }

    @Test func theMessageNamesEveryMatch() throws {
        let finding = try #require(
            try ElementTrees.findings(
                #"{"label":"Bought 2024-03-05","value":"USD 12.00"}"#, rules: [SpeechRawFormat()]
            ).first)
        #expect(finding.message.contains("a numeric date (“2024-03-05”)"))
        #expect(finding.message.contains("a currency code the voice spells (“USD 12.00”)"))
    }

    @Test func matchesAreTheTextAsWritten() {
        let scanner = RawFormatScanner(locale: "de")
        #expect(
            scanner.matches(in: "Am 2024-03-05 um 14:30 Uhr für 1,234.56 €").map(\.text) == [
                "2024-03-05", "14:30 Uhr", "1,234.56 €",
            ])
    }
}
