import Domain
import Localization
import Utterances

/// The checks an imported Lector export passes (cli.md, import and export): each setting as `set NAME VALUE`
/// takes it in browse, each pronunciation as `pronounce add` takes it. A file that fails one is refused whole.
enum LibraryChecks {
    /// The setting keys a library keeps that are not speech settings.
    static let otherKeys: Set<String> = [FetchRequest.keySetting]

    /// The checks, with the locales `speech.locale` accepts and the strings of messages.
    static func imports(languages: [String], strings: Strings) -> ImportChecks {
        ImportChecks(
            setting: { key, value in setting(key, value, languages: languages) },
            pronunciation: { record in
                do throws(PronunciationError) {
                    _ = try UserDictionary.entry(record)
                    return nil
                } catch {
                    return PronunciationMessages.describe(error, strings: strings)
                }
            })
    }

    /// Why `key` = `value` is refused, or nil: an unknown key, or a value `set` does not take.
    static func setting(_ key: String, _ value: String, languages: [String]) -> ImportError.InvalidValue? {
        if otherKeys.contains(key) { return nil }
        guard let name = SettingName.allCases.first(where: { $0.storageKey == key }) else {
            return .unknownSetting(key)
        }
        var settings = SpeechSettings()
        guard settings.set(name, to: value, languages: languages) else {
            return .invalidSetting(key: key, value: value, allowed: SpeechSettings.allowed(name, languages: languages))
        }
        return nil
    }
}
