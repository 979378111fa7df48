import Accessibility
import Localization
import Utterances

/// Composes what is said for an element, exactly as VoiceOver composes it (`narration.md` §1), in the
/// element's language.
public struct Narrator: Sendable {
    public var verbosity: Verbosity
    /// The Hints switch of the Settings screen: off, no hint utterance at all.
    public var hintsEnabled: Bool
    let languages: NarrationLanguages

    public init(languages: NarrationLanguages, verbosity: Verbosity = .normal, hintsEnabled: Bool = true) {
        self.languages = languages
        self.verbosity = verbosity
        self.hintsEnabled = hintsEnabled
    }

    /// The description and hint of `element` in `context`; at verbose verbosity a list row's `position` (1-based
    /// `index` among the list's `count` rows) ends the description ("3 of 12.").
    public func describe(
        _ element: AccessibilityElement, context: StopContext, position: (index: Int, count: Int)? = nil
    ) throws(NarrationError) -> ElementSpeech {
        let language = languages.language(for: element.language)
        let w = language.words
        let traits = element.traits
        let brief = verbosity == .brief
        // A text cleanup leaves as it is is processed without cleaning it again (cleaning twice is not always
        // cleaning once: a deleted mark can bring a combining mark next to its base, which the second NFC joins).
        let (rawL, cleanL) = Self.cleaned(element.label)
        // A secure field's content is never spoken (it takes no part in any rule below); verbose says its length.
        let secureCount = element.secureCharacterCount
        let (rawV, cleanV) = secureCount == nil ? Self.cleaned(element.value) : ("", true)
        let (rawH, cleanH) = Self.cleaned(element.hint)
        let composer = Composer(language: language)

        // 1. Label (the element's IPA pronounces the whole label).
        // Label, separators, value, terminator, trait words and a suffix: one array, grown once if at all; a label
        // and a value said as they are are appended to it as pieces (no array of their own).
        var d = SpokenText()
        d.reserve(9)
        if !(traits.contains(.backButton) && rawL.lowercased() == w.backDescriptor.lowercased()) {
            let leading = try ipaEntries(element, label: rawL, language: language)
            language.append(cleanUserText: cleanL ? rawL : SpeechCleanup.clean(rawL), leading: leading, to: &d)
        }
        d.reserve(d.pieces.count + 8)
        // 2. Table cell.
        var inCell = false
        if !brief, case .cell(let row, let column, let first) = context {
            inCell = true
            composer.terminate(&d)
            if first { composer.join(&d, composer.format(.contextTableRow, .number(row))) }
            composer.join(&d, composer.format(.contextTableColumn, .number(column)))
        }
        // 3. Value.
        if !traits.contains(.switchButton), !rawV.isEmpty {
            if rawL.lowercased() == language.serialLabel {
                let value = language.process(spelledValue: rawV)
                if d.isEmpty {
                    d = value
                } else {
                    d.append(product: inCell ? " " : w.labelValueSeparator)
                    d.append(value)
                }
            } else {
                // What `d = value` or appending the value gives, written into `d`.
                if d.isEmpty {
                    d.pieces.removeAll(keepingCapacity: true)
                } else {
                    d.append(product: inCell ? " " : w.labelValueSeparator)
                }
                language.append(cleanUserText: cleanV ? rawV : SpeechCleanup.clean(rawV), to: &d)
            }
        }
        if let secureCount, secureCount > 0, verbosity == .verbose {
            let count = composer.word(characterCount(secureCount, language))
            if d.isEmpty {
                d = count
            } else {
                d.append(product: inCell ? " " : w.labelValueSeparator)
                d.append(count)
            }
        }
        // 4. Selected.
        if traits.contains(.selected) {
            d = d.isEmpty ? composer.word(w.selected) : composer.format(.traitSelectedFormat, .pieces(d))
        }
        // 5. Trait words.
        let words = brief ? stateWords(element, rawV: rawV, w) : traitWords(element, context: context, rawV: rawV, w)
        // 6. Hint promotion.
        var h: SpokenText? =
            rawH.isEmpty
            ? nil : (cleanH ? language.process(cleanUserText: rawH) : language.process(userText: rawH))
        if d.isEmpty {
            d = h ?? SpokenText()
            h = nil
        }
        // 7. Join.
        if !words.isEmpty {
            let joined = composer.words(words)
            if d.isEmpty {
                d = joined
            } else {
                composer.terminate(&d)
                composer.join(&d, joined)
            }
        }
        // 8. Context suffix.
        if !brief { composer.contextSuffix(&d, context) }
        if verbosity == .verbose, let position, !d.isEmpty {
            composer.formatSeries(&d, index: position.index, count: position.count)
        }
        // 9. Never silent. Brief leaves the trait words out, but a back button's traits name it: "Back", as the
        // other verbosities say "Back Button", never "Unlabeled".
        if d.isEmpty { d = composer.word(brief && traits.contains(.backButton) ? w.backDescriptor : w.unlabeled) }

        let description = Utterance(language: language.tag, kind: .description, pieces: d.pieces)
        guard !brief, hintsEnabled else { return ElementSpeech(description: description, hint: nil) }
        // 10. Built-in hints, then verbose keyboard help.
        let (builtIn, gotBuiltIn) = builtInHint(element, h: h, rawL: rawL, rawV: rawV, rawH: rawH, composer)
        var hint = builtIn
        if verbosity == .verbose, !gotBuiltIn, !traits.contains(.notEnabled),
            let help = keyboardHelp(element, context: context, w)
        {
            hint = hint.map { composer.join($0, composer.word(help)) } ?? composer.word(help)
        }
        guard let hint, !hint.isEmpty else { return ElementSpeech(description: description, hint: nil) }
        return ElementSpeech(
            description: description, hint: Utterance(language: language.tag, kind: .hint, pieces: hint.pieces))
    }

