import Domain
import Foundation
import Localization
import Screens
import TestSupport
import Testing

/// The hard-coded string test of localization.md §8 for the screens: under `--locale en-XA`, `inspect` and
/// `speak --screen … --all --output text` of every screen leave no unaccented ASCII word once the `[…]`
/// segments, the demo library's own texts, the formatting layer's output for the demo values and the
/// never-translated tokens are removed.
@Suite(.serialized) struct PseudoLocaleScreenTests {
    struct Fixture {
        let folder: URL
        let screens: [String]
        /// Words that may stay unaccented: the demo's texts and the formatter's output for its values.
        let allowedWords: Set<String>
    }

    static func fixture() throws -> Fixture {
        let folder = try DemoLibrary.folder()
        let library = try Library(folder: folder)
        let items = try library.items.items(sortedBy: .name, offset: 0, limit: 100)
        let photos = try library.photos.photos(.all, offset: 0, limit: 100)
        let tags = try library.tags.all()
        let untitled = try #require(photos.first { $0.accessibilityLabel.isEmpty })
        let screens = [
            "home", "items", "item/\(try #require(items.first).key)", "photos", "photo/\(untitled.id)",
            "photo/\(try #require(photos.first).id)", "photo/\(untitled.id)/tags", "tags", "tag/beach", "search",
            "history", "settings",
        ]
        var texts: [String] = items.flatMap { [$0.name, $0.serialNumber ?? ""] }
        texts += photos.flatMap { [$0.title, $0.description ?? ""] } + tags.map(\.name)
        let words = ScreenStrings(
            strings: try NarrationFixture.strings("en-XA"), timeZone: TimeZone(identifier: "UTC")!)
        for item in items {
            let money = words.money(item.value)
            let date = words.dateTime(item.dateCreated)
            texts += [money.display, money.speech, date.display, date.speech]
        }
        for date in photos.compactMap(\.dateTaken) {
            texts += [
                words.dateTime(date).display, words.dateTime(date).speech, words.date(date).display,
                words.date(date).speech,
            ]
        }
        var allowed: Set<String> = []
        for text in texts {
            for word in text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) { allowed.insert(String(word)) }
        }
        return Fixture(folder: folder, screens: screens, allowedWords: allowed)
    }

    /// The unaccented ASCII words left in a line.
    static func leftovers(_ line: String, allowed: Set<String>) -> [String] {
        var text = line
        // Never-translated tokens of `inspect`: field names, identifiers, trait and container names.
        text = text.replacing(/(identifier|language|ipa): [^;]*/, with: "")
        text = text.replacing(/traits: [a-zA-Z, ]*/, with: "")
        text = text.replacing(/container: [a-zA-Z]+/, with: "")
        text = text.replacing(/isElement: (true|false)/, with: "")
        text = text.replacing(#/\b(value|hint): /#, with: " ")
        // Pseudo segments, innermost first.
        while text.contains(/\[[^\[\]]*\]/) { text = text.replacing(/\[[^\[\]]*\]/, with: " ") }
        return text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init)
            .filter { !allowed.contains($0) }
    }

    @Test func everyScreenIsFreeOfHardCodedWords() throws {
        let fixture = try Self.fixture()
        for screen in fixture.screens {
            for arguments in [["inspect", screen], ["speak", "--screen", screen, "--all", "--output", "text"]] {
                let outcome = try ProcessRunner.lector(
                    arguments + ["--locale", "en-XA", "--library", fixture.folder.path, "-q"],
                    environment: ["TZ": "UTC"])
                #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
                let lines = outcome.output.split(separator: "\n").map(String.init)
                #expect(!lines.isEmpty, "\(arguments)")
                for line in lines {
                    let left = Self.leftovers(line, allowed: fixture.allowedWords)
                    #expect(left.isEmpty, "\(arguments.joined(separator: " ")): \(left) in \(line)")
                }
            }
        }
    }

    @Test func theScanFindsAnUnaccentedWord() {
        #expect(Self.leftovers("[Ĥéåðîñĝ. ~~~] Heading", allowed: []) == ["Heading"])
        #expect(
            Self.leftovers(
                "[Ñåɱé ~~]; value: [Ļåɱþ ~]; traits: textEntry, isEditing; identifier: item.name", allowed: []
            ).isEmpty)
        #expect(Self.leftovers("[Ñåɱé ~~]; hint: Opens it.", allowed: []) == ["Opens", "it"])
    }
}
