import Utterances

/// Pieces of speech on their way through the pipeline of `narration.md` §5.0, each run marked with whether
/// it came from user text (punctuation applies) or from Lector's own formatting and words (it does not).
public struct SpokenText: Sendable, Equatable {
    /// One run of pieces and whether punctuation processing applies to it.
    public struct Segment: Sendable, Equatable {
        public var pieces: [Utterance.Piece]
        public var isUserText: Bool

        public init(pieces: [Utterance.Piece], isUserText: Bool) {
            self.pieces = pieces
            self.isUserText = isUserText
        }
    }

    public var segments: [Segment]

    public init(segments: [Segment] = []) {
        self.segments = segments
    }

    /// Text made by Lector (trait words, formatted values): no punctuation processing.
    public static func product(_ text: String) -> SpokenText {
        SpokenText(segments: text.isEmpty ? [] : [Segment(pieces: [.text(text)], isUserText: false)])
    }

    /// Whether there is nothing to say.
    public var isEmpty: Bool { segments.allSatisfy { $0.pieces.allSatisfy(\.isEmpty) } }

    public mutating func append(_ other: SpokenText) { segments.append(contentsOf: other.segments) }

    public mutating func append(product text: String) { append(.product(text)) }

    /// Whether the text form ends with a full-width sentence end (`。` `．` `？` `！`), after which Japanese
    /// puts no space.
    var endsWithFullWidthSentenceEnd: Bool {
        for piece in segments.flatMap(\.pieces).reversed() where !piece.isEmpty {
            guard case .text(let value) = piece else { return false }
            guard let last = value.last(where: { $0 != " " }) else { continue }
            return Composer.fullWidthEnds.contains(last)
        }
        return false
    }

    /// Whether the text form ends with a sentence end (``SentenceEnd``: `.` `。` `．` `?` `!` `؟` and the
    /// full-width `？` `！`).
    public var endsWithSentenceEnd: Bool {
        for segment in segments.reversed() {
            for piece in segment.pieces.reversed() where !piece.isEmpty {
                let text: String
                switch piece {
                case .text(let value): text = value
                case .spelled(let run): text = run
                case .phonemes(_, let original), .respelled(_, let original): text = original
                }
                guard text.contains(where: { $0 != " " }) else { continue }
                return SentenceEnd.ends(text)
            }
        }
        return false
    }

    /// The text with one trailing full stop (`.` `。` `．`) of its last piece removed, for "%@." hint formats
    /// whose own terminator follows the placeholder. A question or exclamation mark stays: the format's
    /// terminator after it is dropped instead (``Composer``).
    public func droppingOneFullStop() -> SpokenText {
        var copy = self
        for segmentIndex in copy.segments.indices.reversed() {
            for pieceIndex in copy.segments[segmentIndex].pieces.indices.reversed() {
                let piece = copy.segments[segmentIndex].pieces[pieceIndex]
                if piece.isEmpty { continue }
                if case .text(let value) = piece {
                    var trimmed = value
                    while trimmed.last == " " { trimmed.removeLast() }
                    if let last = trimmed.last, SentenceEnd.fullStops.contains(last) { trimmed.removeLast() }
                    copy.segments[segmentIndex].pieces[pieceIndex] = .text(trimmed)
                }
                return copy
            }
        }
        return copy
    }
}
