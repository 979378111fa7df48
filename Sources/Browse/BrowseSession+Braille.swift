extension BrowseSession {
    /// Reads the braille display's keys (`browse --braille`): pan keys pan the display, a routing key activates
    /// the focused element, as Enter does (routing keys pressed together activate once). `interrupt` runs first
    /// (interactive mode stops speech, as for a key). True when a routing key activated.
    @discardableResult
    public func pollBraille(interrupt: () -> Void = {}) throws -> Bool {
        guard let braille = environment.braille, !braille.readKeys().isEmpty else { return false }
        interrupt()
        _ = try perform(.activate, text: "route")
        return true
    }
}
