import Foundation

/// The clipboard of an interactive browse (`c`, `C`): the text goes to the terminal as an OSC 52 sequence (xterm,
/// kitty, foot, WezTerm, iTerm2 and tmux with `set-clipboard` take it, over SSH too), and, in a desktop session, to
/// `wl-copy` (Wayland) or `xclip` (X11) when installed. The text travels base64-encoded, so nothing in it reaches
/// the terminal as a control.
struct Clipboard {
    /// Writes to the terminal.
    let terminal: (String) -> Void
    /// Whether standard output is a terminal (OSC 52 is written only then).
    let isTerminal: Bool
    /// The environment: `WAYLAND_DISPLAY`, `DISPLAY`, `PATH`.
    let variables: [String: String]

    /// Puts `text` on every clipboard there is; whether one took it.
    func copy(_ text: String) -> Bool {
        var took = false
        if isTerminal {
            terminal("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
            took = true
        }
        if variables["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) == true, let tool = executable("wl-copy") {
            took = run(tool, [], text) || took
        } else if variables["DISPLAY"].map({ !$0.isEmpty }) == true, let tool = executable("xclip") {
            took = run(tool, ["-selection", "clipboard"], text) || took
        }
        return took
    }

    /// The first `name` on the `PATH`.
    private func executable(_ name: String) -> String? {
        let path = variables["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a clipboard tool with `text` on its standard input; whether it exited 0 (both tools fork a process of
    /// their own that keeps serving the clipboard, so this waits only for the first).
    private func run(_ tool: String, _ arguments: [String], _ text: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
