/// The thread a synthesizer runs its engine on, taking work without making the caller wait
/// (``Synthesizer/engineThread``): Speech's `SpeechQueue` runs its synthesis there, so that a key's speech reaches the
/// engine in one thread hand-off instead of two (the queue's thread, then the engine's).
public struct EngineThread: Sendable {
    private let submitWork: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// - Parameter submit: runs its argument on the engine's thread after the work already given to it, and
    ///   returns at once.
    public init(submit: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        submitWork = submit
    }

    /// Runs `work` on the engine's thread after the work already given to it; returns at once.
    public func submit(_ work: @escaping @Sendable () -> Void) {
        submitWork(work)
    }
}
