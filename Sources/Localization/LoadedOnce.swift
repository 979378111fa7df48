import Synchronization

/// A value made on first use and kept: a table parsed only when a lookup reaches it (a command
/// parses no table it does not read). Thread-safe; the value is made at most once.
final class LoadedOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let state = Mutex<Value?>(nil)

    /// A value to make on first use.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// A value already made.
    init(value: Value) {
        make = { value }
        state.withLock { $0 = value }
    }

    /// The value, made now if this is the first use.
    var value: Value {
        state.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }

    /// Whether the value has been made.
    var isLoaded: Bool { state.withLock { $0 != nil } }
}
