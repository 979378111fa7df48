import Localization
import Narration
import Screens
import Utterances

/// Builds the language-dependent parts of a session: strings for the screens and the narrator. The CLI gives
/// the real one (the shipped tables); tests give fixtures.
public protocol NarrationServices: AnyObject {
    /// The languages the Language setting offers (`en`, `de`, and a pseudo-locale in use).
    var languages: [String] { get }
    /// The strings chain of a language.
    func strings(for language: String) -> Strings
    /// A narrator for the settings' language, verbosity, hints, punctuation and capitals.
    func narrator(for settings: SpeechSettings) -> Narrator
}
