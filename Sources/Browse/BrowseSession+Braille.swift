import Keys

extension BrowseSession {
    /// Reads the braille display's keys (`browse --braille`) and ends a message whose time is up. Pan keys pan the
    /// display, and past an element's end or start move to the next or previous element (showing its end); line
    /// up and down move as the arrow keys, top and bottom to the first and last element; a routing key activates
    /// the focused element, as Enter does (routing keys pressed together activate once). `interrupt` runs first
    /// (interactive mode stops speech, as for a key). True when a routing key activated.
    @discardableResult
    public func pollBraille(interrupt: () -> Void = {}) throws -> Bool {
        guard let braille = environment.braille else { return false }
        braille.expireFlash(now: environment.clock.now())
        let requests = braille.readKeys()
        guard !requests.isEmpty else { return false }
        interrupt()
        var activated = false
        for request in requests {
            do {
                switch request {
                case .activate:
                    guard !activated else { continue }
                    activated = true
                    _ = try perform(.activate, text: "route")
                case .next: _ = try perform(.next, text: "braille next")
                case .first: _ = try perform(.first, text: "braille first")
                case .last: _ = try perform(.last, text: "braille last")
                case .previous(let showingEnd):
                    let before = focus.index
                    _ = try perform(.previous, text: "braille previous")
                    if showingEnd, focus.index != before { braille.showElementEnd() }
                }
            } catch let error as BrowseError {
                try report(error.message)
            }
        }
        return activated
    }

    /// A prompt is open (or its line changed): the display shows `prompt` and the line, the cursor (dots 7 and 8)
    /// under the cursor's character.
    func showPromptLine(_ prompt: String, _ line: LineEditEvent.State) {
        environment.braille?.showPrompt(
            prompt + line.line, cursor: prompt.count + line.cursor, language: words.strings.language)
    }

    /// The prompt closed: the display shows the focused element again.
    func closePromptLine() {
        environment.braille?.closePrompt()
    }

    /// A key was pressed: a message on the display ends, and what it covered returns.
    func endBrailleMessage() {
        environment.braille?.endFlash()
    }
}
