extension Utterance {
    /// One part of an utterance (`narration.md` §5.0): plain text, a spelled run or an overridden word.
    public enum Piece: Hashable, Sendable {
        /// Plain text, spoken by the voice's normal rules; escaped in the markup.
        case text(String)
        /// A run spoken character by character (serial numbers, codes).
        case spelled(String)
        /// A word pronounced by espeak-ng phoneme mnemonics (the content of `[[…]]`, without the
        /// brackets); `original` is the word as written, used by the text form.
        case phonemes(mnemonics: String, original: String)
        /// A word spoken as a respelling (`<sub alias="…">`); `original` is the word as written.
        case respelled(alias: String, original: String)

        /// The words as written: the text, the spelled run, or the original of an override.
        public var original: String {
            switch self {
            case .text(let text): text
            case .spelled(let run): run
            case .phonemes(_, let original): original
            case .respelled(_, let original): original
            }
        }

        /// True for a plain-text piece, the only kind pronunciation entries and punctuation apply to.
        public var isText: Bool {
            if case .text = self { true } else { false }
        }

        /// True when the piece says nothing: empty text or an empty run.
        ///
        /// An override is never empty: its pronunciation is sound even when its original is blank. Inlinable, so
        /// a caller in another module reads a piece in place (`SpokenText.isEmpty` over its pieces' buffer).
        @inlinable public var isEmpty: Bool {
            switch self {
            case .text(let text), .spelled(let text):
                // Every character is a space exactly when every byte is one.
                text.utf8.first.map { $0 == 0x20 && text.utf8.allSatisfy { $0 == 0x20 } } ?? true
            case .phonemes(let mnemonics, _):
                mnemonics.isEmpty
            case .respelled(let alias, _):
                alias.isEmpty
            }
        }
    }
}
