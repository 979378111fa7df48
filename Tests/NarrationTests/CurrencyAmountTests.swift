import Narration
import TestSupport
import Testing

/// Amounts in ¥, ₩, €, $ and د.إ, with a grouping comma, in every shipped language (narration.md §5.3): the
/// comma of `¥1,500` is a grouping separator even where `,` is the decimal separator, because yen has no
/// minor unit; a reading with more decimals than the currency has is never chosen.
@Suite struct CurrencyAmountTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let tag: String
        let yen: String
        let won: String
        let euro: String
        let dollar: String
        let dirham: String
        var testDescription: String { tag }
    }

    static let rows: [Row] = [
        Row(
            tag: "en", yen: "1,500 yen", won: "1,500 South Korean Won", euro: "1,500 euros",
            dollar: "1,500 dollars and 25 cents", dirham: "1,500 United Arab Emirates Dirham"),
        Row(
            tag: "de", yen: "1500 Yen", won: "1500 Südkoreanischer Won", euro: "1500 Euro",
            dollar: "1500 Dollar und 25 Cent", dirham: "1500 VAE-Dirham"),
        Row(
            tag: "es", yen: "1500 yenes", won: "1500 won surcoreano", euro: "1500 euros",
            dollar: "1500 dólares con 25 centavos", dirham: "1500 dírham de los Emiratos Árabes Unidos"),
        Row(
            tag: "fr", yen: "1500 yens", won: "1500 won sud-coréen", euro: "1500 euros",
            dollar: "1500 dollars et 25 sèntes", dirham: "1500 dirham des Émirats arabes unis"),
        Row(
            tag: "ja", yen: "1500えん", won: "1500 韓国ウォン", euro: "1500ユーロ",
            dollar: "1500ドル 25セント", dirham: "1500 アラブ首長国連邦ディルハム"),
        Row(
            tag: "ar", yen: "1500 ين", won: "1500 وون كوريا الجنوبية", euro: "1500 يورو",
            dollar: "1500 دولار وَ25 سنتًا", dirham: "1500 درهم إماراتي"),
    ]

    private func spoken(_ text: String, _ tag: String) throws -> String {
        try NarrationFixture.narrator(tag).speech(forText: text).textForm()
    }

    @Test(arguments: rows)
    func markerFirst(row: Row) throws {
        #expect(try spoken("¥1,500", row.tag) == row.yen)
        #expect(try spoken("₩1,500", row.tag) == row.won)
        #expect(try spoken("€1,500", row.tag) == row.euro)
        #expect(try spoken("$1,500.25", row.tag) == row.dollar)
        #expect(try spoken("د.إ 1,500", row.tag) == row.dirham)
    }

    @Test(arguments: rows)
    func amountFirst(row: Row) throws {
        #expect(try spoken("1,500 ¥", row.tag) == row.yen)
        #expect(try spoken("1,500 ₩", row.tag) == row.won)
        #expect(try spoken("1,500 €", row.tag) == row.euro)
        #expect(try spoken("1,500 د.إ", row.tag) == row.dirham)
    }

    @Test func aDecimalCommaStillReadsCentsWhereTheCurrencyHasThem() throws {
        #expect(try spoken("1.500,25 €", "de") == "1500 Euro und 25 Cent")
        #expect(try spoken("12,50 €", "de") == "12 Euro und 50 Cent")
        #expect(try spoken("¥1.500", "de") == "1500 Yen")
    }

    /// Prices with cents are said as amounts in every language, with a decimal point or a decimal comma; a
    /// pound is feminine in French and Spanish (une livre, una libra: SpokenCounts), not "un livre", a book.
    @Test(arguments: [
        ("en", "12 euros and 50 cents"), ("de", "12 Euro und 50 Cent"), ("es", "12 euros con 50 céntimos"),
        ("fr", "12 euros et 50 centimes"), ("ja", "12ユーロ 50セント"), ("ar", "12 يورو وَ50 سنتًا"),
    ])
    func pricesWithCentsAreAmounts(tag: String, spokenAmount: String) throws {
        #expect(try spoken("€12.50", tag) == spokenAmount)
        #expect(try spoken("12,50 €", tag) == spokenAmount)
        #expect(try spoken("12.50 €", tag) == spokenAmount)
    }

    @Test func aPoundIsMoney() throws {
        #expect(try spoken("£1", "fr") == "une livre")
        #expect(try spoken("£21", "fr") == "vingt et une livres")
        #expect(try spoken("£1", "es") == "una libra")
        #expect(try spoken("£1.50", "fr") == "une livre et 50 pènnce")
    }
}
