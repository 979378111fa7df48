import Testing
import Utterances

@Suite struct SpeechHistoryTests {
    private func entry(_ n: Int) -> SpeechHistory.Entry {
        .init(text: "utterance \(n)", language: "en", kind: .description, command: "next")
    }

    @Test func keepsTheLastHundredNewestFirst() {
        var history = SpeechHistory()
        for n in 1...250 { history.record(entry(n)) }
        #expect(history.count == 100)
        #expect(history.newestFirst.first?.text == "utterance 250")
        #expect(history.newestFirst.last?.text == "utterance 151")
        #expect(history.entries.map(\.text) == (151...250).map { "utterance \($0)" })
        #expect(history.last?.text == "utterance 250")
    }

    @Test func recordsTheTextFormOfAnUtterance() {
        var history = SpeechHistory(capacity: 3)
        let utterance = Utterance(language: "de", kind: .hint, pieces: [.text("Serie "), .spelled("AB1")])
        history.record(utterance, capitals: .pitch, command: "repeat")
        #expect(history.last == .init(text: "Serie A B 1", language: "de", kind: .hint, command: "repeat"))
        #expect(SpeechHistory().last == nil)
    }
}