    // MARK: - Steps

    /// The cleaned text, and whether it came as it is (cleanup left it unchanged, so cleaning it again would too).
    private static func cleaned(_ text: String?) -> (String, Bool) {
        guard let text else { return ("", true) }
        if SpeechCleanup.isAlreadyClean(text) { return (text, true) }
        return (SpeechCleanup.clean(text), false)
    }

    private func characterCount(_ count: Int, _ language: NarrationLanguage) -> String {
        language.strings.plural(.traitSecureTextFieldCharacters, count: count, channel: .speech)
    }

    private func ipaEntries(_ element: AccessibilityElement, label: String, language: NarrationLanguage)
        throws(NarrationError) -> [PronunciationEntry]
    {
        guard let ipa = element.ipa, !ipa.isEmpty, !label.isEmpty else { return [] }
        do {
            return [try PronunciationEntry.elementIPA(label: label, ipa: ipa, language: language.tag)]
        } catch {
            throw NarrationError(message: error.description)
        }
    }

    private func traitWords(_ e: AccessibilityElement, context: StopContext, rawV: String, _ w: TraitWords)
        -> Composer.WordList
    {
        let t = e.traits
        var words = Composer.WordList()
        var inTab = false
        if case .tab = context { inTab = true }
        if t.contains(.notEnabled) { words.append(w.dimmed) }
        if t.contains(.button), !t.contains(.keyboardKey), !t.contains(.switchButton), !t.contains(.tab),
            !t.contains(.backButton), !inTab
        {
            words.append(w.button)
        }
        if t.contains(.backButton) { words.append(w.backButton) }
        if t.contains(.switchButton) {
            if t.contains(.button) { words.append(w.switchButton) }
            if let state = switchState(rawV, w) { words.append(state) }
        }
        if t.contains(.tab) || inTab { words.append(w.tab) }
        if t.contains(.textEntry) {
            words.append(t.contains(.secureTextField) ? w.secureTextField : w.textField)
            if t.contains(.isEditing) { words.append(w.isEditing) }
        }
        if t.contains(.header) { words.append(w.heading) }
        if t.contains(.link) { words.append(w.link) }
        if t.contains(.adjustable) { words.append(w.adjustable) }
        if t.contains(.image) { words.append(w.image) }
        if t.contains(.searchField) { words.append(w.searchField) }
        return words
    }

    private func stateWords(_ e: AccessibilityElement, rawV: String, _ w: TraitWords) -> Composer.WordList {
        var words = Composer.WordList()
        if e.traits.contains(.notEnabled) { words.append(w.dimmed) }
        if e.traits.contains(.switchButton), let state = switchState(rawV, w) { words.append(state) }
        if e.traits.contains(.textEntry), e.traits.contains(.isEditing) { words.append(w.isEditing) }
        return words
    }

    /// A switch's state: "1" on, "0" off, "2" mixed, any other value as it is.
    private func switchState(_ rawV: String, _ w: TraitWords) -> String? {
        switch rawV {
        case "": return nil
        case "1": return w.stateOn
        case "0": return w.stateOff
        case "2": return w.stateMixed
        default: return rawV
        }
    }

