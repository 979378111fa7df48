import Foundation

/// The values of the Settings screen: voice, verbosity, punctuation, capitals, language, hints and earcons.
///
/// A command-line option beats a saved setting, which beats the built-in default (`browse.md`); the browser
/// applies changes live and saves them in the library.
public struct SpeechSettings: Hashable, Sendable {
    /// Words a minute.
    public var rate = 175
    /// 0–99.
    public var pitch = 50
    /// 0–200; 100 is the voice's normal volume.
    public var volume = 100
    /// How much is said about each element.
    public var verbosity: Verbosity = .normal
    /// Which symbols are named.
    public var punctuation: PunctuationLevel = .some
    /// How capitals in spelled text are marked.
    public var capitals: CapitalsChoice = .pitch
    /// The language tag of strings, formats and voice (`en`, `de`).
    public var locale = "en"
    /// Whether hint utterances are spoken.
    public var hints = true
    /// Whether earcons play.
    public var earcons = true
    /// What is said of text typed into a prompt.
    public var typingEcho: TypingEcho = .characters
    /// Whether browse hears voice commands from the microphone (off unless turned on).
    public var listen = false
    /// Whether a voice command is said back before it runs: during the first hour of listening, by default.
    public var sayHeard: SayHeard = .firstHour

    /// The built-in defaults.
    public init() {}

    /// The built-in defaults, where every default value (the normal rate, pitch and volume too) is written.
    public static let builtIn = SpeechSettings()

    /// The rate, pitch and volume as a synthesizer takes them.
    public var prosody: Prosody { Prosody(rate: rate, pitch: pitch, volume: volume) }

    /// How far one step of up or down moves a number.
    static func step(_ name: SettingName) -> Int {
        switch name {
        case .rate: return 25
        case .pitch: return 5
        case .volume: return 10
        default: return 1
        }
    }

    /// The range of a number setting (rate, pitch, volume); nil for the others.
    public static func range(of name: SettingName) -> ClosedRange<Int>? {
        switch name {
        case .rate, .pitch, .volume: return range(name)
        default: return nil
        }
    }

    static func range(_ name: SettingName) -> ClosedRange<Int> {
        switch name {
        case .rate: return Prosody.rateRange
        case .pitch: return Prosody.pitchRange
        default: return Prosody.volumeRange
        }
    }

    /// The setting as the library saves it and `set` takes it: `175`, `brief`, `de`, `on`.
    public func text(_ name: SettingName) -> String {
        switch name {
        case .rate: return String(rate)
        case .pitch: return String(pitch)
        case .volume: return String(volume)
        case .verbosity: return verbosity.rawValue
        case .punctuation: return punctuation.rawValue
        case .capitals: return capitals.rawValue
        case .locale: return locale
        case .hints: return hints ? "on" : "off"
        case .earcons: return earcons ? "on" : "off"
        case .typingEcho: return typingEcho.rawValue
        case .listen: return listen ? "on" : "off"
        case .sayHeard: return sayHeard.rawValue
        }
    }

    /// Whether a switch setting (hints, earcons, listen) is on; false for the others.
    public func isOn(_ name: SettingName) -> Bool {
        switch name {
        case .hints: return hints
        case .earcons: return earcons
        case .listen: return listen
        default: return false
        }
    }

