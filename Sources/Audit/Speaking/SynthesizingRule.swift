/// A speech rule that needs the synthesizer (`speech.too-long`, `speech.letter-by-letter`): the
/// audit starts the speech tools only when one of them is selected.
public protocol SynthesizingRule: ElementRule {}

extension ElementContext {
    /// Whether the speech rules may check the element: false (and a skip recorded) when speech tools
    /// are present and the element locale has no voice.
    public func hasVoice(for rule: any AuditRule, into output: inout ElementOutput) -> Bool {
        guard let speech = screen.speech else { return true }
        if speech.hasVoice(locale) { return true }
        output.skip(screen.skip(rule.id, language: language, reason: .auditSkippedNoVoice))
        return false
    }

    /// The speech tools for a rule that synthesizes: nil (the rule does nothing) without tools, or
    /// with a skip recorded when the element locale has no voice.
    public func speechTools(for rule: any AuditRule, into output: inout ElementOutput) -> SpeechAudit? {
        guard let speech = screen.speech, hasVoice(for: rule, into: &output) else { return nil }
        return speech
    }
}
