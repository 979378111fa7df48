/// The exit codes of `cli.md`, pinned by tests.
public enum ExitStatus: Int32, Sendable, Equatable {
    /// The work was done.
    case success = 0
    /// An audit or check found problems at or above `--fail-on`.
    case findings = 1
    /// The work could not be done (bad input, unreadable library, missing voice data...).
    case failure = 2
    /// Bad usage.
    case usage = 64
    /// Stopped by Ctrl-C (128 + SIGINT), as a shell reports it.
    case interrupted = 130
    /// Stopped by SIGHUP (128 + 1): the terminal went away.
    case hangUp = 129
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143
}
