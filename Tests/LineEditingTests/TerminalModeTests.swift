import Foundation
import LineEditing
import Testing

/// Echo stays off on a real terminal (a pseudo-terminal here) from the session's start to its end.
@Suite struct TerminalModeTests {
    /// A pseudo-terminal's two ends; the test's terminal is the secondary one.
    private struct PseudoTerminal {
        let primary: Int32
        let secondary: Int32

        init() throws {
            // posix_openpt and friends are hidden from Swift's Glibc; the Linux ioctls TIOCSPTLCK (unlock) and
            // TIOCGPTN (number) do the same.
            primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard primary >= 0, ioctl(primary, 0x4004_5431, &unlock) == 0,
                ioctl(primary, 0x8004_5430, &number) == 0
            else { throw POSIXError(.ENXIO) }
            secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard secondary >= 0 else { throw POSIXError(.ENXIO) }
        }

        func close() {
            _ = Glibc.close(secondary)
            _ = Glibc.close(primary)
        }

        var echoes: Bool {
            var settings = termios()
            tcgetattr(secondary, &settings)
            return settings.c_lflag & tcflag_t(ECHO) != 0
        }
    }

    @Test func echoIsOffFromStartUntilRestored() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        #expect(terminal.echoes)
        let mode = TerminalMode(descriptor: terminal.secondary)
        #expect(mode.isActive)
        #expect(!terminal.echoes)
        #expect(!mode.echoes)
        mode.restore()
        #expect(terminal.echoes)
    }

    @Test func endingTheSessionWithoutRestoringPutsEchoBack() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        do {
            let mode = TerminalMode(descriptor: terminal.secondary)
            #expect(!mode.echoes)
        }
        #expect(terminal.echoes)
    }

    @Test func aPromptRunsWithTheStartModeAndEchoIsOffAgainAfterIt() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let mode = TerminalMode(descriptor: terminal.secondary)
        defer { mode.restore() }
        let inside = mode.withEcho { terminal.echoes }
        #expect(inside)
        #expect(!terminal.echoes)
    }

    @Test func standardInputThatIsNotATerminalIsLeftAlone() throws {
        let pipe = Pipe()
        let mode = TerminalMode(descriptor: pipe.fileHandleForReading.fileDescriptor)
        #expect(!mode.isActive)
        #expect(mode.savedSettings == nil)
    }
}
