/// The last utterances of a session (`speech.md` §7): text form, language, kind and the command that
/// produced them, newest last; earcons and repeats are never recorded.
public struct SpeechHistory: Sendable, Equatable {
    /// One remembered utterance.
    public struct Entry: Sendable, Equatable {
        public let text: String
        public let language: String
        public let kind: Utterance.Kind
        public let command: String

        public init(text: String, language: String, kind: Utterance.Kind, command: String) {
            self.text = text
            self.language = language
            self.kind = kind
            self.command = command
        }
    }

    /// How many utterances are kept.
    public let capacity: Int
    private var storage: [Entry] = []
    private var start = 0

    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Remembers an utterance, forgetting the oldest beyond the capacity.
    public mutating func record(_ entry: Entry) {
        if storage.count < capacity {
            storage.append(entry)
        } else {
            storage[start] = entry
            start = (start + 1) % capacity
        }
    }

    /// Remembers an utterance's text form.
    public mutating func record(_ utterance: Utterance, capitals: CapitalsStyle, command: String) {
        record(
            Entry(
                text: utterance.textForm(capitals: capitals), language: utterance.language, kind: utterance.kind,
                command: command))
    }

    /// The entries, oldest first.
    public var entries: [Entry] { Array(storage[start...] + storage[..<start]) }

    /// The entries, newest first (the History screen's order).
    public var newestFirst: [Entry] { entries.reversed() }

    /// The newest entry.
    public var last: Entry? { storage.isEmpty ? nil : storage[(start + storage.count - 1) % storage.count] }

    public var count: Int { storage.count }
}
