/// What a review key reads.
public enum ReviewUnit: String, Sendable, Hashable {
    case character, word
}

/// Where a review key moves before reading.
public enum ReviewMove: String, Sendable, Hashable {
    case previous, current, next
}

/// The review cursor (Orca's flat review, NVDA's review cursor): a place in the focused element's text (its label
/// and value as shown) that moves by character and word without moving the focus. It starts at the text's start
/// whenever the focus is on another element than last time.
struct ReviewCursor: Equatable {
    typealias Unit = ReviewUnit
    typealias Move = ReviewMove

    /// The element the text is of.
    let element: String
    /// The text, as characters.
    let text: [Character]
    /// The cursor: an index into `text` (the start of a character, or of a word for word moves).
    private(set) var offset = 0
    /// Whether a review key has read yet: the first "next" reads what is at the start.
    private var started = false

    init(element: String, text: String) {
        self.element = element
        self.text = Array(text)
    }

    /// Moves by `unit` and returns what is there now: a character, or the word the cursor is in; nil past either
    /// end (the cursor stays).
    mutating func read(_ unit: Unit, _ move: Move) -> String? {
        guard !text.isEmpty else { return nil }
        let move = started || move != .next ? move : .current
        started = true
        switch unit {
        case .character:
            var target = offset
            if move == .next { target += 1 }
            if move == .previous { target -= 1 }
            guard text.indices.contains(target) else { return nil }
            offset = target
            return String(text[target])
        case .word:
            let words = Self.words(text)
            guard !words.isEmpty else { return nil }
            let current = words.lastIndex { $0.lowerBound <= offset } ?? 0
            var target = current
            if move == .next { target += 1 }
            if move == .previous { target -= 1 }
            guard words.indices.contains(target) else { return nil }
            offset = words[target].lowerBound
            return String(text[words[target]])
        }
    }

    /// The ranges of the words of `text`: runs of characters other than white space.
    static func words(_ text: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, character) in text.enumerated() {
            if character.isWhitespace {
                if let begun = start { ranges.append(begun..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { ranges.append(begun..<text.count) }
        return ranges
    }
}
