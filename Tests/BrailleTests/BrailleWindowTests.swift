import Braille
import Testing

@Suite struct BrailleWindowTests {
    @Test func pansAWholeWindowAtATimeAndStopsAtTheEnds() {
        var window = BrailleWindow(line: "⠁⠃⠉⠙⠑⠋⠛", width: 3)
        #expect(window.visible == "⠁⠃⠉")
        let atStart = window.panLeft()
        #expect(!atStart)
        let first = window.panRight()
        #expect(first && window.visible == "⠙⠑⠋")
        let second = window.panRight()
        #expect(second && window.visible == "⠛")
        let atEnd = window.panRight()
        #expect(!atEnd && window.visible == "⠛")
        let back = window.panLeft()
        #expect(back && window.visible == "⠙⠑⠋")
    }

    @Test func routingColumnsMapOntoTheLineThroughThePan() {
        var window = BrailleWindow(line: "⠁⠃⠉⠙⠑", width: 2)
        #expect(window.cell(atColumn: 1) == 1)
        _ = window.panRight()
        #expect(window.cell(atColumn: 0) == 2)
        _ = window.panRight()
        #expect(window.cell(atColumn: 1) == nil)
    }
}
