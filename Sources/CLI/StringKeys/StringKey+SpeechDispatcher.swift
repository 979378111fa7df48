import Localization

// Keys of `--output speechd` (issue 18).
extension StringKey {
    /// `speech-dispatcher does not answer at %@; speech is printed as text.` (the address, SSIP form).
    public static let noticeNoSpeechDispatcher = StringKey("notice.no-speech-dispatcher")
}