    /// The values `set NAME` accepts, for messages: `80–900`, `brief, normal, verbose`.
    public static func allowed(_ name: SettingName, languages: [String]) -> String {
        switch name {
        case .rate, .pitch, .volume: return "\(range(name).lowerBound)–\(range(name).upperBound)"
        case .verbosity: return Verbosity.allCases.map(\.rawValue).joined(separator: ", ")
        case .punctuation: return PunctuationLevel.allCases.map(\.rawValue).joined(separator: ", ")
        case .capitals: return CapitalsChoice.allCases.map(\.rawValue).joined(separator: ", ")
        case .locale: return languages.joined(separator: ", ")
        case .hints, .earcons, .listen: return "on, off"
        case .typingEcho: return TypingEcho.allCases.map(\.rawValue).joined(separator: ", ")
        case .sayHeard: return SayHeard.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Sets `name` from its text form; false (and nothing changed) when the text is not a value of it.
    /// `languages` are the locales `locale` accepts.
    @discardableResult
    public mutating func set(_ name: SettingName, to text: String, languages: [String]) -> Bool {
        let value = text.trimmingCharacters(in: .whitespaces)
        switch name {
        case .rate, .pitch, .volume:
            guard let number = Int(value), Self.range(name).contains(number) else { return false }
            setNumber(name, number)
        case .verbosity:
            guard let level = Verbosity(rawValue: value) else { return false }
            verbosity = level
        case .punctuation:
            guard let level = PunctuationLevel(rawValue: value) else { return false }
            punctuation = level
        case .capitals:
            guard let choice = CapitalsChoice(rawValue: value) else { return false }
            capitals = choice
        case .typingEcho:
            guard let echo = TypingEcho(rawValue: value) else { return false }
            typingEcho = echo
        case .sayHeard:
            guard let choice = SayHeard(rawValue: value) else { return false }
            sayHeard = choice
        case .locale:
            guard let match = languages.first(where: { $0.lowercased() == value.lowercased() }) else { return false }
            locale = match
        case .hints, .earcons, .listen:
            let on: Bool
            switch value.lowercased() {
            case "on", "1", "yes", "true": on = true
            case "off", "0", "no", "false": on = false
            default: return false
            }
            switch name {
            case .hints: hints = on
            case .earcons: earcons = on
            default: listen = on
            }
        }
        return true
    }

    /// Moves `name` one step up or down; false at the end of its range (nothing changes).
    /// Switches flip either way.
    @discardableResult
    public mutating func step(_ name: SettingName, up: Bool, languages: [String]) -> Bool {
        switch name {
        case .rate, .pitch, .volume:
            let current = number(name)
            let range = Self.range(name)
            let step = Self.step(name)
            // Steps land on multiples of the step, then stop at the ends of the range.
            var next = up ? (current / step + 1) * step : ((current + step - 1) / step - 1) * step
            next = min(max(next, range.lowerBound), range.upperBound)
            guard next != current else { return false }
            setNumber(name, next)
            return true
        case .verbosity: return Self.cycle(&verbosity, Verbosity.allCases, up: up)
        case .punctuation: return Self.cycle(&punctuation, PunctuationLevel.allCases, up: up)
        case .capitals: return Self.cycle(&capitals, CapitalsChoice.allCases, up: up)
        case .locale: return Self.cycle(&locale, languages, up: up)
        case .typingEcho: return Self.cycle(&typingEcho, TypingEcho.allCases, up: up)
        case .sayHeard: return Self.cycle(&sayHeard, SayHeard.allCases, up: up)
        case .hints:
            hints.toggle()
            return true
        case .earcons:
            earcons.toggle()
            return true
        case .listen:
            listen.toggle()
            return true
        }
    }

    private func number(_ name: SettingName) -> Int {
        switch name {
        case .rate: return rate
        case .pitch: return pitch
        default: return volume
        }
    }

    private mutating func setNumber(_ name: SettingName, _ value: Int) {
        switch name {
        case .rate: rate = value
        case .pitch: pitch = value
        default: volume = value
        }
    }

    /// Moves to the next or previous value of `values`; false at either end.
    private static func cycle<T: Equatable>(_ value: inout T, _ values: [T], up: Bool) -> Bool {
        guard let index = values.firstIndex(of: value) else {
            guard let first = values.first else { return false }
            value = first
            return true
        }
        let next = up ? index + 1 : index - 1
        guard values.indices.contains(next) else { return false }
        value = values[next]
        return true
    }

    // MARK: - Saved settings

    /// Applies the saved settings of the library (keys `speech.NAME`); values that do not parse are ignored.
    public mutating func apply(saved: [String: String], languages: [String]) {
        for name in SettingName.allCases {
            if let text = saved[name.storageKey] { set(name, to: text, languages: languages) }
        }
    }
}
