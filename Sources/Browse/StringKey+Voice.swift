import Localization

// Keys of voice commands (issue 17): the phrases the recognizer listens for, and what listening says.
extension StringKey {
    // MARK: - Voice: the phrases of the grammar (lower case, words the recognizer's dictionary knows).
    /// `next`
    public static let voiceNext = StringKey("voice.phrase.next")
    /// `previous`
    public static let voicePrevious = StringKey("voice.phrase.previous")
    /// `first`
    public static let voiceFirst = StringKey("voice.phrase.first")
    /// `last`
    public static let voiceLast = StringKey("voice.phrase.last")
    /// `open`
    public static let voiceOpen = StringKey("voice.phrase.open")
    /// `back`
    public static let voiceBack = StringKey("voice.phrase.back")
    /// `read all`
    public static let voiceReadAll = StringKey("voice.phrase.read-all")
    /// `repeat`
    public static let voiceRepeat = StringKey("voice.phrase.repeat")
    /// `stop`
    public static let voiceStop = StringKey("voice.phrase.stop")
    /// `help`
    public static let voiceHelp = StringKey("voice.phrase.help")
    /// `next heading`
    public static let voiceNextHeading = StringKey("voice.phrase.next-heading")
    /// `next button`
    public static let voiceNextButton = StringKey("voice.phrase.next-button")
    /// `next image`
    public static let voiceNextImage = StringKey("voice.phrase.next-image")
    /// `go home`
    public static let voiceGoHome = StringKey("voice.phrase.go-home")
    /// `show items`
    public static let voiceShowItems = StringKey("voice.phrase.show-items")
    /// `show photos`
    public static let voiceShowPhotos = StringKey("voice.phrase.show-photos")
    /// `show settings`
    public static let voiceShowSettings = StringKey("voice.phrase.show-settings")
    /// `faster`
    public static let voiceFaster = StringKey("voice.phrase.faster")
    /// `slower`
    public static let voiceSlower = StringKey("voice.phrase.slower")
    /// `quit`
    public static let voiceQuit = StringKey("voice.phrase.quit")
    /// `find`: said before a word of the screen.
    public static let voiceFind = StringKey("voice.phrase.find")

    // MARK: - Voice: messages.
    /// `Say it again.`: the recognizer was not sure enough to act.
    public static let voiceSayAgain = StringKey("voice.say-again")
    /// The phrase that confirms a destructive action asked for by voice: "confirm" (issue 42).
    public static let voiceConfirm = StringKey("voice.phrase.confirm")
    /// "%@: press Enter, or say confirm." when a voice command would delete or remove.
    public static let voiceConfirmDestructive = StringKey("voice.confirm-destructive")
    /// "Nothing to confirm."
    public static let voiceNothingToConfirm = StringKey("voice.nothing-to-confirm")
    /// The speech log's line for a hearing: "heard: %1$@ (%2$@)", the phrase and its confidence.
    public static let voiceLogHeard = StringKey("voice.log.heard")
    /// The speech log's line for speech that was no command.
    public static let voiceLogHeardNothing = StringKey("voice.log.heard-nothing")
    /// `Listening.`
    public static let voiceListeningOn = StringKey("voice.listening-on")
    /// `Not listening.`
    public static let voiceListeningOff = StringKey("voice.listening-off")
    /// `No microphone (%@). Keys keep working.`
    public static let voiceNoMicrophone = StringKey("voice.no-microphone")
    /// Keyboard help for `l`: `Voice commands on or off.`
    public static let keysListen = StringKey("keys.listen")
}
