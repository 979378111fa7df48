import Core

/// Runs the text checks of `strings.label-rules` on table values of one language (audit.md §2.5,
/// "Label and hint entries"): placeholders are removed first; a value that starts with one skips
/// the capitalization, imperative, subject and repeats-label checks; a value left with only
/// punctuation and whitespace skips `label.symbol-only`; template detection never applies.
struct EntryTextChecker {
    /// A check that could not run for the language.
    struct Skip: Hashable {
        var check: TextCheck
        /// True: the language is deliberately not checked; false: no word lists ship for it.
        var notChecked: Bool
    }

    let language: String
    let lists: CompiledWordLists?
    /// The checks skipped so far, in order, without repeats.
    private(set) var skipped: [Skip] = []

    init(language: String) {
        self.language = language
        lists = WordLists.compiled(for: language)
    }

    private mutating func skip(_ check: TextCheck, notChecked: Bool) {
        let record = Skip(check: check, notChecked: notChecked)
        if !skipped.contains(record) { skipped.append(record) }
    }

    /// What is left of a value for the checks.
    struct Prepared {
        var text: String
        var startsWithPlaceholder: Bool
        var onlyPunctuation: Bool
    }

    /// A label or hint value read once for every check that reads it (its own and its pair's): what is
    /// left of it without placeholders, and that text normalized for the language.
    struct Subject {
        var value: String
        var prepared: Prepared
        var normalized: NormalizedText
    }

    /// The value read for the checks.
    func subject(_ value: String) -> Subject {
        let prepared = prepare(value)
        return Subject(value: value, prepared: prepared, normalized: NormalizedText(prepared.text, language: language))
    }

    private func prepare(_ value: String) -> Prepared {
        let text = Placeholders.removing(from: value)
        let onlyPunctuation = text.unicodeScalars.allSatisfy {
            TextCharacters.isPunctuation($0) || TextCharacters.isWhitespace($0)
        }
        return Prepared(
            text: text, startsWithPlaceholder: Placeholders.startsWithPlaceholder(value),
            onlyPunctuation: onlyPunctuation)
    }

    /// `trait.*` entries: `label.not-human-readable` and `label.symbol-only`.
    mutating func traitChecks(_ value: String) -> [CheckMatch] {
        traitChecks(prepare(value), normalized: nil)
    }

    /// ``traitChecks(_:)`` of a prepared value, with its normalized text when it is known. The placeholder
    /// lists compare folded text only, the same for every language but Arabic, so the text stands in for
    /// the English list's normalization (and the Arabic list's in Arabic).
    private func traitChecks(_ prepared: Prepared, normalized: NormalizedText?) -> [CheckMatch] {
        var matches: [CheckMatch] = []
        let given = normalized.map { (language: LanguageTag.language(of: language) == "ar" ? "ar" : "en", text: $0) }
        if let match = LabelNotHumanReadableCheck.evaluate(
            prepared.text, lists: lists, isImage: false, checksTemplates: false, normalized: given)
        {
            matches.append(match)
        }
        if !prepared.onlyPunctuation, let match = PunctuationChecks.symbolOnly(prepared.text, allowsSingleLetter: false)
        {
            matches.append(match)
        }
        return matches
    }

    /// Label entries, with the paired hint's value when there is one.
    mutating func labelChecks(_ value: String, hint: String?) -> [CheckMatch] {
        labelChecks(subject(value), hint: hint.map(subject))
    }

    /// ``labelChecks(_:hint:)`` of values read once.
    mutating func labelChecks(_ label: Subject, hint: Subject?) -> [CheckMatch] {
        let prepared = label.prepared
        var matches = traitChecks(prepared, normalized: label.normalized)
        if let match = MarkupCheck.evaluate([prepared.text]) { matches.insert(match, at: 0) }
        let normalized = label.normalized
        if let lists {
            matches += [
                WordListChecks.redundantTrait(normalized, rows: [.button], lists: lists),
                WordListChecks.containsState(normalized, lists: lists),
                WordListChecks.containsAction(normalized, lists: lists),
            ].compactMap { $0 }
        } else {
            for check in [TextCheck.labelRedundantTrait, .labelContainsState, .labelContainsAction] {
                skip(check, notChecked: false)
            }
        }
        if let match = PunctuationChecks.trailingPeriod(prepared.text) { matches.append(match) }
        if !prepared.startsWithPlaceholder, let match = PunctuationChecks.labelNotCapitalized(prepared.text) {
            matches.append(match)
        }
        if let hint, let match = PairChecks.equalsHint(label: normalized, hint: hint.normalized) {
            matches.append(match)
        }
        return matches
    }

    /// Hint entries, with the paired label's value when there is one.
    mutating func hintChecks(_ value: String, label: String?) -> [CheckMatch] {
        hintChecks(subject(value), label: label.map(subject))
    }

    /// ``hintChecks(_:label:)`` of values read once.
    mutating func hintChecks(_ hint: Subject, label: Subject?) -> [CheckMatch] {
        let prepared = hint.prepared
        let normalized = hint.normalized
        var matches: [CheckMatch] = []
        if let match = MarkupCheck.evaluate([prepared.text]) { matches.append(match) }
        var gestureAtStart = false
        if let lists {
            if let gesture = WordListChecks.gesture(normalized, lists: lists) {
                matches.append(gesture.match)
                gestureAtStart = gesture.atFirstWord
            }
            if lists.imperatives == nil {
                skip(.hintImperative, notChecked: true)
            } else if !prepared.startsWithPlaceholder, !gestureAtStart,
                let match = HintWordChecks.imperative(prepared.text, lists: lists)
            {
                matches.append(match)
            }
            if lists.subjectWords == nil {
                skip(.hintHasSubject, notChecked: true)
            } else if !prepared.startsWithPlaceholder,
                let match = HintWordChecks.hasSubject(prepared.text, lists: lists)
            {
                matches.append(match)
            }
        } else {
            for check in [TextCheck.hintGesture, .hintImperative, .hintHasSubject] { skip(check, notChecked: false) }
        }
        if !prepared.startsWithPlaceholder, let match = PunctuationChecks.hintNotCapitalized(prepared.text) {
            matches.append(match)
        }
        if let match = PunctuationChecks.missingPeriod(prepared.text) { matches.append(match) }
        if let label, !prepared.startsWithPlaceholder, !label.prepared.startsWithPlaceholder {
            let labelText = label.normalized
            if PairChecks.equalsHint(label: labelText, hint: normalized) == nil,
                let match = PairChecks.repeatsLabel(label: labelText, hint: normalized)
            {
                matches.append(match)
            }
        }
        return matches
    }
}
