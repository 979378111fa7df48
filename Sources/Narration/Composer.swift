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

    /// Trait words joined by one space.
    func words(_ words: [String]) -> SpokenText { word(words.joined(separator: " ")) }

    /// `a + " " + b`.
    func join(_ a: SpokenText, _ b: SpokenText) -> SpokenText {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var result = a
        result.append(product: " ")
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
        for scalar in filled.unicodeScalars {
            let index = Int(scalar.value) - 0xE000
            if index >= 0, index < texts.count {
                if !literal.isEmpty { result.append(language.process(formatLiteral: literal)) }
                literal = ""
                result.append(texts[index])
            } else {
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
        var result = d
        if !result.isEmpty && !result.endsWithPeriod { result.append(product: ".") }
        return join(result, word(suffix))
    }
}
