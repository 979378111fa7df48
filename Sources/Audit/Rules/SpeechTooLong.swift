import Foundation
import Localization
import Narration

/// `speech.too-long` (warning): the description narration composes when the element gains focus
/// (without the hint) lasts more than 4.0 s, measured from the first to the last sample of at least
/// 1% of full scale; and, when the verbosity speaks hints, the hint measured alone the same way. Not on a static
/// paragraph (``ElementContext/isStaticParagraph``): a paragraph is read, and a long one is what it is; what must be
/// short is what a user hears while moving through controls and headings. A text view's text
/// (``ElementContext/isTextView``) is such a document too: its description is measured without its value.
public struct SpeechTooLong: ElementRule, SynthesizingRule {
    public let id = "speech.too-long"
    public let defaultSeverity = Severity.warning
    public let summary = StringKey.auditSpeechTooLongSummary
    public let definition = StringKey.auditSpeechTooLongDescription

    /// Creates the rule.
    public init() {}

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard !element.isStaticParagraph else { return }
        guard let speech = element.speechTools(for: self, into: &output), let spoken = Self.speech(element, speech)
        else { return }
        let strings = element.screen.strings
        var parts: [String] = []
        if let seconds = try? speech.duration(of: spoken.description), seconds > SpeechAudit.longest {
            parts.append(strings.format(.auditSpeechTooLongDescriptionPart, .text(Self.seconds(seconds, strings))))
        }
        if let hint = spoken.hint, let seconds = try? speech.duration(of: hint), seconds > SpeechAudit.longest {
            parts.append(strings.format(.auditSpeechTooLongHintPart, .text(Self.seconds(seconds, strings))))
        }
        guard !parts.isEmpty else { return }
        element.report(
            self, message: strings.format(.auditSpeechTooLongMessage, .text(parts.joined(separator: "; "))),
            into: &output)
    }

    /// What is measured: the element's speech; a text view's without its text.
    private static func speech(_ element: ElementContext, _ speech: SpeechAudit) -> ElementSpeech? {
        guard element.isTextView, element.value.hasText else { return speech.speech(for: element) }
        var named = element.element
        named.value = nil
        return speech.speech(for: named, context: element.screen.tree.stop(ofNode: element.node)?.context ?? .none)
    }

    /// Seconds to 0.1, with the UI language's decimal separator.
    static func seconds(_ value: Double, _ strings: Strings) -> String {
        let formatter = NumberFormatter()
        formatter.locale = strings.locales.numbersLocale
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 1
        formatter.minimumIntegerDigits = 1
        let tenths = Int((value * 10).rounded())
        return formatter.string(from: NSNumber(value: value)) ?? "\(tenths / 10).\(tenths % 10)"
    }
}
