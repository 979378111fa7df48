/// The speech rules' tools for one pass (filled in with the speech rules).
public final class SpeechAudit {
    /// Creates the tools.
    public init() {}
}
