import Synchronization

/// The environment variables of a ``ProcessContext``, read on first use: a command that reads no variable
/// (`lector --version`) never builds the dictionary.
final class ProcessVariables: Sendable {
    private let read: @Sendable () -> [String: String]
    private let loaded = Mutex<[String: String]?>(nil)

    /// Variables given as a value (tests, a changed copy).
    convenience init(_ variables: [String: String]) {
        self.init { variables }
    }

    /// Variables produced by `read` the first time they are asked for.
    init(reading read: @escaping @Sendable () -> [String: String]) {
        self.read = read
    }

    /// The variables, read once.
    var value: [String: String] {
        loaded.withLock { cached in
            if let cached { return cached }
            let variables = read()
            cached = variables
            return variables
        }
    }
}
