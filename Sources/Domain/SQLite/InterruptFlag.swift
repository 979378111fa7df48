import Synchronization

/// Raised by a signal handler to stop a write between statements (SQLite's own interrupt only reaches a
/// statement that is running).
final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() {
        raised.store(true, ordering: .relaxed)
    }

    var isRaised: Bool { raised.load(ordering: .relaxed) }
}
