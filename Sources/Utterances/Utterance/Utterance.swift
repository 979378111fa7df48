/// One thing Lector says, in exactly one language: an ordered list of pieces.
///
/// An utterance is pure data. Its markup (`speech.md` §2.2) and its text form (`narration.md` §5.6) are
/// derived from the pieces by ``markup(capitals:)`` and ``textForm(capitalWord:)``; the voice follows
/// ``language`` (`speech.md` §1.3).
public struct Utterance: Hashable, Sendable {
    /// What an utterance is for, as kept in the speech history (`speech.md` §7).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The first utterance for an element.
        case description
        /// The optional second utterance for an element, spoken after a pause.
        case hint
        /// Anything else: confirmations, errors, `speak TEXT`.
        case message
    }

    /// The BCP 47 language tag of the utterance (`de-AT`, `en`): it selects the voice and the
    /// pronunciation entries.
    public var language: String
    /// What the utterance is for.
    public var kind: Kind
    /// The pieces, in speaking order.
    public var pieces: [Piece]

    /// Creates an utterance from its pieces.
    public init(language: String, kind: Kind = .message, pieces: [Piece]) {
        self.language = language
        self.kind = kind
        self.pieces = pieces
    }

    /// Creates an utterance of one plain-text piece.
    public init(language: String, kind: Kind = .message, text: String) {
        self.init(language: language, kind: kind, pieces: [.text(text)])
    }

    /// True when no piece has anything to say.
    public var isEmpty: Bool {
        pieces.allSatisfy { $0.isEmpty }
    }

    /// Appends one piece.
    public mutating func append(_ piece: Piece) {
        pieces.append(piece)
    }

    /// Appends several pieces in order.
    public mutating func append(contentsOf newPieces: some Sequence<Piece>) {
        pieces.append(contentsOf: newPieces)
    }
}
