extension Utterance {
    /// The utterance as a whole SSML document, for a speech server that reads SSML but not espeak-ng's
    /// phoneme input (speech-dispatcher's SSML mode).
    ///
    /// `<speak>` around the pieces. Text is escaped as element content with `&`, `<`, `>`, `"` and `'`
    /// all character references, so no user text becomes markup; spelled runs are marked as in
    /// ``markup(capitals:)``; a respelling is `<sub alias="…">` around the escaped original. A phoneme
    /// override is spoken as its escaped original word: SSML has no element for espeak-ng mnemonics,
    /// speech-dispatcher's espeak-ng module does not turn on espeak-ng's `[[…]]` phoneme input, and
    /// espeak-ng ignores `<phoneme>` (`speech.md` §2.1).
    ///
    /// - Parameter capitals: how capital letters in spelled runs are marked.
    public func ssmlDocument(capitals: CapitalsStyle) -> String {
        var writer = MarkupWriter(escapingQuotes: true)
        writer.appendMarkup("<speak>")
        for piece in pieces {
            switch piece {
            case .text(let text), .phonemes(_, let text):
                writer.appendText(text)
            case .spelled(let run):
                Self.writeSpelled(run, capitals: capitals, into: &writer)
            case .respelled(let alias, let original):
                if MarkupValidator.isValidRespelling(alias) {
                    writer.appendMarkup("<sub alias=\"" + alias + "\">")
                    writer.appendText(original)
                    writer.appendMarkup("</sub>")
                } else {
                    writer.appendText(original)
                }
            }
        }
        writer.appendMarkup("</speak>")
        return writer.markup
    }
}
