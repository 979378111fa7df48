import Localization
import Readers
import Testing

/// A minified catalog (the whole file on one line) is read with the same entries as a pretty-printed one, and
/// every entry's column is where its value stands on that line (issue 40: columns were found by walking the
/// line from its start for each entry, quadratic in a one-line file).
@Suite struct MinifiedCatalogTests {
    static let count = 3_000

    /// A catalog of `count` keys in two languages, on one line; values carry non-ASCII letters so columns
    /// (in Unicode scalars) and bytes differ.
    static func minified() -> String {
        var parts: [String] = []
        for index in 0..<count {
            parts.append(
                "\"key.\(index)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\","
                    + "\"value\":\"Größe \(index)\"}},\"en\":{\"stringUnit\":{\"state\":\"translated\","
                    + "\"value\":\"Size \(index)\"}}}}")
        }
        return "{\"sourceLanguage\":\"en\",\"strings\":{" + parts.joined(separator: ",") + "},\"version\":\"1.0\"}"
    }

    @Test func everyEntryIsAtItsColumnOnTheOneLine() throws {
        let text = Self.minified()
        let catalog = StringCatalog.parse(text: text, file: "Localizable.xcstrings")
        #expect(catalog.diagnostics.isEmpty)
        let german = try #require(catalog.documents()["de"])
        #expect(german.entries.count == Self.count)
        let scalars = Array(text.unicodeScalars)
        for entry in german.entries where entry.key.hasSuffix("7") {
            #expect(entry.line == 1)
            // The column is the value string's opening quote.
            let expected = "\"\(entry.value)\"".unicodeScalars.count
            let start = entry.column - 1
            #expect(String(String.UnicodeScalarView(scalars[start..<(start + expected)])) == "\"\(entry.value)\"")
        }
    }
}
