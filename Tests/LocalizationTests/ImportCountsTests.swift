import Foundation
import Testing

@testable import Localization

/// The import and fetch summaries (issue 19 item 4): each count comes from its own plural family, so the
/// participle agrees with the number and the noun (es 1 añadida, fr 1 ajoutée, ar أُضيفت 3 صور) instead of
/// the “1 añadidos” of one shared form.
@Suite struct ImportCountsTests {
    static func line(_ tag: String, _ key: StringKey, _ families: [StringKey], _ counts: [Int]) throws -> String {
        let strings = try SpokenCountsTests.strings(tag)
        let parts = zip(families, counts).map { StringArgument.text(strings.plural($0, count: $1)) }
        return strings.format(key, arguments: parts, channel: .display)
    }

    static let photos: [StringKey] = [.importPhotosAdded, .importPhotosUpdated, .importPhotosUnchanged]
    static let items: [StringKey] = [.importItemsAdded, .importItemsUpdated, .importItemsUnchanged]

    @Test(arguments: [
        ("en", [1, 0, 3], "Photos: 1 added, 0 updated, 3 unchanged."),
        ("es", [1, 2, 0], "Fotos: 1 añadida, 2 actualizadas, 0 sin cambios."),
        ("fr", [1, 2, 0], "Photos\u{A0}: 1 ajoutée, 2 mises à jour, 0 inchangée."),
        ("de", [1, 2, 0], "Fotos: 1 hinzugefügt, 2 aktualisiert, 0 unverändert."),
        ("ja", [1, 2, 0], "写真: 追加 1枚、更新 2枚、変更なし 0枚。"),
    ])
    func photoCountsAgree(tag: String, counts: [Int], expected: String) throws {
        #expect(try Self.line(tag, .importPhotos, Self.photos, counts) == expected)
    }

    @Test(arguments: [
        ("es", [1, 21, 3], "Artículos: 1 añadido, 21 actualizados, 3 sin cambios."),
        ("fr", [1, 2, 0], "Articles\u{A0}: 1 ajouté, 2 mis à jour, 0 inchangé."),
    ])
    func itemCountsAgree(tag: String, counts: [Int], expected: String) throws {
        #expect(try Self.line(tag, .importItems, Self.items, counts) == expected)
    }

    /// Arabic: a sentence per count, the verb and noun in the form the number takes (CLDR zero … other).
    @Test func arabicCountsTakeTheirForms() throws {
        let line = try Self.line("ar", .importPhotos, Self.photos, [3, 1, 0])
        let plain = line.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) && $0.value != 0x200F }
        #expect(String(String.UnicodeScalarView(plain)) == "أُضيفت 3 صور، حُدِّثت صورة واحدة، لم تبقَ أي صورة دون تغيير.")
        let many = try Self.line("ar", .importItems, Self.items, [11, 2, 100])
        let plainMany = String(
            String.UnicodeScalarView(
                many.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) && $0.value != 0x200F }))
        #expect(plainMany == "أُضيف 11 عنصرًا، حُدِّث عنصران، بقي 100 عنصر دون تغيير.")
    }
}
