import CReadline
import Foundation
import Keys

extension LineReader {
    /// How a prompt ended.
    public enum PromptResult: Hashable, Sendable {
        /// Enter, with the text.
        case entered(String)
        /// Escape.
        case cancelled
        /// Ctrl-D on an empty line, or the end of input.
        case endOfInput
    }

    /// Prepares key reading: a keymap in which every key ends readline at once, and the hooks. Call once.
    ///
    /// - Parameters:
    ///   - onKeyRead: runs as soon as a byte is read, before it is interpreted (the browser stops speech there).
    ///   - idleMicroseconds: how often `nextKey`'s idle closure runs while no key comes.
    public func prepareKeys(onKeyRead: @escaping () -> Void, idleMicroseconds: Int32 = 200_000) {
        // Readline binds the terminal's special characters (erase, kill, werase, lnext: Backspace, Ctrl-U, Ctrl-W,
        // Ctrl-V) into whatever keymap is current each time it takes the terminal, so in the browse keymap
        // Backspace rubbed out an empty line instead of going back, and Ctrl-V quoted the next key. Prompts keep
        // these editing keys through the emacs keymap's own bindings.
        _ = rl_variable_bind("bind-tty-special-chars", "off")
        _ = rl_initialize()
        ReadlineBridge.onKeyRead = onKeyRead
        lector_rl_set_getc_function(ReadlineBridge.getc)
        _ = rl_set_keyboard_input_timeout(idleMicroseconds)
        let map = rl_make_bare_keymap()
        // Every byte ends readline with its key; Escape first reads the rest of its sequence
        // (``ReadlineBridge/escapeFunction``), so a key readline does not know never arrives byte by byte.
        for byte in 0x00...0x7F where byte != 0x1B {
            _ = rl_bind_key_in_map(Int32(byte), ReadlineBridge.keyFunction, map)
        }
        _ = rl_bind_key_in_map(0x1B, ReadlineBridge.escapeFunction, map)
        browseKeymap = map
        // Escape alone cancels a prompt once readline's key-sequence timeout has passed with nothing after it;
        // arrows still edit. The timeout is the browse keys' wait for the rest of a sequence (readline's default,
        // 500 ms, made Escape in a prompt answer in half a second; a terminal sends a key's bytes at once).
        _ = "\u{1B}".withCString {
            rl_bind_keyseq_in_map($0, ReadlineBridge.cancelFunction, lector_rl_emacs_standard_keymap())
        }
        _ = rl_variable_bind("keyseq-timeout", String(ReadlineBridge.sequenceTimeoutMilliseconds))
        // Word moves in prompts: Ctrl-Left/Right (and Alt-Left/Right) as well as readline's Alt-b/f, whatever
        // the inputrc says.
        for (sequence, function) in [
            ("\u{1B}[1;5C", rl_forward_word), ("\u{1B}[1;5D", rl_backward_word),
            ("\u{1B}[1;3C", rl_forward_word), ("\u{1B}[1;3D", rl_backward_word),
        ] as [(String, @convention(c) (Int32, Int32) -> Int32)] {
            _ = sequence.withCString { rl_bind_keyseq_in_map($0, function, lector_rl_emacs_standard_keymap()) }
        }
        lector_rl_set_completer_word_break_characters(ReadlineBridge.wordBreakCharacters)
    }

    /// The text of the prompt open now, as of the last key read (nil when none is open): safe from any thread, for
    /// a SIGTERM or SIGHUP handler that keeps it as a draft.
    public static var openPromptText: String? { ReadlineBridge.openLine.get() }

    /// Whether readline binds the terminal's special characters into its keymaps (`bind-tty-special-chars`).
    public var bindsTerminalSpecialCharacters: Bool {
        rl_variable_value("bind-tty-special-chars").map { String(cString: $0) == "on" } ?? true
    }

    /// How long readline waits for the rest of a key sequence in a prompt (`keyseq-timeout`), in milliseconds.
    public var keySequenceTimeoutMilliseconds: Int? {
        rl_variable_value("keyseq-timeout").flatMap { Int(String(cString: $0)) }
    }

