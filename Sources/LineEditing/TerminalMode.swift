import Foundation

/// The terminal's mode for a whole interactive session: echo off from start to end, so a key typed while
/// Lector speaks (between two reads) is never printed by the terminal itself. Readline manages its own mode
/// while it reads (echo off, drawing typed text itself) but decides whether to draw from the mode it starts
/// from, so every read runs inside ``withEcho(_:)``, which puts the start mode back for the read and turns echo
/// off again after it.
///
/// ``restore()`` puts back the mode found at start; it runs on every way out: a normal end, a thrown error
/// (call it from `defer`), `deinit`, and the signal handlers, which take ``savedSettings``.
public final class TerminalMode: @unchecked Sendable {
    private let descriptor: Int32
    private let saved: termios?
    private let quiet: termios?

    /// Turns echo off on `descriptor` (standard input by default) when it is a terminal; nothing otherwise.
    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else {
            saved = nil
            quiet = nil
            return
        }
        saved = settings
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        self.quiet = quiet
        silence()
    }

    deinit {
        restore()
    }

    /// Whether echo was turned off (standard input is a terminal).
    public var isActive: Bool { saved != nil }

    /// Whether the terminal echoes typed characters now.
    public var echoes: Bool {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The mode found at start, for a signal handler that must put it back before the process ends.
    public var savedSettings: termios? { saved }

    /// Turns echo off (again).
    public func silence() {
        guard var settings = quiet else { return }
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Runs `body` (a readline read) in the mode found at start, then turns echo off again.
    public func withEcho<T>(_ body: () throws -> T) rethrows -> T {
        restore()
        defer { silence() }
        return try body()
    }

    /// Puts back the mode found at start (again is harmless, so a signal handler may race a normal end).
    public func restore() {
        guard var settings = saved else { return }
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }
}
