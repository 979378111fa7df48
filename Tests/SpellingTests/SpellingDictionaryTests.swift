import Foundation
import Spelling
import Testing

/// Hunspell's dictionaries through Lector's `Spelling` module: a dictionary written here (its encoding, an affix
/// rule, capitalization), and the system's dictionaries against the `hunspell` command on the same words.
@Suite struct SpellingDictionaryTests {
    /// A folder with a two-word ISO 8859-1 dictionary whose `S` flag adds `n`.
    static func writtenDictionary() throws -> (folder: URL, affix: String, words: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let affix = folder.appendingPathComponent("xx_XX.aff")
        let words = folder.appendingPathComponent("xx_XX.dic")
        try Data("SET ISO8859-1\nSFX S Y 1\nSFX S 0 n .\n".utf8).write(to: affix)
        let list = "2\nGröße/S\nVideo\n"
        try #require(list.data(using: .isoLatin1)).write(to: words)
        return (folder, affix.path, words.path)
    }

    @Test func aWrittenDictionaryKnowsItsWordsInItsEncodingWithItsAffixes() throws {
        let (folder, affix, words) = try Self.writtenDictionary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = try SpellingDictionary(affix: affix, words: words)
        #expect(dictionary.name == "xx_XX")
        #expect(dictionary.knows("Größe"))
        #expect(dictionary.knows("Größen"))
        #expect(dictionary.knows("VIDEO"))
        #expect(!dictionary.knows("video"))
        #expect(!dictionary.knows("Grösse"))
        #expect(!dictionary.knows("Boost"))
        #expect(!dictionary.knows("日本"))
        #expect(!dictionary.knows(""))
    }

    @Test func missingFilesAreAnErrorNamingTheWordList() throws {
        #expect(throws: SpellingError.unreadable(path: "/nonexistent/xx.dic")) {
            try SpellingDictionary(affix: "/nonexistent/xx.aff", words: "/nonexistent/xx.dic")
        }
    }

    @Test func aTagFindsItsRegionThenItsLanguageThenItsCountry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pt_BR", "pt_PT", "nl", "nl_BE", "de_DE", "de_CH", "nb_NO", "sv_FI", "sv_SE"] {
            for suffix in [".aff", ".dic"] {
                try Data().write(to: folder.appendingPathComponent(name + suffix))
            }
        }
        let dictionaries = SpellingDictionaries(directories: [folder.path])
        func name(_ tag: String) -> String? {
            dictionaries.files(for: tag).map {
                (($0.words as NSString).lastPathComponent as NSString).deletingPathExtension
            }
        }
        #expect(name("pt-BR") == "pt_BR")
        #expect(name("pt") == "pt_PT")
        #expect(name("nl-BE") == "nl_BE")
        #expect(name("nl") == "nl")
        #expect(name("de-AT") == "de_DE")
        #expect(name("no") == "nb_NO")
        #expect(name("sv") == "sv_SE")
        #expect(name("ja") == nil)
    }

    /// The words the `hunspell` command reports as misspelt with the dictionary `name`.
    static func misspelt(_ words: [String], dictionary name: String) throws -> Set<String> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hunspell")
        process.arguments = ["-d", "/usr/share/hunspell/\(name)", "-l", "-i", "UTF-8"]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(words.joined(separator: "\n").utf8 + [0x0A]))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    @Test(arguments: [
        ("de", "de_DE", ["Video", "Feedback", "Größe", "Boost", "Settings", "Einstellungen", "Team", "Following"]),
        ("fr", "fr", ["Notifications", "Mention", "participants", "Cancel", "Paramètres", "Réglages", "Hide"]),
        ("pl", "pl_PL", ["żółw", "Ustawienia", "Settings", "Zażółć", "Boost"]),
        ("nb", "nb_NO", ["Innstillinger", "Blåbær", "Boost", "Video"]),
        ("pt-BR", "pt_BR", ["Configurações", "Vídeo", "Settings", "ação"]),
    ])
    func systemDictionariesAgreeWithTheHunspellCommand(tag: String, name: String, words: [String]) throws {
        let dictionary = try #require(SpellingDictionaries.shared.dictionary(for: tag))
        #expect(dictionary.name == name)
        let misspelt = try Self.misspelt(words, dictionary: name)
        #expect(!misspelt.isEmpty)
        #expect(misspelt.count < words.count)
        for word in words {
            #expect(dictionary.knows(word) == !misspelt.contains(word), "\(word) in \(name)")
        }
    }
}
