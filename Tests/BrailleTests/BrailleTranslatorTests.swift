import Braille
import Foundation
import TestSupport
import Testing

/// Lector's braille against liblouis's own `lou_translate` (Debian `liblouis-bin`) with the same table, the
/// Unicode display table first on both sides.
@Suite struct BrailleTranslatorTests {
    /// One language's texts and the table they are translated with.
    struct Case: CustomTestStringConvertible, Sendable {
        let language: String
        let table: String
        let texts: [String]
        var testDescription: String { "\(language) \(table)" }
    }

    static let cases: [Case] = [
        Case(
            language: "en", table: "en-ueb-g1.ctb",
            texts: [
                "Photos 3 photos btn", "Settings btn", "Wi-Fi sw on", "The quick brown fox jumps over the lazy dog.",
                "Price: $12.50 (20% off)", "e-mail: someone@example.com", "CAPITALS and MixedCase 2026",
            ]),
        Case(
            language: "en", table: "en-ueb-g2.ctb",
            texts: [
                "The quick brown fox jumps over the lazy dog.", "Knowledge and understanding of the people",
            ]),
        Case(
            language: "de", table: "de-g1.ctb",
            texts: [
                "Fotos 3 Fotos schlt", "Grüße aus Köln: Straße, Äpfel, Öl.", "Einstellungen schlt", "WLAN umsch ein",
            ]),
        Case(language: "de", table: "de-g2.ctb", texts: ["Die Einstellungen der Sprache werden gespeichert."]),
        Case(
            language: "es", table: "es-g1.ctb",
            texts: [
                "Fotos 3 fotos btn", "¿Dónde está la señal? ¡Aquí!", "Configuración btn", "Año 2026: cigüeña",
            ]),
        Case(
            language: "fr", table: "fr-bfu-comp6.utb",
            texts: [
                "Photos 3 photos bt", "Réglages de la voix : élevée, très forte.", "Où est l’œuvre ? À côté.",
            ]),
        Case(language: "fr", table: "fr-bfu-g2.ctb", texts: ["Les paramètres de la parole sont enregistrés."]),
        Case(
            language: "ar", table: "ar-ar-g1.utb",
            texts: [
                "الصور 3 صور زر", "الإعدادات زر", "مرحبا بالعالم", "سرعة الكلام ١٧٥",
            ]),
    ]

    /// What `lou_translate --forward unicode.dis,TABLE` prints for each text (one line each).
    static func reference(_ texts: [String], table: String) throws -> [String] {
        let input = Data((texts.joined(separator: "\n") + "\n").utf8)
        let outcome = try ProcessRunner.run("lou_translate", ["--forward", "unicode.dis," + table], input: input)
        try #require(outcome.status == 0, "lou_translate failed: \(outcome.standardError)")
        return outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: cases) func translationEqualsLouTranslate(_ testCase: Case) throws {
        let translator = try BrailleTranslator(table: BrailleTable(name: testCase.table))
        let expected = try Self.reference(testCase.texts, table: testCase.table)
        #expect(expected.count == testCase.texts.count)
        for (text, reference) in zip(testCase.texts, expected) {
            let cells = try translator.translate(text)
            #expect(cells == reference, "\(testCase.table): \(text)")
            #expect(cells.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }, "\(text) → \(cells)")
        }
    }

    @Test(arguments: [
        ("en", "en-ueb-g1.ctb"), ("en-GB", "en-ueb-g1.ctb"), ("de-DE", "de-g1.ctb"), ("es", "es-g1.ctb"),
        ("fr-CA", "fr-bfu-comp6.utb"), ("ar", "ar-ar-g1.utb"), ("ja", "ja-kantenji.utb"), ("pt-BR", "en-ueb-g1.ctb"),
    ])
    func everyLanguageHasAStandardTableThatCompiles(_ language: String, _ table: String) throws {
        #expect(BrailleTable.standard(forLanguage: language).name == table)
        _ = try BrailleTranslator(table: BrailleTable.standard(forLanguage: language))
    }

    @Test func japaneseKanaTranslateAsLouTranslateDoes() throws {
        let texts = ["しゃしん ボタン", "せってい"]
        let translator = try BrailleTranslator(table: BrailleTable(name: "ja-kantenji.utb"))
        #expect(try texts.map(translator.translate) == Self.reference(texts, table: "ja-kantenji.utb"))
    }

    @Test func aMissingTableIsAnErrorNamingIt() throws {
        let error = try #require(throws: BrailleError.self) {
            try BrailleTranslator(table: BrailleTable(name: "no-such-table.ctb"))
        }
        #expect(error.kind == .table)
        #expect(error.description.contains("no-such-table.ctb"))
    }

    /// `ß` has no cell in `es-g1`: liblouis writes it as an eight-cell escape, more than the first output buffer
    /// holds (the translation is done again with more room). Kept under `lou_translate`'s own line limit.
    @Test func textThatGrowsManyTimesIsTranslatedWhole() throws {
        let text = String(repeating: "ß", count: 200)
        let translator = try BrailleTranslator(table: BrailleTable(name: "es-g1.ctb"))
        #expect(try translator.translate(text) == Self.reference([text], table: "es-g1.ctb").first)
    }

    @Test func tablesChosenByTheUserTranslateEveryLanguage() throws {
        let tables = BrailleTables(chosen: BrailleTable(name: "de-g2.ctb"))
        #expect(tables.table(forLanguage: "ar").name == "de-g2.ctb")
        let byLanguage = BrailleTables(chosen: nil)
        #expect(byLanguage.table(forLanguage: "fr").name == "fr-bfu-comp6.utb")
        #expect(
            try byLanguage.cells(for: "Photos", language: "fr")
                == Self.reference(["Photos"], table: "fr-bfu-comp6.utb")[0])
    }
}
