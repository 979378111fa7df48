/// Builds the markup string of an utterance, escaping every piece of text (`speech.md` §2.3).
///
/// Text goes in through ``appendText(_:)`` and can never become markup or phonemes: `&`, `<` and `>`
/// become character references, and a `[` from text is never directly followed by another `[` in the
/// final string (a space is inserted after it), even across piece boundaries. Lector's own tags go in
/// through ``appendMarkup(_:)`` unchanged.
public struct MarkupWriter: Sendable {
    /// The markup written so far.
    public private(set) var markup = ""
    /// True when the last character written is a `[` that came from text.
    private var endsWithTextBracket = false
    /// True when `"` and `'` in text also become character references (an SSML document for a server).
    private let escapesQuotes: Bool

    /// Creates an empty writer; `escapingQuotes` also escapes `"` and `'` in text.
    public init(escapingQuotes: Bool = false) {
        self.escapesQuotes = escapingQuotes
    }

    /// The escaped form of one piece of text on its own.
    public static func escape(_ text: String) -> String {
        var writer = MarkupWriter()
        writer.appendText(text)
        return writer.markup
    }

    /// Appends text as element content, escaped.
    public mutating func appendText(_ text: String) {
        for scalar in text.unicodeScalars {
            if endsWithTextBracket && scalar == "[" {
                markup.unicodeScalars.append(" ")
            }
            switch scalar {
            case "&": markup += "&amp;"
            case "<": markup += "&lt;"
            case ">": markup += "&gt;"
            case "\"" where escapesQuotes: markup += "&quot;"
            case "'" where escapesQuotes: markup += "&apos;"
            default: markup.unicodeScalars.append(scalar)
            }
            endsWithTextBracket = scalar == "["
        }
    }

    /// Appends markup written by Lector itself (a tag, a `[[…]]` block) unchanged.
    ///
    /// The caller guarantees it is well formed; if it starts with `[` right after a `[` from text, a
    /// space is inserted between them.
    public mutating func appendMarkup(_ fragment: String) {
        guard !fragment.isEmpty else { return }
        if endsWithTextBracket && fragment.unicodeScalars.first == "[" {
            markup += " "
        }
        markup += fragment
        endsWithTextBracket = false
    }
}
