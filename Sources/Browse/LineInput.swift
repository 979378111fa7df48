import Keys

/// Prompts with line editing: text fields, find, and the `:` command line. The real one is readline.
public protocol LineInput: AnyObject {
    /// Asks for a text, pre-filled with `initialText`; Enter saves, Escape cancels. `onEdit` hears what each
    /// key does to the line, for typing echo; `onLine` the line and cursor whenever a key is awaited (as the
    /// prompt opens, then after each key), for the braille display.
    func edit(
        prompt: String, initialText: String, onEdit: @escaping (LineEditEvent) -> Void,
        onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit
    /// Reads a command line with history and completion of `completions(line)`; `onEdit` hears each key's change
    /// to the line (typing echo), `onCompletion` the candidates each Tab found for the word before the cursor,
    /// `onLine` the line and cursor whenever a key is awaited.
    func commandLine(
        prompt: String, completions: @escaping (String) -> [String], onEdit: @escaping (LineEditEvent) -> Void,
        onCompletion: @escaping ([String]) -> Void, onLine: @escaping (LineEditEvent.State) -> Void
    ) -> LineEdit
}
