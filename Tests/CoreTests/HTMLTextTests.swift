import Core
import Testing

/// Core's HTML scanner: character references decoded, HTML fragments reduced to their text, markup found.
@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("R&amp;D", "R&D"), ("&lt;b&gt;", "<b>"), ("&quot;x&quot; &apos;y&apos;", "\"x\" 'y'"),
        ("a&nbsp;b", "a\u{A0}b"), ("Caf&eacute; &Eacute;", "Café É"), ("&#39;&#x27;&#X27;", "'''"),
        ("&hellip;&mdash;&euro;&thetasym;", "…—€ϑ"), ("&#0; &#xD800; &#x110000;", "\u{FFFD} \u{FFFD} \u{FFFD}"),
        ("Fish & Chips", "Fish & Chips"), ("AT&T; &amp &unknown; &#; &#x;", "AT&T; &amp &unknown; &#; &#x;"),
        ("&#123456789;", "&#123456789;"), ("<b>kept</b>", "<b>kept</b>"), ("&", "&"), ("", ""),
    ])
    func decodesCharacterReferences(text: String, decoded: String) {
        #expect(HTMLText.decodingCharacterReferences(text) == decoded)
    }

    @Test(arguments: [
        (#"Taken at &lt;dawn&gt; &amp; <a href="https://x">the pier</a>"#, "Taken at <dawn> & the pier"),
        ("one<br>two<br/>three<BR />four", "one\ntwo\nthree\nfour"),
        ("<p>First</p><p>Second</p>", "First\n\nSecond"),
        ("  <b>  bold  </b>\t text  ", "bold text"),
        ("a < b and c > d", "a < b and c > d"),
        ("line one\r\nline two\n\n\n\nline three", "line one\nline two\n\nline three"),
        ("<unknown>kept</unknown>", "<unknown>kept</unknown>"),
        ("<a href='x'", "<a href='x'"),
        ("A photo described for listeners, number 5", "A photo described for listeners, number 5"),
        (" leading", "leading"), ("trailing ", "trailing"), ("two  spaces", "two spaces"), ("tab\there", "tab here"),
        ("a \u{301}b, café 東京", "a \u{301}b, café 東京"), ("", ""), (" ", ""),
    ])
    func keepsOnlyTheTextOfHTML(html: String, text: String) {
        #expect(HTMLText.plainText(fromHTML: html) == text)
    }

    @Test func theEntityTableHasTheHTML4SetAndApos() {
        #expect(HTMLEntities.codePoint(named: "amp") == 0x26)
        #expect(HTMLEntities.codePoint(named: "apos") == 0x27)
        #expect(HTMLEntities.codePoint(named: "nbsp") == 0xA0)
        #expect(HTMLEntities.codePoint(named: "eacute") == 0xE9)
        #expect(HTMLEntities.codePoint(named: "Omega") == 0x3A9)
        #expect(HTMLEntities.codePoint(named: "diams") == 0x2666)
        #expect(HTMLEntities.codePoint(named: "AMP") == nil)
    }
}
