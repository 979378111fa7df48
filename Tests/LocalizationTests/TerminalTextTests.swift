import Localization
import Testing

/// User text made safe for a terminal: controls and bidi overrides visible, everything else kept.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("escape", "a\u{1B}[2Jb", "a␛[2Jb"),
        ("bell", "a\u{07}b", "a␇b"),
        ("line feed and tab", "a\nb\tc", "a␊b␉c"),
        ("nul", "a\u{0}b", "a␀b"),
        ("delete", "a\u{7F}b", "a␡b"),
        ("C1 CSI", "a\u{9B}2Jb", "a<U+009B>2Jb"),
        ("right-to-left override", "abc\u{202E}fed", "abc<U+202E>fed"),
        ("isolates", "\u{2066}x\u{2069}", "<U+2066>x<U+2069>"),
        ("plain", "Café Table · 1.299,99 €", "Café Table · 1.299,99 €"),
        ("arabic", "طاولة المقهى", "طاولة المقهى"),
    ])
    func visible(_ id: String, _ input: String, _ expected: String) {
        #expect(TerminalText.visible(input) == expected, "\(id)")
        #expect(TerminalText.visible(expected) == expected, "\(id): twice")
    }

    @Test func linesKeepTheirLineFeeds() {
        #expect(TerminalText.visibleLines("a\u{1B}\nb\u{07}\tc") == "a␛\nb␇\tc")
    }
}

extension TerminalTextTests {
    @Test func thePseudoLocaleKeepsItsOwnOverridesButNoOtherControl() {
        let text = "\u{202E}Cannot read\u{202C} a\u{1B}b"
        #expect(TerminalText.visible(text, keepingBidiControls: true) == "\u{202E}Cannot read\u{202C} a␛b")
        #expect(TerminalText.visible(text) == "<U+202E>Cannot read<U+202C> a␛b")
    }
}
