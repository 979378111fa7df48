/// The speech settings of the Settings screen. The raw value is the name `set NAME VALUE` takes in script mode
/// and the key under which the library saves the setting (with the `speech.` prefix).
public enum SettingName: String, Hashable, Sendable, CaseIterable {
    case rate, pitch, volume, verbosity, punctuation, capitals
    /// The language of strings, formats and voice (`set locale de`).
    case locale
    case hints, earcons
    /// What is said of text typed into a prompt (`set typing-echo words`).
    case typingEcho = "typing-echo"
    /// Whether browse hears voice commands (`set listen on`, `listen on|off`, the `l` key).
    case listen
    /// Whether a voice command is said back before it runs (`set say-heard first-hour|on|off`, issue 42).
    case sayHeard = "say-heard"

    /// Whether the setting is a switch (on/off) rather than an adjustable value.
    public var isSwitch: Bool { self == .hints || self == .earcons || self == .listen }

    /// The key of the saved setting in the library.
    public var storageKey: String { "speech.\(rawValue)" }
}
