import LineEditing
import Testing

@Suite(.serialized) struct LineReaderTests {
    @Test func readlineVersionComesThroughTheShim() {
        #expect(LineReader.libraryVersion.hasPrefix("8."))
        #expect(LineReader.versionNumber >= 0x0800)
    }

    /// Escape alone in a prompt answers once readline's key-sequence timeout passes: the browse keys' 50 ms, not
    /// readline's 500 (issue 41: Escape answered in 505 ms).
    @Test func escapeInAPromptWaitsNoLongerThanTheBrowseKeys() {
        let reader = LineReader(applicationName: "lector-test")
        reader.prepareKeys(onKeyRead: {})
        #expect(reader.keySequenceTimeoutMilliseconds == 50)
    }

    /// The terminal's special characters are not bound into the browse keymap (issue 41: Backspace did not go
    /// back, Ctrl-V quoted the next key).
    @Test func theTerminalsSpecialCharactersStayKeys() {
        let reader = LineReader(applicationName: "lector-test")
        reader.prepareKeys(onKeyRead: {})
        #expect(reader.bindsTerminalSpecialCharacters == false)
    }

    @Test func historyGrowsWithAddedLines() {
        let reader = LineReader(applicationName: "lector-test")
        let before = reader.historyCount
        reader.addHistory("next")
        reader.addHistory("activate")
        #expect(reader.historyCount == before + 2)
    }
}
