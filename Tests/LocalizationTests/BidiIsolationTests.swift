import Foundation
import Testing

@testable import Localization

/// Bidi-safe display text in right-to-left languages (localization.md §9): isolated placeholders and Latin
/// runs on the display channel, U+200F before a line that opens with a Latin placeholder, nothing on the
/// speech channel or in left-to-right languages.
@Suite struct BidiIsolationTests {
    static let fsi = "\u{2068}"
    static let pdi = "\u{2069}"
    static let rlm = "\u{200F}"

    static func arabic() -> Strings {
        Strings(
            tables: [
                StringsTable(
                    language: "ar",
                    entries: [
                        StringsEntry(key: "missing", value: "الخيار %@ يحتاج إلى قيمة."),
                        StringsEntry(key: "at", value: "%1$@: %2$@"),
                        StringsEntry(key: "voices", value: "شغّل espeak-ng --voices لعرض قائمة الأصوات."),
                        StringsEntry(key: "count", value: "%1$@ %2$d من %3$d."),
                    ]),
                StringsTable(
                    language: "en", entries: [StringsEntry(key: "missing", value: "Option %@ needs a value.")]),
            ],
            locales: ResolvedLocales(messages: "ar_EG", numbers: "ar_EG", time: "ar_EG", strings: "ar", speech: "ar_EG")
        )
    }

    @Test func displayIsolatesTextArguments() {
        let text = Self.arabic().format(StringKey("missing"), .text("--voice"))
        #expect(text == "الخيار \(Self.fsi)--voice\(Self.pdi) يحتاج إلى قيمة.")
    }

    @Test func speechGetsNoMarks() {
        let text = Self.arabic().format(StringKey("missing"), .text("--voice"), channel: .speech)
        #expect(text == "الخيار --voice يحتاج إلى قيمة.")
        #expect(!text.unicodeScalars.contains { [0x200F, 0x2068, 0x2069].contains($0.value) })
    }

    @Test func aLineOpeningWithALatinPlaceholderStartsWithRLM() {
        let strings = Self.arabic()
        let latin = strings.format(StringKey("at"), .text("/home/sam/photo.jpg"), .text("ليس صورة"))
        #expect(latin == "\(Self.rlm)\(Self.fsi)/home/sam/photo.jpg\(Self.pdi): \(Self.fsi)ليس صورة\(Self.pdi)")
        let arabic = strings.format(StringKey("at"), .text("صور"), .text("فارغ"))
        #expect(!arabic.hasPrefix(Self.rlm), "an Arabic first argument keeps the line right to left by itself")
        let series = strings.format(StringKey("count"), .text("Photos"), .number(2), .number(4))
        #expect(series.hasPrefix(Self.rlm + Self.fsi + "Photos" + Self.pdi))
    }

    @Test func literalLatinRunsAreIsolated() {
        #expect(
            Self.arabic().format(StringKey("voices"))
                == "شغّل \(Self.fsi)espeak-ng --voices\(Self.pdi) لعرض قائمة الأصوات.")
        #expect(Self.arabic().displayText(StringKey("voices")).contains("\(Self.fsi)espeak-ng --voices\(Self.pdi)"))
    }

    @Test(arguments: [
        (
            "لغة «%@». استخدم وسمًا مثل ar-EG أو ar_EG.UTF-8.",
            "لغة «%@». استخدم وسمًا مثل \u{2068}ar-EG\u{2069} أو \u{2068}ar_EG.UTF-8\u{2069}."
        ),
        (
            "شغّل lector COMMAND --help لعرض خيارات أمر ما.",
            "شغّل \u{2068}lector COMMAND --help\u{2069} لعرض خيارات أمر ما."
        ),
        (
            "ملف (JSON كما يطبعه inspect --json، أو xib)",
            "ملف (\u{2068}JSON\u{2069} كما يطبعه \u{2068}inspect --json\u{2069}، أو \u{2068}xib\u{2069})"
        ),
        ("RULE [FIELD=VALUE]... -- REASON. السبب", "\u{2068}RULE [FIELD=VALUE]... -- REASON\u{2069}. السبب"),
        ("بلا لاتينية", "بلا لاتينية"),
        ("\u{200F}\u{202E}Usage:\u{202C} %@", "\u{200F}\u{202E}Usage:\u{202C} %@"),
    ])
    func isolatesLatinRuns(template: String, expected: String) {
        #expect(BidiIsolation.isolatingLatinRuns(template) == expected)
    }

    @Test func leftToRightLanguagesAreUntouched() {
        let english = Strings(
            tables: [
                StringsTable(language: "en", entries: [StringsEntry(key: "missing", value: "Option %@ needs a value.")])
            ],
            locales: .english)
        #expect(english.format(StringKey("missing"), .text("--voice")) == "Option --voice needs a value.")
    }

    @Test func firstStrongDirectionSkipsIsolates() {
        #expect(BidiIsolation.firstStrongIsRightToLeft("abc صور") == false)
        #expect(BidiIsolation.firstStrongIsRightToLeft("\u{2068}abc\u{2069} صور") == true)
        #expect(BidiIsolation.firstStrongIsRightToLeft("12 --") == nil)
    }

    /// The terminal keeps Lector's own isolates (balanced pairs) and makes a stray one visible.
    @Test func terminalTextKeepsBalancedIsolatesOnly() {
        #expect(TerminalText.visible("a \u{2068}b\u{2069} c") == "a \u{2068}b\u{2069} c")
        #expect(TerminalText.visible("a \u{2068}b") == "a <U+2068>b")
        #expect(TerminalText.visible("a b\u{2069}") == "a b<U+2069>")
        #expect(TerminalText.visible("\u{2068}x\u{202E}y\u{2069}") == "\u{2068}x<U+202E>y\u{2069}")
    }
}
