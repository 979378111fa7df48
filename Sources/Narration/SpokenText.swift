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
    public var isEmpty: Bool { pieces.allSatisfy(\.isEmpty) }

    public mutating func append(_ other: SpokenText) { pieces.append(contentsOf: other.pieces) }

    public mutating func append(product text: String) {
        if !text.isEmpty { pieces.append(.text(text)) }
    }

    /// Whether the text form ends with a full-width sentence end (`。` `．` `？` `！`), after which Japanese
    /// puts no space.
    var endsWithFullWidthSentenceEnd: Bool {
        for piece in pieces.reversed() where !piece.isEmpty {
            guard case .text(let value) = piece else { return false }
            // Only a non-ASCII last character can be a full-width end.
            guard let lastByte = value.utf8.last(where: { $0 != 0x20 }) else { continue }
            guard lastByte >= 0x80, let last = value.last(where: { $0 != " " }) else { return false }
            return Composer.fullWidthEnds.contains(last)
        }
        return false
    }

    /// Whether the text form ends with a sentence end (``SentenceEnd``: `.` `。` `．` `?` `!` `؟` and the
    /// full-width `？` `！`).
    public var endsWithSentenceEnd: Bool {
        for piece in pieces.reversed() where !piece.isEmpty {
            let text: String
            switch piece {
            case .text(let value): text = value
            case .spelled(let run): text = run
            case .phonemes(_, let original), .respelled(_, let original): text = original
            }
            guard text.utf8.contains(where: { $0 != 0x20 }) else { continue }
            return SentenceEnd.ends(text)
        }
        return false
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
