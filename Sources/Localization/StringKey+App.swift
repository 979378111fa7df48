extension StringKey {
    /// The product name, `Lector`.
    public static let appName = StringKey("app.name")
}
