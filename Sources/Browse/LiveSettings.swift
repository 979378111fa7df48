import Domain
import Speech
import Utterances

/// The settings in force, changed live: a new rate, pitch or volume goes to the synthesizer at once, the
/// earcon volume and the marking of capitals to the speech output, and every change is saved in the library's
/// settings repository.
///
/// What depends on the language (the narrator, the words) is the session's to rebuild; this part only says
/// which setting changed.
struct LiveSettings {
    /// The values in force.
    private(set) var values: SpeechSettings
    /// The languages the Language setting offers.
    let languages: [String]
    /// The synthesizer whose prosody follows the settings; nil when nothing is synthesized.
    private let voice: (any Synthesizer)?
    /// Where speech goes: its earcon volume and capitals follow the settings.
    private let output: SpeechOutput
    /// The library the settings are saved in.
    private let library: Library

    /// Settings starting at `values`, applied to `voice` and `output` and saved in `library`.
    init(
        _ values: SpeechSettings, languages: [String], voice: (any Synthesizer)?, output: SpeechOutput, library: Library
    ) {
        self.values = values
        self.languages = languages
        self.voice = voice
        self.output = output
        self.library = library
    }

    // MARK: - Changing

    /// One step up or down (a switch flips); false at either end of the values, where nothing changes.
    mutating func step(_ name: SettingName, up: Bool) -> Bool {
        values.step(name, up: up, languages: languages)
    }

    /// `set NAME VALUE`: false when the setting does not take that value (nothing changes).
    mutating func set(_ name: SettingName, to text: String) -> Bool {
        values.set(name, to: text, languages: languages)
    }

    /// The values a setting takes, for the message about one it does not: a range for numbers, else a list.
    func allowed(_ name: SettingName) -> (range: ClosedRange<Int>?, list: String) {
        (SpeechSettings.range(of: name), SpeechSettings.allowed(name, languages: languages))
    }

    // MARK: - Applying and saving

    /// Gives a changed rate, pitch or volume to the synthesizer, or to an output without one (speech-dispatcher);
    /// other settings do not concern them.
    func applyToVoice(_ name: SettingName) throws {
        switch name {
        case .rate, .pitch, .volume:
            let prosody = values.prosody
            try voice?.setProsody(prosody)
            try output.setProsody(prosody)
        default:
            break
        }
    }

    /// Sets the output's earcon volume and marking of capitals; `capitalWord` is the word said before a
    /// capital, in the session language.
    func applyToOutput(capitalWord: String) {
        output.volume = values.volume
        switch values.capitals {
        case .pitch: output.capitals = .pitch
        case .none: output.capitals = .none
        case .word: output.capitals = .word(capitalWord)
        }
    }

    /// Saves one setting under its key in the library's settings repository, in one transaction.
    ///
    /// - Throws: the library's error (``LibraryError``).
    func save(_ name: SettingName) throws {
        try library.transaction { try library.settings.setValue(values.text(name), for: name.storageKey) }
    }
}
