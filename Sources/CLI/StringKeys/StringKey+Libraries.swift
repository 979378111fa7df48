import Localization

// Notices for a shared library opened on first use that cannot be loaded.
extension StringKey {
    /// `Sound needs libpcaudio: %@; speech is printed as text.` (the library, its package and the loader's
    /// message).
    public static let noticeNoSoundLibrary = StringKey("notice.no-sound-library")
    /// `speech-dispatcher output needs libspeechd: %@; speech is printed as text.` (the library, its package
    /// and the loader's message).
    public static let noticeNoSpeechDispatcherLibrary = StringKey("notice.no-speech-dispatcher-library")
}
