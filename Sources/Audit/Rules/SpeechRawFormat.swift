import Localization

/// `speech.raw-format` (warning): the label or value holds a numeric date, a raw currency amount,
/// or (de) a clock time with `Uhr` that the voice misreads (audit.md §4.3). The screen's formatters
/// should have turned it into words.
public struct SpeechRawFormat: ElementRule {
    public let id = "speech.raw-format"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditSpeechRawFormatSummary
    public let definition = StringKey.auditSpeechRawFormatDescription

    /// Creates the rule.
    public init() {}

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.hasVoice(for: self, into: &output) else { return }
        let scanner = RawFormatScanner(locale: element.locale)
        let matches = scanner.matches(in: element.label.raw) + scanner.matches(in: element.value.raw)
        guard !matches.isEmpty else { return }
        let strings = element.screen.strings
        let parts = matches.map { match -> String in
            let key: StringKey =
                switch match.kind {
                case .date: .auditSpeechRawFormatDate
                case .currencyCode: .auditSpeechRawFormatCurrencyCode
                case .amount: .auditSpeechRawFormatAmount
                case .clockTime: .auditSpeechRawFormatClockTime
                }
            return strings.format(key, .text(match.text))
        }
        element.report(
            self, message: strings.format(.auditSpeechRawFormatMessage, .text(parts.joined(separator: "; "))),
            into: &output)
    }
}
