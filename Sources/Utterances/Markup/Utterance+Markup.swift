extension Utterance {
    /// The exact string given to the engine for this utterance (`speech.md` §2.2): the markup of the
    /// pieces, concatenated, with no wrapper element.
    ///
    /// Text is escaped (§2.3). An override whose mnemonics or respelling fail ``MarkupValidator`` (which
    /// entries created through ``PronunciationEntry`` never do) is spoken as its escaped original
    /// instead, so no value can break out of its element.
    ///
    /// - Parameter capitals: how capital letters in spelled runs are marked (§9).
    public func markup(capitals: CapitalsStyle) -> String {
        var writer = MarkupWriter()
        for piece in pieces {
            switch piece {
            case .text(let text):
                writer.appendText(text)
            case .spelled(let run):
                Self.writeSpelled(run, capitals: capitals, into: &writer)
            case .phonemes(let mnemonics, let original):
                if MarkupValidator.isValidPhonemes(mnemonics) {
                    writer.appendMarkup("[[" + mnemonics + "]]")
                } else {
                    writer.appendText(original)
                }
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
        return writer.markup
    }

    // MARK: - Spelled runs

    static let sayAsOpen = "<say-as interpret-as=\"characters\">"
    static let sayAsClose = "</say-as>"
    static let raisedPitchOpen = "<prosody pitch=\"+30%\">"
    static let raisedPitchClose = "</prosody>"

    static func writeSpelled(_ run: String, capitals: CapitalsStyle, into writer: inout MarkupWriter) {
        guard !run.isEmpty else { return }
        switch capitals {
        case .none:
            writeSayAs(Substring(run), into: &writer)
        case .pitch:
            for (subRun, isUppercase) in uppercaseSplit(run) {
                if isUppercase { writer.appendMarkup(raisedPitchOpen) }
                writeSayAs(subRun, into: &writer)
                if isUppercase { writer.appendMarkup(raisedPitchClose) }
            }
        case .word(let word):
            writeSpelled(run, capitalWord: word, into: &writer)
        }
    }

    /// `word` style: each capital letter is its own `say-as`, preceded by the capital word as text set
    /// off by spaces; the other characters stay together.
    private static func writeSpelled(_ run: String, capitalWord: String, into writer: inout MarkupWriter) {
        for (subRun, isUppercase) in uppercaseSplit(run) {
            guard isUppercase, !capitalWord.isEmpty else {
                writeSayAs(subRun, into: &writer)
                continue
            }
            for letter in subRun {
                let needsSpace = !(writer.markup.isEmpty || writer.markup.hasSuffix(" "))
                writer.appendText((needsSpace ? " " : "") + capitalWord + " ")
                writeSayAs(Substring(String(letter)), into: &writer)
            }
        }
    }

    private static func writeSayAs(_ text: Substring, into writer: inout MarkupWriter) {
        writer.appendMarkup(sayAsOpen)
        writer.appendText(String(text))
        writer.appendMarkup(sayAsClose)
    }

    /// The run split into maximal sub-runs of uppercase letters and of other characters, in order.
    static func uppercaseSplit(_ run: String) -> [(Substring, isUppercase: Bool)] {
        var result: [(Substring, isUppercase: Bool)] = []
        var start = run.startIndex
        var index = run.startIndex
        var current: Bool?
        while index < run.endIndex {
            let isUppercase = run[index].isUppercase
            if let current, current != isUppercase {
                result.append((run[start..<index], current))
                start = index
            }
            current = isUppercase
            index = run.index(after: index)
        }
        if let current {
            result.append((run[start..<run.endIndex], current))
        }
        return result
    }
}
