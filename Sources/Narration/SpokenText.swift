import Utterances

/// Pieces of speech on their way through the pipeline of `narration.md` §5.0, finished: pronunciation entries
/// applied, and punctuation to the runs that came from user text.
public struct SpokenText: Sendable, Equatable {
    /// One run of pieces and whether punctuation processing applies to it: what the free-text recognizers
    /// make of user text before it is finished.
    public struct Segment: Sendable, Equatable {
        public var pieces: [Utterance.Piece]
        public var isUserText: Bool

        public init(pieces: [Utterance.Piece], isUserText: Bool) {
            self.pieces = pieces
            self.isUserText = isUserText
        }
    }

    /// The pieces, in speaking order.
    public var pieces: [Utterance.Piece]

    public init(pieces: [Utterance.Piece] = []) {
        self.pieces = pieces
    }

    /// Text made by Lector (trait words, formatted values): no punctuation processing.
    public static func product(_ text: String) -> SpokenText {
        SpokenText(pieces: text.isEmpty ? [] : [.text(text)])
    }

    /// Whether there is nothing to say.
    public var isEmpty: Bool {
        // Read in place: a piece is not copied (its strings retained and released) to be asked.
        pieces.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isEmpty { return false }
            return true
        }
    }

    /// Room for `count` pieces in all, so that the appends of one composition grow the array once.
    mutating func reserve(_ count: Int) { pieces.reserveCapacity(count) }

    public mutating func append(_ other: SpokenText) {
        // A few pieces (most texts) are appended one by one rather than through `append(contentsOf:)`'s generic
        // array copy.
        if other.pieces.count <= 4 {
            for piece in other.pieces { pieces.append(piece) }
        } else {
            pieces.append(contentsOf: other.pieces)
        }
    }

    public mutating func append(product text: String) {
        if !text.isEmpty { pieces.append(.text(text)) }
    }

    /// Whether the text form ends with a full-width sentence end (`。` `．` `？` `！`), after which Japanese
    /// puts no space.
    var endsWithFullWidthSentenceEnd: Bool {
        var index = pieces.endIndex
        while index > pieces.startIndex {
            index -= 1
            guard case .text(let value) = pieces[index] else {
                if pieces[index].isEmpty { continue }
                return false
            }
            // Only a non-ASCII last character can be a full-width end; a piece of spaces is passed over.
            guard let lastByte = value.utf8.last(where: { $0 != 0x20 }) else { continue }
            guard lastByte >= 0x80, let last = value.last(where: { $0 != " " }) else { return false }
            return Composer.fullWidthEnds.contains(last)
        }
        return false
    }

    /// Whether the text form ends with a sentence end (``SentenceEnd``: `.` `。` `．` `?` `!` `؟` and the
    /// full-width `？` `！`).
    public var endsWithSentenceEnd: Bool {
        var index = pieces.endIndex
        while index > pieces.startIndex {
            index -= 1
            let ends: Bool?
            switch pieces[index] {
            case .text(let value), .spelled(let value):
                ends = Self.endsWithSentenceEnd(value)
            case .phonemes(let mnemonics, let original):
                ends = mnemonics.isEmpty ? nil : Self.endsWithSentenceEnd(original)
            case .respelled(let alias, let original):
                ends = alias.isEmpty ? nil : Self.endsWithSentenceEnd(original)
            }
            if let ends { return ends }
        }
        return false
    }

    /// ``SentenceEnd/ends(_:)`` of `text`, its last two bytes read straight when they are ASCII; nil when the
    /// text is only spaces (or nothing), which the text form passes over.
    static func endsWithSentenceEnd(_ text: String) -> Bool? {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let last = utf8.index(before: end)
            let byte = utf8[last]
            if byte == 0x20 {
                end = last
                continue
            }
            // An ASCII byte after an ASCII byte (or at the start), not the LF of a CR LF: as SentenceEnd reads it.
            if byte < 0x80, byte != 0x0A, last == utf8.startIndex || utf8[utf8.index(before: last)] < 0x80 {
                return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            }
            return SentenceEnd.ends(text)
        }
        return nil
    }

    /// The text with one trailing full stop (`.` `。` `．`) of its last piece removed, for "%@." hint formats
    /// whose own terminator follows the placeholder. A question or exclamation mark stays: the format's
    /// terminator after it is dropped instead (``Composer``).
    public func droppingOneFullStop() -> SpokenText {
        var copy = self
        for pieceIndex in copy.pieces.indices.reversed() {
            let piece = copy.pieces[pieceIndex]
            if piece.isEmpty { continue }
            if case .text(let value) = piece {
                var trimmed = value
                while trimmed.last == " " { trimmed.removeLast() }
                if let last = trimmed.last, SentenceEnd.fullStops.contains(last) { trimmed.removeLast() }
                copy.pieces[pieceIndex] = .text(trimmed)
            }
            return copy
        }
        return copy
    }
}
