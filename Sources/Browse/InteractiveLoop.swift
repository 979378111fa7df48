import Keys
import Localization
import Screens
import Speech
import Synchronization

/// Interactive browse: reads keys, interrupts speech first, runs what each key means, and between keys
/// continues read-all and looks for changes made by other programs.
public final class InteractiveLoop {
    private let session: BrowseSession
    private let keys: KeyInput
    private let lines: LineInput
    private let output: SpeechOutput
    private var keyMap = KeyMap()
    private var helpMode = false {
        didSet { controlC.helpMode.store(helpMode, ordering: .relaxed) }
    }
    /// Ctrl-C in keyboard help mode, asked from the SIGINT handler; set it before ``run()``.
    public var controlC = ControlCInHelpMode()
    private var idleError: (any Error)?
    private var leaving = false
    /// Also run while waiting for a key (voice commands heard by `--listen`); false ends the session at once (a
    /// spoken `quit`), without waiting for a key.
    public var idleWork: (() throws -> Bool)?

    /// A loop over `session` reading `keys`, with `lines` for prompts; `output` is interrupted by every key.
    public init(session: BrowseSession, keys: KeyInput, lines: LineInput, output: SpeechOutput) {
        self.session = session
        self.keys = keys
        self.lines = lines
        self.output = output
    }

    /// Runs until Ctrl-D or `:quit`.
    public func run() throws {
        while true {
            let key = keys.nextKey(idle: { [self] in idle() })
            if let error = idleError { throw error }
            guard !leaving, let key else { return }
            output.interrupt()
            session.endBrailleMessage()
            guard try handle(key) else { return }
        }
    }

    /// Between keys: the next part of read-all, changes from other programs, and the idle work; false to stop
    /// waiting for a key (an error to throw, or the idle work ended the session).
    private func idle() -> Bool {
        guard idleError == nil, !leaving else { return false }
        do {
            if controlC.pending.exchange(false, ordering: .relaxed) {
                try speak(KeyMap.help(for: .modified(.character("c"), .control)))
            }
            try session.continueReading()
            try session.pollIfDue()
            try session.pollBraille(interrupt: { [output] in output.interrupt() })
            if let idleWork, try !idleWork() { leaving = true }
        } catch {
            idleError = error
        }
        return idleError == nil && !leaving
    }

    /// Runs one key; false to leave.
    func handle(_ key: Key) throws -> Bool {
        if helpMode {
            if KeyMap.plainAction(for: key) == .toggleHelp {
                helpMode = false
                try speak(.browseHelpModeOff)
            } else {
                try speak(KeyMap.help(for: key))
            }
            return true
        }
        switch keyMap.action(for: key) {
        case .command(let command):
            return try run(command, text: key.name)
        case .rotorPrefix:
            return true
        case .toggleHelp:
            helpMode = true
            try speak(.browseHelpModeOn)
        case .unbound:
            try session.playNoAction()
        case .find:
            // Find opens empty: what is typed is the whole search (a search typed after the last one's text
            // looked for both run together).
            try session.announceFindPrompt("")
            let prompt = session.strings.text(.browsePromptFind) + ": "
            let edit = lines.edit(
                prompt: prompt, initialText: "", onEdit: { [session] event in session.echo(event) },
                onLine: { [session] line in session.showPromptLine(prompt, line) })
            session.closePromptLine()
            switch edit {
            case .saved(let text):
                return try run(.find(text), text: "/")
            case .cancelled, .endOfInput:
                try speak(.browseCancelled)
            }
        case .commandLine:
            let tags = (try? session.tagNames()) ?? []
            let languages = session.currentLanguages
            // Spoken like every prompt: "Command" on opening, typing echo, Tab's candidates, "Cancelled".
            try session.announceCommandPrompt()
            let edit = lines.commandLine(
                prompt: ":",
                completions: { line in
                    CommandCompletion.candidates(for: line, tags: tags, languages: languages)
                },
                onEdit: { [session] event in session.echo(event) },
                onCompletion: { [session] candidates in session.sayCompletion(candidates) },
                onLine: { [session] line in session.showPromptLine(":", line) })
            session.closePromptLine()
            guard case .saved(let line) = edit else {
                try speak(.browseCancelled)
                return true
            }
            switch ScriptLine.parse(line) {
            case .success(let command?): return try run(command, text: line)
            case .success(nil): return true
            case .failure(let error): try session.report(error.message(session.strings))
            }
        }
        return true
    }

    private func run(_ command: BrowseCommand, text: String) throws -> Bool {
        do {
            return try session.perform(command, text: text)
        } catch let error as BrowseError {
            try session.report(error.message)
            return true
        }
    }

    private func speak(_ key: StringKey) throws {
        try session.report(session.strings.text(key), asError: false)
    }
}

/// Ctrl-C in keyboard help mode: it comes as SIGINT, on the signal thread, which asks ``pressed()``; the interactive
/// loop describes it between keys (within the key wait's idle interval) instead of stopping speech.
public final class ControlCInHelpMode: Sendable {
    let helpMode = Atomic<Bool>(false)
    let pending = Atomic<Bool>(false)

    public init() {}

    /// From the SIGINT handler: true in help mode (the loop will say what Ctrl-C does), false otherwise (the caller
    /// stops speech).
    public func pressed() -> Bool {
        guard helpMode.load(ordering: .relaxed) else { return false }
        pending.store(true, ordering: .relaxed)
        return true
    }
}
