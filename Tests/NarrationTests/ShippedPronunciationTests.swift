import Foundation
import Localization
import TestSupport
import Testing
import Utterances

/// speech.md §3.2: every IPA value of every shipped Pronunciations.strings converts, and every `[[…]]`
/// value passes rule 5 of §2.3.
@Suite struct ShippedPronunciationTests {
    static var languages: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.localizations.path))?
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted() ?? []
    }

    @Test(arguments: languages)
    func everyShippedEntryIsValid(language: String) throws {
        let url = PackagePaths.localizations.appendingPathComponent("\(language).lproj/Pronunciations.strings")
        let document = try StringsDocument.read(url)
        #expect(document.errors.isEmpty, "\(document.errors)")
        let entries = try PronunciationEntry.shipped(
            pairs: document.entries.map { ($0.key, $0.value) }, language: language)
        #expect(entries.count == document.entries.count)
        for entry in entries where entry.kind != .say {
            let mnemonics = try #require(entry.mnemonics)
            #expect(MarkupValidator.isValidPhonemes(mnemonics), "\(entry.pattern): \(mnemonics)")
        }
    }
}
