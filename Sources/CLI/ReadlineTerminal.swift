import Browse
import Foundation
import Keys
import LineEditing
import Localization

/// The terminal of an interactive browse: keys, prompts and the `:` command line through readline, with the
/// command history kept in `$XDG_STATE_HOME/lector/history`.
final class ReadlineTerminal: KeyInput, LineInput {
    private let reader: LineReader
    private let historyPath: String?
    private let mode: TerminalMode?
    private let viewer: SpeechViewer?

    /// - Parameters:
    ///   - onKeyRead: runs as soon as a key's first byte is read (stops speech).
    ///   - variables: the environment, for the history folder.
    ///   - curtain: show nothing (prompts and typed text go nowhere).
    ///   - mode: the session's terminal mode (echo off); prompts run with the start mode back.
    ///   - viewer: the speech viewer, paused while a prompt owns the line.
    init(
        onKeyRead: @escaping () -> Void, variables: [String: String], curtain: Bool, mode: TerminalMode?,
        viewer: SpeechViewer? = nil
    ) {
        self.mode = mode
        self.viewer = viewer
        reader = LineReader(applicationName: "lector")
        reader.prepareKeys(onKeyRead: onKeyRead)
        if curtain { reader.hideOutput() }
        historyPath = Self.historyFile(variables)
        if let historyPath { try? reader.loadHistory(from: historyPath) }
    }

    /// `$XDG_STATE_HOME/lector/history`, else `~/.local/state/lector/history`; the folder is created.
    static func historyFile(_ variables: [String: String]) -> String? {
        let folder: URL
        if let state = variables["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = URL(fileURLWithPath: state).appendingPathComponent("lector", isDirectory: true)
        } else if let home = variables["HOME"], !home.isEmpty {
            folder = URL(fileURLWithPath: home).appendingPathComponent(".local/state/lector", isDirectory: true)
        } else {
            return nil
        }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        return folder.appendingPathComponent("history").path
    }

    func nextKey(idle: () -> Bool) -> Key? {
        // Readline starts from the mode found at start (it turns echo off itself while it reads); between two
        // reads echo stays off.
        guard let mode else { return reader.nextKey(idle: idle) }
        return mode.withEcho { reader.nextKey(idle: idle) }
    }

    /// A prompt readline draws: the prompt and the text it starts with made visible first (``TerminalText``), since
    /// readline writes them to the terminal as they are (an item name imported with ESC or a C1 control would
    /// otherwise reach the terminal as a control sequence). A text saved from such a prompt keeps the visible form.
    func edit(
        prompt: String, initialText: String, onEdit: @escaping (LineEditEvent) -> Void,
        onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit {
        viewer?.pause()
        defer { viewer?.resume() }
        let prompt = TerminalText.visible(prompt)
        let initialText = TerminalText.visible(initialText)
        let read = { [reader] in reader.prompt(prompt, initialText: initialText, onEdit: onEdit, onLine: onLine) }
        let result = mode?.withEcho(read) ?? read()
        switch result {
        case .entered(let text): return .saved(text)
        case .cancelled: return .cancelled
        case .endOfInput: return .endOfInput
        }
    }

    func commandLine(
        prompt: String, completions: @escaping (String) -> [String], onEdit: @escaping (LineEditEvent) -> Void,
        onCompletion: @escaping ([String]) -> Void, onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit {
        viewer?.pause()
        defer { viewer?.resume() }
        let prompt = TerminalText.visible(prompt)
        let read = { [reader] in
            reader.commandLine(
                prompt, completions: completions, onEdit: onEdit, onCompletion: onCompletion, onLine: onLine)
        }
        let result = mode?.withEcho(read) ?? read()
        switch result {
        case .entered(let line):
            if let historyPath { try? reader.saveHistory(to: historyPath) }
            return .saved(line)
        case .cancelled: return .cancelled
        case .endOfInput: return .endOfInput
        }
    }
}
