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

    /// A product word, through cleanup and overrides (finished once per language: ``NarrationLanguage/finishedWord(_:)``).
    func word(_ text: String) -> SpokenText { language.finishedWord(text) }

    /// Trait words joined by one space (none after a full-width sentence end: "ボタン。リンク。").
    func words(_ words: [String]) -> SpokenText {
        // One word (most elements) is its own joined text.
        if words.count == 1 { return word(words[0]) }
        var text = ""
        for next in words where !next.isEmpty {
            if !text.isEmpty, !Self.endsWithFullWidthEnd(text) { text += " " }
            text += next
        }
        return word(text)
    }

    /// ``words(_:)`` of words gathered one by one (``WordList``).
    func words(_ list: WordList) -> SpokenText { word(list.text) }

    /// Trait words joined as ``words(_:)`` joins them, as they are added: no array of them.
    struct WordList {
        /// The words added so far, joined.
        private(set) var text = ""
        /// How many words were added, empty ones included.
        private(set) var count = 0

        /// Whether no word was added (an empty word counts).
        var isEmpty: Bool { count == 0 }

        mutating func append(_ next: String) {
            count += 1
            guard !next.isEmpty else { return }
            if !text.isEmpty, !Composer.endsWithFullWidthEnd(text) { text += " " }
            text += next
        }
    }

    /// The sentence ends that take no space after them.
    static let fullWidthEnds: Set<Character> = ["。", "．", "？", "！"]

    /// Whether the last character of `text` is one of ``fullWidthEnds``: never when its last byte is ASCII (each
    /// of them is one scalar from U+3002 up, and no other character equals one).
    static func endsWithFullWidthEnd(_ text: String) -> Bool {
        guard let lastByte = text.utf8.last, lastByte >= 0x80, let last = text.last else { return false }
        return fullWidthEnds.contains(last)
    }

    /// `text` ending with a sentence end: the language's terminator appended unless it has one (or is empty).
    func terminated(_ text: SpokenText) -> SpokenText {
        var result = text
        terminate(&result)
        return result
    }

    /// ``terminated(_:)`` in place.
    func terminate(_ text: inout SpokenText) {
        guard !text.isEmpty, !text.endsWithSentenceEnd else { return }
        text.append(product: language.sentenceEnd)
    }

    /// `a + " " + b`; no space after a full-width sentence end (`。`), as Japanese is written.
    func join(_ a: SpokenText, _ b: SpokenText) -> SpokenText {
        var result = a
        join(&result, b)
        return result
    }

    /// ``join(_:_:)`` in place: `b` appended to `a`.
    func join(_ a: inout SpokenText, _ b: SpokenText) {
        guard !a.isEmpty else {
            a = b
            return
        }
        guard !b.isEmpty else { return }
        if !a.endsWithFullWidthSentenceEnd { a.append(product: " ") }
        a.append(b)
    }

    /// Fills the table format `key`: text arguments are spliced in as their pieces, numbers in speech form.
    func format(_ key: StringKey, _ arguments: Argument...) -> SpokenText {
        format(key, arguments: arguments)
    }

    /// Fills the table format `key` with an argument list.
    ///
    /// The format read once (``SpeechFormat``) is filled run by run: the literals between text arguments
    /// (numbers written in) are finished as format literals, text arguments spliced in. Where the voice's count
    /// rules could rewrite the filled text (``SpokenCounts``) the whole text is filled first instead
    /// (``generalFormat(_:arguments:)``), as they read it.
    func format(_ key: StringKey, arguments: [Argument]) -> SpokenText {
        let format = language.speechFormat(key)
        if format.hasPrivateUse
            || (language.rewritesCounts
                && (format.hasDigit || arguments.contains { if case .number = $0 { true } else { false } }))
        {
            return generalFormat(key, arguments: arguments)
        }
        var state = FillState()
        for part in format.parts {
            switch part {
            case .literal(let text, let finishedForm):
                state.add(text, finishedForm: finishedForm)
            case .argument(let index):
                guard index >= 0, index < arguments.count else { continue }
                switch arguments[index] {
                case .pieces(let text):
                    state.flush(language)
                    state.result.append(text)
                    state.afterSentenceEnd = text.endsWithSentenceEnd
                case .number(let number):
                    state.add(language.strings.number(number, channel: .speech), finishedForm: nil)
                }
            }
        }
        state.flush(language)
        return state.result
    }

    /// `d = format(.contextSeries, .pieces(d), .number(index), .number(count))` ("Camera, 3 of 12."), written over
    /// `d`: when the format starts with `d`'s slot and has no other, `d`'s pieces stay where they are and the rest
    /// of the format is appended to them, instead of copying them into a new text.
    func formatSeries(_ d: inout SpokenText, index: Int, count: Int) {
        let format = language.speechFormat(.contextSeries)
        // The general way whenever ``format(_:arguments:)`` would take it (numbers are arguments here).
        guard !format.hasPrivateUse, !language.rewritesCounts, case .argument(0)? = format.parts.first,
            !format.parts.dropFirst().contains(where: { if case .argument(0) = $0 { true } else { false } })
        else {
            d = self.format(.contextSeries, .pieces(d), .number(index), .number(count))
            return
        }
        var state = FillState()
        swap(&state.result, &d)
        state.afterSentenceEnd = state.result.endsWithSentenceEnd
        for part in format.parts.dropFirst() {
            switch part {
            case .literal(let text, let finishedForm):
                state.add(text, finishedForm: finishedForm)
            case .argument(1):
                state.add(language.strings.number(index, channel: .speech), finishedForm: nil)
            case .argument(2):
                state.add(language.strings.number(count, channel: .speech), finishedForm: nil)
            case .argument:
                continue  // no such argument
            }
        }
        state.flush(language)
        d = state.result
    }

    /// What ``format(_:arguments:)`` has filled so far.
    private struct FillState {
        var result = SpokenText()
        /// The literal text since the last text argument; `finished` is its finished form while it is exactly
        /// one literal of the format.
        var run = ""
        var finished: SpokenText?
        /// After an argument that ends a sentence ("Open it?"), the format's own full stop ("%@. Press…") is
        /// dropped: one sentence end, the argument's.
        var afterSentenceEnd = false

        mutating func flush(_ language: NarrationLanguage) {
            if let finished {
                result.append(finished)
            } else if !run.isEmpty {
                result.append(language.process(formatLiteral: run))
            }
            run = ""
            finished = nil
        }

        mutating func add(_ text: String, finishedForm: SpokenText?) {
            if afterSentenceEnd, run.isEmpty, let first = text.unicodeScalars.first, Composer.isFullStop(first) {
                var rest = text
                rest.unicodeScalars.removeFirst()
                afterSentenceEnd = false
                run = rest
                finished = nil
                return
            }
            afterSentenceEnd = false
            finished = run.isEmpty ? finishedForm : nil
            run += text
        }
    }

    /// Whether `scalar`, as a character, is one of ``SentenceEnd/fullStops`` (`.` `。` `．`, each a scalar that no
    /// other scalar is canonically equivalent to).
    static func isFullStop(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "\u{3002}" || scalar == "\u{FF0E}"
    }

    /// ``format(_:arguments:)`` the general way: the format filled whole, text arguments as private-use
    /// markers, then split at the markers.
    func generalFormat(_ key: StringKey, arguments: [Argument]) -> SpokenText {
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
                if afterSentenceEnd, literal.isEmpty, Self.isFullStop(scalar) {
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
        var result = d
        contextSuffix(&result, context)
        return result
    }

    /// ``contextSuffix(_:_:)`` in place: the suffix appended to `d` (no copy of its pieces).
    func contextSuffix(_ d: inout SpokenText, _ context: StopContext) {
        let w = language.words
        let suffix: String
        switch context {
        case .none, .cell:
            return
        case .tab(let index, let count):
            formatSeries(&d, index: index, count: count)
            return
        case .listStart: suffix = w.listStart
        case .listEnd: suffix = w.listEnd
        case .landmarkStart: suffix = w.landmarkStart
        case .landmarkEnd: suffix = w.landmarkEnd
        }
        terminate(&d)
        join(&d, word(suffix))
    }
}
