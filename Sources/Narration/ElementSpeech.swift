import Utterances

/// What is said for one element: the description, and the hint spoken after a pause (`narration.md` §2).
public struct ElementSpeech: Sendable, Equatable {
    public var description: Utterance
    public var hint: Utterance?

    public init(description: Utterance, hint: Utterance?) {
        self.description = description
        self.hint = hint
    }

    /// The speech items in playing order: description, then (after 400 ms) the hint.
    public var items: [SpeechItem] {
        guard let hint else { return [.utterance(description)] }
        return [.utterance(description), SpeechItem.hintGap, .utterance(hint)]
    }
}

/// A narration failure: an element's IPA that cannot be converted.
public struct NarrationError: Error, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
