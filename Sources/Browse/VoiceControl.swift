import Utterances

/// The voice's rate, pitch and volume, changed live by the Settings screen. Nil when nothing is synthesized.
public protocol VoiceControl: AnyObject {
    /// Applies rate, pitch and volume to later utterances.
    func apply(_ prosody: Prosody) throws
}
