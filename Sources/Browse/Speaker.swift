import Narration
import Speech
import Utterances

/// Says things for the session: elements and messages, with earcons and gaps; remembers the speech history
/// and the last utterance for `repeat`; echoes each utterance as a line in script mode.
final class Speaker {
    private let output: SpeechOutput
    private let echo: ((String) -> Void)?
    private let observer: ((SpeechItem) -> Void)?
    /// Whether earcons play.
    var earcons = true
    /// Whether utterances go into the history (not while the History screen is open).
    var recording = true
    /// The speech history (last 100 utterances).
    private(set) var history = SpeechHistory()
    /// What `repeat` says: the last utterance, or the element's description and hint when the last was a hint.
    private var lastSaid: [SpeechItem] = []

    init(output: SpeechOutput, echo: ((String) -> Void)?, observer: ((SpeechItem) -> Void)?) {
        self.output = output
        self.echo = echo
        self.observer = observer
    }

    /// Announces an element: description, then its hint after the pause.
    func element(_ speech: ElementSpeech, earcon: Earcon? = nil, command: String) throws {
        try say(speech.items, earcon: earcon, command: command)
        lastSaid = speech.hint == nil ? [.utterance(speech.description)] : speech.items
    }

    /// Announces an element after a leading utterance (the count of a list entered), with the gap between them.
    func element(_ speech: ElementSpeech, leading: Utterance, earcon: Earcon? = nil, command: String) throws {
        try say([.utterance(leading), SpeechItem.utteranceGap] + speech.items, earcon: earcon, command: command)
        lastSaid = speech.hint == nil ? [.utterance(speech.description)] : speech.items
    }

    /// Says one utterance (a message), after an earcon if given.
    func message(_ utterance: Utterance, earcon: Earcon? = nil, command: String) throws {
        try say([.utterance(utterance)], earcon: earcon, command: command)
        lastSaid = [.utterance(utterance)]
    }

    /// Says several utterances with the gap between utterances of one command (read-all, announcements).
    func sequence(_ utterances: [Utterance], earcon: Earcon? = nil, command: String) throws {
        var items: [SpeechItem] = []
        for utterance in utterances {
            if !items.isEmpty { items.append(SpeechItem.utteranceGap) }
            items.append(.utterance(utterance))
        }
        try say(items, earcon: earcon, command: command)
        if let last = utterances.last { lastSaid = [.utterance(last)] }
    }

    /// Plays an earcon alone.
    func play(_ earcon: Earcon) throws {
        guard earcons else { return }
        try speak([.earcon(earcon)])
    }

    /// The text of what was said last (the description and hint of an element, a message), as text output prints
    /// it; nil before anything was said.
    var lastSaidText: String? {
        let texts = lastSaid.compactMap { item -> String? in
            guard case .utterance(let utterance) = item else { return nil }
            return utterance.textForm(capitals: output.capitals)
        }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    /// Says the last utterance again (not recorded in the history).
    func repeatLast() throws -> Bool {
        guard !lastSaid.isEmpty else { return false }
        try speak(lastSaid)
        return true
    }

    private func say(_ items: [SpeechItem], earcon: Earcon?, command: String) throws {
        var all: [SpeechItem] = []
        if let earcon, earcons { all = [.earcon(earcon), SpeechItem.earconGap] }
        all += items
        if recording {
            for case .utterance(let utterance) in items {
                history.record(utterance, capitals: output.capitals, command: command)
            }
        }
        try speak(all)
    }

    private func speak(_ items: [SpeechItem]) throws {
        try output.speak(items)
        if let observer { items.forEach(observer) }
        if let echo {
            for case .utterance(let utterance) in items { echo(utterance.textForm(capitals: output.capitals)) }
        }
    }
}
