/// One entry of the playback queue (`speech.md` §5.1): an utterance, a silence or an earcon.
public enum SpeechItem: Hashable, Sendable {
    /// Speech.
    case utterance(Utterance)
    /// A gap of silence of the given length.
    case silence(milliseconds: Int)
    /// A short tone synthesized by Lector.
    case earcon(Earcon)

    /// The 400 ms gap between a description and its hint (`speech.md` §5.3).
    public static let hintGap = SpeechItem.silence(milliseconds: 400)
    /// The 150 ms gap between consecutive utterances of one command (`speech.md` §5.3).
    public static let utteranceGap = SpeechItem.silence(milliseconds: 150)
    /// The 30 ms gap between an earcon and the speech after it (`speech.md` §5.3).
    public static let earconGap = SpeechItem.silence(milliseconds: 30)
}