    private func builtInHint(
        _ e: AccessibilityElement, h: SpokenText?, rawL: String, rawV: String, rawH: String, _ composer: Composer
    ) -> (SpokenText?, Bool) {
        let t = e.traits
        let w = composer.language.words
        var hint = h
        var builtIn = false
        guard !t.contains(.notEnabled) else { return (hint, false) }
        if t.contains(.switchButton) {
            hint =
                hint.map { composer.format(.traitSwitchButtonAfterHint, .pieces($0.droppingOneFullStop())) }
                ?? composer.word(w.switchHint)
            builtIn = true
        }
        if t.contains(.textEntry) {
            hint = composer.word(t.contains(.isEditing) ? w.textFieldEditingHint : w.textFieldHint)
            builtIn = true
        }
        let hintOnly = !rawH.isEmpty && rawL.isEmpty && rawV.isEmpty
        if t.contains(.adjustable), !t.contains(.switchButton), !hintOnly {
            hint =
                hint.map { composer.format(.traitAdjustableAfterHint, .pieces($0.droppingOneFullStop())) }
                ?? composer.word(w.adjustableHint)
            builtIn = true
        }
        return (hint, builtIn)
    }

    private func keyboardHelp(_ e: AccessibilityElement, context: StopContext, _ w: TraitWords) -> String? {
        if e.traits.contains(.link) { return w.linkHelp }
        if e.traits.contains(.tab) { return w.tabHelp }
        if case .tab = context { return w.tabHelp }
        if e.traits.contains(.button) || e.traits.contains(.backButton) { return w.buttonHelp }
        return nil
    }
}

extension Narrator {
    /// On request, for a secure text field: how many characters it holds ("8 characters"), never what they are;
    /// nil for any other element.
    public func characterCount(of element: AccessibilityElement) -> Utterance? {
        guard let count = element.secureCharacterCount else { return nil }
        let language = languages.language(for: element.language)
        let words = language.process(productText: characterCount(count, language))
        return Utterance(language: language.tag, kind: .description, pieces: words.pieces)
    }

    /// The read-value key: a secure text field's kind and length ("Secure Text Field. 7 characters."), never
    /// its content; another element's value as narration reads it; nil when there is no value.
    public func valueSpeech(of element: AccessibilityElement) -> Utterance? {
        let language = languages.language(for: element.language)
        let composer = Composer(language: language)
        let text: SpokenText
        if let count = element.secureCharacterCount {
            text = composer.join(
                composer.word(language.words.secureTextField), composer.word(characterCount(count, language)))
        } else {
            let value = SpeechCleanup.clean(element.value ?? "")
            guard !value.isEmpty else { return nil }
            text = language.process(userText: value)
        }
        return Utterance(language: language.tag, kind: .description, pieces: text.pieces)
    }

    /// One of Lector's own messages in the session language: the table sentence is product text (punctuation
    /// levels leave it alone), its text arguments are user text (the name of an item is read with them).
    public func speech(forMessage key: StringKey, arguments: [StringArgument]) -> Utterance {
        let language = languages.session
        let composer = Composer(language: language)
        let filled = composer.format(
            key,
            arguments: arguments.map { argument in
                switch argument {
                case .text(let text): return .pieces(language.process(userText: text))
                case .number(let number): return .number(number)
                }
            })
        return Utterance(language: language.tag, kind: .message, pieces: filled.pieces)
    }

    /// A message from a plural family of the strings tables, chosen and filled by `count`: Lector's own
    /// sentence, so punctuation levels do not expand it.
    public func speech(forPlural family: StringKey, count: Int) -> Utterance {
        let language = languages.session
        let text = language.strings.plural(family, count: count, channel: .speech)
        return Utterance(language: language.tag, kind: .message, pieces: Composer(language: language).word(text).pieces)
    }

    /// `speak TEXT`: one utterance in the session language; the whole of §5 applies to it as free text.
    public func speech(forText text: String) -> Utterance {
        let language = languages.session
        return Utterance(language: language.tag, kind: .message, pieces: language.process(userText: text).pieces)
    }

    /// `text` spelled, in the language of `element` (its own, else the session's): letters and digits one by one,
    /// other characters by their symbol names ("W T U dash 8 8 2 1 3"), capitals as the Capitals setting says.
    /// With `phonetic`, letters by the language's spelling alphabet ("Whiskey Tango Uniform dash 8 8 2 1 3").
    public func spelling(
        of text: String, languageOf element: AccessibilityElement, phonetic: Bool = false
    ) -> Utterance {
        let language = languages.language(for: element.language)
        return Utterance(
            language: language.tag, kind: .message, pieces: language.spell(text, phonetic: phonetic).pieces)
    }
}
