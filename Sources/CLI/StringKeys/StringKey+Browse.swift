import Localization

// Keys of the browse session: messages, live updates, keyboard help, and the help of browse, inspect SCREEN and speak --screen.
extension StringKey {
    // MARK: - Browse: messages spoken by the session.
    /// `Cannot read the script %1$@: %2$@`
    public static let browseErrorScript = StringKey("browse.error.script")

    // MARK: - Command line: browse, inspect SCREEN and speak --screen.
    /// `Browse the library by ear: move from element to element and hear each one.`
    public static let helpBrowseSummary = StringKey("help.browse.summary")
    /// `The screen to start on (default: home).`
    public static let helpBrowseScreen = StringKey("help.browse.screen")
    /// `Read commands from a file (- for standard input), one a line.`
    public static let helpBrowseScript = StringKey("help.browse.script")
    /// `The screen whose tree is shown (default: home).`
    public static let helpInspectScreen = StringKey("help.inspect.screen")
    /// `Say the focused element of a screen.`
    public static let helpSpeakScreen = StringKey("help.speak.screen")
    /// `With --screen: say every element of the screen.`
    public static let helpSpeakAll = StringKey("help.speak.all")
}
