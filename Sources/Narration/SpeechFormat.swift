import Localization

/// A table format of the speech channel read once for composition (``Composer/format(_:arguments:)``): its
/// literal runs already finished as product text, its argument slots in order.
struct SpeechFormat: Sendable {
    /// One run of the format.
    enum Part: Sendable {
        /// Literal text, and the same text finished as a format literal.
        case literal(String, SpokenText)
        /// The 0-based index of the argument written there.
        case argument(Int)
    }

    let parts: [Part]
    /// Whether the literal text has a decimal digit (a count the voice's rules may rewrite: ``SpokenCounts``).
    let hasDigit: Bool
    /// Whether the format has a private-use scalar, which the general way reads as an argument's place.
    let hasPrivateUse: Bool

    /// Reads `template` (a speech-channel table value) and finishes its literals in `language`.
    init(_ template: String, language: NarrationLanguage) {
        parts = PlaceholderTemplate(template).parts.map { part in
            switch part {
            case .literal(let text): .literal(text, language.process(formatLiteral: text))
            case .argument(let index): .argument(index)
            }
        }
        hasDigit = template.unicodeScalars.contains { $0.properties.numericType == .decimal }
        hasPrivateUse = template.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }
    }
}
