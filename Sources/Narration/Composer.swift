import Accessibility
import Foundation
import Localization
import Utterances

/// Builds spoken text from table formats whose arguments are themselves spoken text.
struct Composer {
    /// An argument of a format: spoken text, or a number written for speech (§5.4).
    enum Argument {
        case pieces(SpokenText)
        case number(Int)
    }

    let language: NarrationLanguage

    /// A product word, through cleanup and overrides.
    func word(_ text: String) -> SpokenText { language.process(productText: text) }

    /// Trait words joined by one space (none after a full-width sentence end: "ボタン。リンク。").
    func words(_ words: [String]) -> SpokenText {
        var text = ""
        for next in words where !next.isEmpty {
            if let last = text.last, !Self.fullWidthEnds.contains(last) { text += " " }
            text += next
        }
        return word(text)
    }

    /// The sentence ends that take no space after them.
    static let fullWidthEnds: Set<Character> = ["。", "．", "？", "！"]

    /// `text` ending with a sentence end: the language's terminator appended unless it has one (or is empty).
    func terminated(_ text: SpokenText) -> SpokenText {
        guard !text.isEmpty, !text.endsWithSentenceEnd else { return text }
        var result = text
        result.append(product: language.sentenceEnd)
        return result
    }

    /// `a + " " + b`; no space after a full-width sentence end (`。`), as Japanese is written.
    func join(_ a: SpokenText, _ b: SpokenText) -> SpokenText {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var result = a
        if !a.endsWithFullWidthSentenceEnd { result.append(product: " ") }
        result.append(b)
        return result
    }

    /// Fills the table format `key`: text arguments are spliced in as their pieces, numbers in speech form.
    func format(_ key: StringKey, _ arguments: Argument...) -> SpokenText {
        format(key, arguments: arguments)
    }

    /// Fills the table format `key` with an argument list.
    func format(_ key: StringKey, arguments: [Argument]) -> SpokenText {
        var markers: [StringArgument] = []
        var texts: [SpokenText] = []
        for argument in arguments {
            switch argument {
            case .pieces(let text):
                markers.append(.text(String(Character(Unicode.Scalar(0xE000 + UInt32(texts.count))!))))
                texts.append(text)
            case .number(let number):
                markers.append(.number(number))
            }
        }
        let filled = language.strings.format(key, arguments: markers, channel: .speech)
        var result = SpokenText()
        var literal = ""
        // After an argument that ends a sentence ("Open it?"), the format's own full stop ("%@. Press…") is
        // dropped: one sentence end, the argument's.
        var afterSentenceEnd = false
        for scalar in filled.unicodeScalars {
            let index = Int(scalar.value) - 0xE000
            if index >= 0, index < texts.count {
                if !literal.isEmpty { result.append(language.process(formatLiteral: literal)) }
                literal = ""
                result.append(texts[index])
                afterSentenceEnd = texts[index].endsWithSentenceEnd
            } else {
                if afterSentenceEnd, literal.isEmpty, SentenceEnd.fullStops.contains(Character(scalar)) {
                    afterSentenceEnd = false
                    continue
                }
                afterSentenceEnd = false
                literal.unicodeScalars.append(scalar)
            }
        }
        if !literal.isEmpty { result.append(language.process(formatLiteral: literal)) }
        return result
    }

    /// Step 8: the context suffix.
    func contextSuffix(_ d: SpokenText, _ context: StopContext) -> SpokenText {
        let w = language.words
        let suffix: String
        switch context {
        case .none, .cell:
            return d
        case .tab(let index, let count):
            return format(.contextSeries, .pieces(d), .number(index), .number(count))
        case .listStart: suffix = w.listStart
        case .listEnd: suffix = w.listEnd
        case .landmarkStart: suffix = w.landmarkStart
        case .landmarkEnd: suffix = w.landmarkEnd
        }
        return join(terminated(d), word(suffix))
    }
}
