import Accessibility
import Localization

extension Narrator {
    /// The braille brief form of `element`, as braille displays show an element (NVDA, VoiceOver): the label,
    /// the value, then the abbreviated traits (`btn`, `lnk`, `hdg`, `img`, `edt`) and states (`sel`, `unav`,
    /// a switch's `on`/`off`), one space apart, in the element's language. Composed beside ``describe(_:context:position:)``
    /// from the element itself, never from its speech: no trait sentences, no hints, no context words.
    ///
    /// A secure field's content is never shown. An element with no label and no value shows its hint, as speech
    /// promotes it.
    public func brailleBrief(of element: AccessibilityElement, context: StopContext = .none) -> BrailleBrief {
        let language = languages.language(for: element.language)
        let words = BrailleWords(language.strings)
        let traits = element.traits
        var parts: [String] = []
        let label = SpeechCleanup.clean(element.label ?? "")
        let value = element.secureCharacterCount == nil ? SpeechCleanup.clean(element.value ?? "") : ""
        if !label.isEmpty { parts.append(label) }
        if !value.isEmpty, !traits.contains(.switchButton) { parts.append(value) }
        if parts.isEmpty {
            let hint = SpeechCleanup.clean(element.hint ?? "")
            if !hint.isEmpty { parts.append(hint) }
        }
        var inTab = false
        if case .tab = context { inTab = true }
        // Roles, in the order speech says them.
        if traits.contains(.switchButton) {
            parts.append(words.switchButton)
        } else if traits.contains(.tab) || inTab {
            parts.append(words.tab)
        } else if traits.contains(.button) || traits.contains(.backButton) {
            if !traits.contains(.keyboardKey) { parts.append(words.button) }
        }
        if traits.contains(.textEntry) {
            parts.append(traits.contains(.secureTextField) ? words.secureTextField : words.textField)
        }
        if traits.contains(.header) { parts.append(words.heading) }
        if traits.contains(.link) { parts.append(words.link) }
        if traits.contains(.adjustable) { parts.append(words.adjustable) }
        if traits.contains(.image) { parts.append(words.image) }
        if traits.contains(.searchField) { parts.append(words.searchField) }
        // States.
        if traits.contains(.switchButton) {
            switch value {
            case "1": parts.append(words.stateOn)
            case "0": parts.append(words.stateOff)
            case "2": parts.append(words.stateMixed)
            case "": break
            default: parts.append(value)
            }
        }
        if traits.contains(.selected) { parts.append(words.selected) }
        if traits.contains(.notEnabled) { parts.append(words.dimmed) }
        return BrailleBrief(text: parts.joined(separator: " "), language: language.tag)
    }

    /// The braille brief form of free text (`speak TEXT`): the text as written, cleaned (§5.1) but never
    /// expanded for speech ("$12.50" stays "$12.50"), in the session language.
    public func brailleBrief(forText text: String) -> BrailleBrief {
        BrailleBrief(text: SpeechCleanup.clean(text), language: languages.session.tag)
    }
}
