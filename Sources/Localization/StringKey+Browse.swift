// Keys of the browse session: messages, live updates, keyboard help, and the help of browse, inspect SCREEN and speak --screen.
extension StringKey {
    // MARK: - Browse: messages spoken by the session.
    /// `The library could not be changed: %@`
    public static let browseErrorStore = StringKey("browse.error.store")
    /// `This is no longer in the library.`
    public static let browseErrorGone = StringKey("browse.error.gone")
    /// `No screen is called “%1$@”. Screens: %2$@.`
    public static let browseErrorUnknownScreen = StringKey("browse.error.unknown-screen")
    /// `“%@” is not in the library.`
    public static let browseErrorNotFound = StringKey("browse.error.not-found")
}
