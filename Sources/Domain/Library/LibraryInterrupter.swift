import Storage

/// Stops a library's running statement from another thread (a signal handler): the write fails with
/// ``LibraryError/interrupted`` and rolls back.
public struct LibraryInterrupter: Sendable {
    private let interrupter: DatabaseInterrupter
    private let flag: InterruptFlag

    init(_ interrupter: DatabaseInterrupter, flag: InterruptFlag) {
        self.interrupter = interrupter
        self.flag = flag
    }

    /// Interrupts whatever the library is running now, and every statement after it.
    public func interrupt() {
        flag.raise()
        interrupter.interrupt()
    }
}
