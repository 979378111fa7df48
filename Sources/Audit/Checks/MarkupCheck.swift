import Core

/// The test of `label.markup` on one text (audit.md §2.1, issue 14): HTML tags and character references,
/// which the voice reads out symbol by symbol ("less than b greater than", "ampersand amp semicolon"). A text
/// without `<` or `&` is passed over without scanning; the scan is Core's ``HTMLText``, linear in the text.
enum MarkupCheck {
    /// How many pieces a message names; more are shown as "…".
    static let namedPieces = 5

    /// The match naming the markup of `texts` (a label, value and hint), each piece once, in order; nil
    /// when there is none.
    static func evaluate(_ texts: [String]) -> CheckMatch? {
        var pieces: [String] = []
        var seen: Set<String> = []
        for text in texts where text.unicodeScalars.contains(where: { $0 == "<" || $0 == "&" }) {
            for piece in HTMLText.markup(in: text) where seen.insert(piece.text).inserted {
                pieces.append(piece.text)
            }
        }
        guard !pieces.isEmpty else { return nil }
        var named = pieces.prefix(namedPieces).joined(separator: ", ")
        if pieces.count > namedPieces { named += ", …" }
        return CheckMatch(.labelMarkup, message: .auditCheckLabelMarkup, [.text(named)])
    }
}
