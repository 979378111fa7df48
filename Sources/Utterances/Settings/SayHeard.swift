/// Whether a voice command is said back before it runs ("Next"), as heard (`set say-heard`, issue 42).
public enum SayHeard: String, Sendable, CaseIterable {
    /// During the first hour of listening, while a user learns what the recognizer hears; then not. The default.
    case firstHour = "first-hour"
    /// Always.
    case on
    /// Never (the speech log still records every hearing).
    case off

    /// The listening time after which `firstHour` stops saying commands back: an hour.
    public static let learningSeconds = 3_600.0

    /// Whether a command is said back after `listened` seconds of listening in all.
    public func saysBack(afterListening listened: Double) -> Bool {
        switch self {
        case .firstHour: listened < Self.learningSeconds
        case .on: true
        case .off: false
        }
    }
}
