import Foundation
import Synchronization

/// The spelling dictionaries installed on the machine, opened on first use per language and kept for the
/// process. A language without a dictionary, or a machine without Hunspell, gives nil: callers treat that as
/// knowing no word.
public final class SpellingDictionaries: Sendable {
    /// Where Debian's `hunspell-*` packages put their dictionaries.
    public static let systemDirectories = ["/usr/share/hunspell"]

    /// The process's dictionaries, from the system's directories.
    public static let shared = SpellingDictionaries(directories: systemDirectories)

    /// The folders searched, in order.
    public let directories: [String]
    /// Each tag's slot, made on first ask; a slot opens its dictionary once.
    private let slots = Mutex<[String: Slot]>([:])

    /// One tag's dictionary, opened by the first caller while later ones wait (a dictionary takes 0.1–0.6 s).
    private final class Slot: Sendable {
        let dictionary = Mutex<SpellingDictionary??>(nil)
    }

    /// Dictionaries found in `directories`.
    public init(directories: [String]) {
        self.directories = directories
    }

    /// The dictionary of a BCP 47 tag (`de`, `pt-BR`, `nb`), opened once; nil when none is installed or it
    /// cannot be opened.
    public func dictionary(for tag: String) -> SpellingDictionary? {
        let slot = slots.withLock { slots in
            if let slot = slots[tag] { return slot }
            let slot = Slot()
            slots[tag] = slot
            return slot
        }
        return slot.dictionary.withLock { opened in
            if let known = opened { return known }
            let dictionary = files(for: tag).flatMap { try? SpellingDictionary(affix: $0.affix, words: $0.words) }
            opened = .some(dictionary)
            return dictionary
        }
    }

    /// The country whose dictionary stands for a language when the tag names none, where its code is not the
    /// language's own (`de` → `de_DE` needs no entry).
    static let mainCountries: [String: String] = [
        "sv": "SE", "da": "DK", "cs": "CZ", "nb": "NO", "nn": "NO", "sl": "SI", "ca": "ES", "gl": "ES", "eu": "ES",
        "af": "ZA", "vi": "VN", "el": "GR", "et": "EE", "gd": "GB", "en": "US", "uk": "UA", "ko": "KR", "ja": "JP",
        "he": "IL", "hy": "AM", "ka": "GE", "sr": "RS", "bs": "BA", "sq": "AL", "fa": "IR", "hi": "IN", "bn": "BD",
        "ar": "SA", "zh": "CN", "sw": "TZ", "ms": "MY", "kk": "KZ", "be": "BY", "ga": "IE", "cy": "GB",
    ]

    /// The files of a tag's dictionary: the exact language and region (`pt_BR`), the bare language (`nl`), the
    /// language's main country (`de_DE`, `sv_SE`), then any region of the language, by name. `no` is read as `nb`.
    public func files(for tag: String) -> (affix: String, words: String)? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard var language = parts.first?.lowercased(), !language.isEmpty else { return nil }
        if language == "no" { language = "nb" }
        let region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
        var names: [String] = []
        if let region { names.append("\(language)_\(region)") }
        names += [language, "\(language)_\(Self.mainCountries[language] ?? language.uppercased())"]
        for directory in directories {
            for name in names {
                if let found = pair(directory, name) { return found }
            }
            let others = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in others.sorted() where file.hasPrefix(language + "_") && file.hasSuffix(".dic") {
                if let found = pair(directory, String(file.dropLast(4))) { return found }
            }
        }
        return nil
    }

    private func pair(_ directory: String, _ name: String) -> (affix: String, words: String)? {
        let base = (directory as NSString).appendingPathComponent(name)
        let manager = FileManager.default
        guard manager.fileExists(atPath: base + ".aff"), manager.fileExists(atPath: base + ".dic") else { return nil }
        return (base + ".aff", base + ".dic")
    }
}
