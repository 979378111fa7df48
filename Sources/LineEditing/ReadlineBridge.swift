import CReadline
import Foundation
import Keys

/// The state readline's C callbacks reach. readline itself is process-global and runs on one thread (the
/// caller of ``LineReader``'s methods), and its callbacks carry no context pointer, so their state lives here,
/// touched only from that thread while readline runs.
enum ReadlineBridge {
    nonisolated(unsafe) static var key: Key?
    nonisolated(unsafe) static var cancelled = false
    nonisolated(unsafe) static var prefill: String?
    nonisolated(unsafe) static var idle: (() -> Bool)?
    /// Whether the idle closure asked to stop waiting for a key.
    nonisolated(unsafe) static var woken = false
    nonisolated(unsafe) static var onKeyRead: (() -> Void)?
    /// Told what each key did to a prompt's line (nil outside prompts).
    nonisolated(unsafe) static var onEdit: ((LineEditEvent) -> Void)?
    /// Told the line and cursor each time readline waits for a key in a prompt (a braille display shows them).
    nonisolated(unsafe) static var onLine: ((LineEditEvent.State) -> Void)?
    /// The open prompt's line as of the last key, for a signal handler on another thread (nil: no prompt open).
    static let openLine = OpenLine()
    /// The prompt's line when the last key was read.
    nonisolated(unsafe) static var lastState: LineEditEvent.State?
    nonisolated(unsafe) static var completions: ((String) -> [String])?
    /// Told the candidates each Tab found for the word before the cursor (nil outside the command line).
    nonisolated(unsafe) static var onCompletion: (([String]) -> Void)?
    /// Whether the line's next change is a completion's, already told through ``onCompletion``.
    nonisolated(unsafe) static var completionPending = false
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var candidateIndex = 0
    /// The command line's word separators. Readline keeps the pointer it is given, so this C string lives as long
    /// as the process (a Swift string passed directly is a temporary that the next allocation may overwrite).
    nonisolated(unsafe) static let wordBreakCharacters: UnsafeMutablePointer<CChar>? = strdup(" \t")

    /// How long to wait for the next byte of an escape sequence, in milliseconds: a lone Escape is one
    /// with nothing after it in this time.
    static let sequenceTimeoutMilliseconds: Int32 = 50

    /// Ends readline with the key of the byte just read (every byte but Escape is bound to it).
    static let keyFunction: @convention(c) (Int32, Int32) -> Int32 = { _, last in
        ReadlineBridge.key = KeySequences.single(UInt8(truncatingIfNeeded: last))
        lector_rl_set_done(1)
        return 0
    }