    /// Waits for one key, running `idle` about every idle interval meanwhile; nil at the end of input, or
    /// when `idle` returns false (the wait is given up at once: readline ends without a key).
    public func nextKey(idle: () -> Bool) -> Key? {
        guard let map = browseKeymap else { return nil }
        return withoutActuallyEscaping(idle) { idle in
            ReadlineBridge.idle = idle
            ReadlineBridge.key = nil
            ReadlineBridge.woken = false
            lector_rl_set_event_hook(ReadlineBridge.eventHook)
            let saved = rl_get_keymap()
            rl_set_keymap(map)
            defer {
                rl_set_keymap(saved)
                lector_rl_set_event_hook(nil)
                ReadlineBridge.idle = nil
            }
            guard let line = readline("") else { return nil }
            free(line)
            // Woken by `idle`: readline ended with the newline it gives back when `rl_done` is set between two
            // waits, which is no key.
            return ReadlineBridge.woken ? nil : ReadlineBridge.key
        }
    }

    /// A prompt pre-filled with `initialText`: Enter returns the text, Escape cancels. `onEdit` hears what
    /// each key does to the line (typed, removed, the character reached), as soon as the key has run; `onLine`
    /// hears the line and cursor whenever a key is awaited (as the prompt opens, then after each key).
    public func prompt(
        _ prompt: String, initialText: String = "", onEdit: ((LineEditEvent) -> Void)? = nil,
        onLine: ((LineEditEvent.State) -> Void)? = nil
    ) -> PromptResult {
        ReadlineBridge.onEdit = onEdit
        ReadlineBridge.onLine = onLine
        ReadlineBridge.lastState = nil
        defer {
            ReadlineBridge.onEdit = nil
            ReadlineBridge.onLine = nil
            ReadlineBridge.lastState = nil
        }
        ReadlineBridge.cancelled = false
        ReadlineBridge.prefill = initialText
        ReadlineBridge.openLine.set(initialText)
        defer { ReadlineBridge.openLine.set(nil) }
        lector_rl_set_startup_hook(ReadlineBridge.startupHook)
        defer { lector_rl_set_startup_hook(nil) }
        guard let raw = readline(prompt) else {
            _ = rl_crlf()
            return .endOfInput
        }
        defer { free(raw) }
        if ReadlineBridge.cancelled {
            // Escape ends readline without its newline: finish the prompt's line.
            _ = rl_crlf()
            return .cancelled
        }
        return .entered(String(cString: raw))
    }

    /// The `:` command line: history, and Tab completing with `completions` (the text before the cursor →
    /// the words that may follow). Non-empty lines are added to the history without their outer spaces.
    /// `onEdit` hears what each key does to the line, as in ``prompt(_:initialText:onEdit:onLine:)``, but for Tab:
    /// `onCompletion` hears the candidates for the word before the cursor instead (one: the word completed);
    /// `onLine` hears the line and cursor whenever a key is awaited.
    public func commandLine(
        _ prompt: String, completions: @escaping (String) -> [String], onEdit: ((LineEditEvent) -> Void)? = nil,
        onCompletion: (([String]) -> Void)? = nil, onLine: ((LineEditEvent.State) -> Void)? = nil
    ) -> PromptResult {
        ReadlineBridge.completions = completions
        ReadlineBridge.onCompletion = onCompletion
        ReadlineBridge.completionPending = false
        lector_rl_set_attempted_completion_function(ReadlineBridge.attemptedCompletion)
        lector_rl_set_completion_append_character(0x20)
        defer {
            lector_rl_set_attempted_completion_function(nil)
            ReadlineBridge.completions = nil
            ReadlineBridge.onCompletion = nil
            ReadlineBridge.completionPending = false
        }
        let result = self.prompt(prompt, onEdit: onEdit, onLine: onLine)
        if case .entered(let line) = result {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { addHistory(trimmed) }
        }
        return result
    }
}
