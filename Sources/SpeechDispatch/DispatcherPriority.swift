/// A priority of speech-dispatcher's message queue (SSIP `SET SELF PRIORITY`).
public enum DispatcherPriority: Sendable, CaseIterable {
    /// Spoken at once, never interrupted by other messages; queued behind other important ones.
    case important
    /// Queued; cancels text being spoken or waiting, from every client.
    case message
    /// Queued; cancelled by messages of the two priorities above. A screen reader's reading.
    case text
}
