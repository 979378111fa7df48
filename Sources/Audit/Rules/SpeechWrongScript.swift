import Core
import Localization

/// `speech.wrong-script` (error): the label, value or hint holds letters of a script the element's
/// voice cannot read. Letters whose script is Common or Inherited never count. Script sets: en,
/// de, es, fr voices: Latin; ja: Han (only through MeCab's kana reading in Speech), Hiragana, Katakana, Latin;
/// ar: Arabic, Latin. A language
/// without a set is skipped. The voice is that of the element's `language`, else of the screen's pass
/// locale: for a tree file the language the app shows it in (``AuditScreen/locale``), never Lector's own.
public struct SpeechWrongScript: ElementRule {
    public let id = "speech.wrong-script"
    public let defaultSeverity = Severity.error
    public let summary = StringKey.auditSpeechWrongScriptSummary
    public let definition = StringKey.auditSpeechWrongScriptDescription

    /// The scripts each voice reads, by language.
    public static let scripts: [String: Set<String>] = [
        "en": ["Latin"], "de": ["Latin"], "es": ["Latin"], "fr": ["Latin"],
        "ja": ["Han", "Hiragana", "Katakana", "Latin"], "ar": ["Arabic", "Latin"],
    ]

    /// Creates the rule.
    public init() {}

    public func check(_ element: ElementContext, into output: inout ElementOutput) {
        guard element.hasVoice(for: self, into: &output) else { return }
        guard let readable = Self.scripts[element.language] else {
            return output.skip(element.screen.skip(id, language: element.language, reason: .auditSkippedNoScripts))
        }
        var foreign: [String] = []
        var first: Unicode.Scalar?
        for text in [element.label.raw, element.value.raw, element.hint.raw] {
            for scalar in text.unicodeScalars where TextCharacters.isLetter(scalar) && !scalar.isASCII {
                let script = UnicodeScript.name(of: scalar)
                guard UnicodeScript.isSpecific(script), !readable.contains(script) else { continue }
                if first == nil { first = scalar }
                if !foreign.contains(script) { foreign.append(script) }
            }
        }
        guard let first else { return }
        let message = element.screen.strings.format(
            .auditSpeechWrongScriptMessage, .text(element.locale), .text(foreign.joined(separator: ", ")),
            .text(String(first)))
        element.report(self, message: message, into: &output)
    }
}
