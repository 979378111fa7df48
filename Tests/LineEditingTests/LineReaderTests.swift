import LineEditing
import Testing

@Suite(.serialized) struct LineReaderTests {
    @Test func readlineVersionComesThroughTheShim() {
        #expect(LineReader.libraryVersion.hasPrefix("8."))
        #expect(LineReader.versionNumber >= 0x0800)
    }

    @Test func historyGrowsWithAddedLines() {
        let reader = LineReader(applicationName: "lector-test")
        let before = reader.historyCount
        reader.addHistory("next")
        reader.addHistory("activate")
        #expect(reader.historyCount == before + 2)
    }
}
