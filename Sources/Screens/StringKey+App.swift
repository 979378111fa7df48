import Localization

// Keys of the program as a whole and of the localization layer itself.
extension StringKey {
    /// The product name, `Lector`.
    public static let appName = StringKey("app.name")
}
