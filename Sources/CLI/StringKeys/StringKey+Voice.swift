import Localization

// Keys of voice commands (issue 17): the phrases the recognizer listens for, and what listening says.
extension StringKey {
    // MARK: - Voice: messages.
    /// Help row of `browse --listen`.
    public static let helpBrowseListen = StringKey("help.browse.listen")
    /// Help row of `browse --listen-file`.
    public static let helpBrowseListenFile = StringKey("help.browse.listen-file")
    /// `--listen-file cannot be combined with --script or --listen.`
    public static let voiceErrorListenFileAlone = StringKey("voice.error.listen-file-alone")
    /// `Cannot read the audio %1$@: %2$@`
    public static let voiceErrorAudio = StringKey("voice.error.audio")
    /// `Voice commands are unavailable: %@`
    public static let voiceErrorRecognizer = StringKey("voice.error.recognizer")
}