    /// Escape: reads the rest of a CSI or SS3 sequence (each byte within the timeout), then ends readline with
    /// the sequence's key; Escape alone when nothing follows.
    static let escapeFunction: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
        var bytes: [UInt8] = [0x1B]
        while !KeySequences.isComplete(bytes), let byte = nextByte(within: sequenceTimeoutMilliseconds) {
            bytes.append(byte)
        }
        ReadlineBridge.key = KeySequences.key(for: bytes)
        lector_rl_set_done(1)
        return 0
    }

    /// Where a wait for the next byte of an escape sequence stands (``nextByte(within:)``).
    enum SequenceWait { case none, waiting, timedOut, arrived }
    nonisolated(unsafe) static var sequenceWait = SequenceWait.none

    /// The next byte of input, read ahead by readline or arriving within about `milliseconds`; nil when none
    /// comes. Only readline's public interface: `rl_read_key` returns a byte readline has read ahead at once, and
    /// otherwise waits in its event loop; with the keyboard timeout at half the time, the one-shot event hook
    /// below runs when one wait passed without input and sets `rl_done`, so readline returns after one more wait
    /// with no byte (a byte in that second wait passes through ``getc``, which marks it as arrived).
    static func nextByte(within milliseconds: Int32) -> UInt8? {
        let savedHook = lector_rl_event_hook()
        let savedTimeout = rl_set_keyboard_input_timeout(milliseconds * 1_000 / 2)
        sequenceWait = .waiting
        lector_rl_set_event_hook(sequenceHook)
        defer {
            lector_rl_set_event_hook(savedHook)
            _ = rl_set_keyboard_input_timeout(savedTimeout)
            sequenceWait = .none
            lector_rl_set_done(0)
        }
        let byte = rl_read_key()
        guard sequenceWait != .timedOut, byte >= 0 else { return nil }
        return UInt8(truncatingIfNeeded: byte)
    }

    /// The event hook while ``nextByte(within:)`` waits: the first wait without input ends it.
    static let sequenceHook: @convention(c) () -> Int32 = {
        if ReadlineBridge.sequenceWait == .waiting {
            ReadlineBridge.sequenceWait = .timedOut
            lector_rl_set_done(1)
        }
        return 0
    }

    /// Escape in a prompt: cancel.
    static let cancelFunction: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
        ReadlineBridge.cancelled = true
        lector_rl_set_done(1)
        return 0
    }

    /// Every byte read: tell the owner first (it interrupts speech), then hand the byte to readline.
    /// In a prompt, what the keys before did to the line is reported first: readline asks for the next byte
    /// only once it has run the last key.
    static let getc: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { stream in
        if ReadlineBridge.onEdit != nil || ReadlineBridge.onLine != nil {
            let state = currentState()
            if ReadlineBridge.completionPending {
                ReadlineBridge.completionPending = false
            } else if let last = ReadlineBridge.lastState, let event = LineEditEvent.between(last, state) {
                ReadlineBridge.onEdit?(event)
            }
            ReadlineBridge.onLine?(state)
            ReadlineBridge.lastState = state
            ReadlineBridge.openLine.set(state.line)
        }
        let byte = rl_getc(stream)
        if byte >= 0 {
            if ReadlineBridge.sequenceWait == .timedOut { ReadlineBridge.sequenceWait = .arrived }
            ReadlineBridge.onKeyRead?()
        }
        return byte
    }

    /// readline's line and cursor now (its cursor is a byte offset).
    static func currentState() -> LineEditEvent.State {
        guard let buffer = lector_rl_line_buffer() else { return LineEditEvent.State(line: "", cursor: 0) }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
            count: strlen(buffer))
        let point = min(max(Int(lector_rl_point()), 0), bytes.count)
        let line = String(decoding: bytes, as: UTF8.self)
        let cursor = String(decoding: bytes[0..<point], as: UTF8.self).count
        return LineEditEvent.State(line: line, cursor: cursor)
    }

    /// Called by readline about every keyboard-input timeout while no key comes; when the idle closure says
    /// stop, readline is told it is done (it then returns before reading another byte).
    static let eventHook: @convention(c) () -> Int32 = {
        if ReadlineBridge.idle?() == false {
            ReadlineBridge.woken = true
            lector_rl_set_done(1)
        }
        return 0
    }

    /// Puts the pre-filled text into a new prompt.
    static let startupHook: @convention(c) () -> Int32 = {
        if let text = ReadlineBridge.prefill {
            _ = text.withCString { rl_insert_text($0) }
        }
        ReadlineBridge.prefill = nil
        return 0
    }

    /// Tab in the command line: the candidates for the text before the cursor, never file names.
    static let attemptedCompletion:
        @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
            text, _, end in
            lector_rl_set_attempted_completion_over(1)
            var line = ""
            if let buffer = lector_rl_line_buffer() {
                let bytes = UnsafeBufferPointer(
                    start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                    count: Int(max(0, end)))
                line = String(decoding: bytes, as: UTF8.self)
            }
            ReadlineBridge.candidates = ReadlineBridge.completions?(line) ?? []
            ReadlineBridge.candidateIndex = 0
            guard let text else { return nil }
            if let onCompletion = ReadlineBridge.onCompletion {
                let word = String(cString: text)
                onCompletion(ReadlineBridge.candidates.filter { $0.hasPrefix(word) })
                ReadlineBridge.completionPending = true
            }
            return rl_completion_matches(text, ReadlineBridge.generator)
        }

    /// Hands readline one candidate at a time (it frees them).
    static let generator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
        if state == 0 { ReadlineBridge.candidateIndex = 0 }
        guard ReadlineBridge.candidateIndex < ReadlineBridge.candidates.count else { return nil }
        let candidate = ReadlineBridge.candidates[ReadlineBridge.candidateIndex]
        ReadlineBridge.candidateIndex += 1
        return strdup(candidate)
    }
}

/// A prompt's line shared with a signal handler's thread.
final class OpenLine: @unchecked Sendable {
    private let lock = NSLock()
    private var line: String?

    func set(_ text: String?) { lock.withLock { line = text } }
    func get() -> String? { lock.withLock { line } }
}
