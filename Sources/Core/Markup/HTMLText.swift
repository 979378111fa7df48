/// HTML in text that is meant to be plain: finding its tags and character references (for the audit), decoding
/// the references, and keeping only the text of an HTML fragment (for imported descriptions). One hand-written
/// scanner over Unicode scalars, linear in the text's length: a tag's look-ahead stops at the next `<`, a
/// reference's after a few characters.
///
/// A tag is `<` (or `</`), the name of an HTML element, then whitespace, `/` or `>`, and a `>` before the next
/// `<`: `<b>`, `</i>`, `<br/>`, `<a href="…">`. A character reference is `&` and an HTML 4 name (or
/// `apos`) and `;`, or `&#` and decimal digits and `;`, or `&#x` and hexadecimal digits and `;`. So `a < b`,
/// `x<3`, `x<y and y>z`, `Hello <name>`, `Fish & Chips` and `AT&T;` are neither.
public enum HTMLText {
    /// A piece of markup found in a text.
    public struct Markup: Sendable, Equatable {
        /// What the piece is.
        public enum Kind: Sendable, Equatable {
            /// A start, end or empty-element tag.
            case tag
            /// A named, decimal or hexadecimal character reference.
            case characterReference
        }

        /// What the piece is.
        public var kind: Kind
        /// The piece as written (`<a href="https://x">`, `&amp;`).
        public var text: String

        /// A piece of markup.
        public init(kind: Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// The tags and character references of `text`, as written, in order.
    public static func markup(in text: String) -> [Markup] {
        let scalars = Array(text.unicodeScalars)
        var found: [Markup] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let tag = tag(in: scalars, at: index) {
                found.append(Markup(kind: .tag, text: string(scalars[index..<tag.end])))
                index = tag.end
            } else if scalar == "&", let reference = reference(in: scalars, at: index) {
                found.append(Markup(kind: .characterReference, text: string(scalars[index..<reference.end])))
                index = reference.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// `text` with its character references replaced by the characters they name (`R&amp;D` → `R&D`,
    /// `&#39;` → `'`, `&eacute;` → `é`); anything else, tags included, is kept as it is. A reference to no
    /// character (0, a surrogate, beyond U+10FFFF) becomes U+FFFD.
    public static func decodingCharacterReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let reference = reference(in: scalars, at: index) {
                result.append(reference.scalar)
                index = reference.end
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The text of an HTML fragment, as a listener should hear it and a terminal show it: tags removed (a link
    /// keeps its text, its address goes), `<br>` a line break, block tags (`<p>`, `<div>`, `<li>`, headings…)
    /// a line break before and after, character references decoded, runs of spaces and tabs one space, lines
    /// trimmed, blank lines at the ends dropped and inner runs of them kept as one. Text without markup only has
    /// its spacing tidied.
    public static func plainText(fromHTML html: String) -> String {
        if isPlainAlready(html) { return html }
        let scalars = Array(html.unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let tag = tag(in: scalars, at: index) {
                if tag.name == "br" || blockTags.contains(tag.name) { text.append("\n") }
                index = tag.end
            } else if scalar == "&", let reference = reference(in: scalars, at: index) {
                text.append(reference.scalar)
                index = reference.end
            } else {
                text.append(scalar == "\r" ? "\n" : scalar)
                index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            }
        }
        return tidied(String(text))
    }

    /// Whether ``plainText(fromHTML:)`` would give `text` back as it is: no `<`, `&` or line end, no tab, no
    /// space at either end or after another space (what most descriptions are, checked without building
    /// anything).
    private static func isPlainAlready(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "&"), 0x0A, 0x0D, 0x09: return false
            case 0x20 where previous == 0x20: return false
            default: previous = byte
            }
        }
        return previous != 0x20
    }

    // MARK: - Scanning

    /// Tags that stand on lines of their own.
    private static let blockTags: Set<String> = [
        "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "blockquote", "pre", "hr",
    ]

    /// The tag starting at `start` (a `<`): the index after its `>` and its name, lowercased.
    private static func tag(in scalars: [Unicode.Scalar], at start: Int) -> (end: Int, name: String)? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "/" { index += 1 }
        guard index < scalars.count, isLetter(scalars[index]) else { return nil }
        var name = String.UnicodeScalarView()
        while index < scalars.count, isLetter(scalars[index]) || isDigit(scalars[index]) {
            name.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { return nil }
        let next = scalars[index]
        guard next == ">" || next == "/" || next == " " || next == "\t" || next == "\n" || next == "\r" else {
            return nil
        }
        while index < scalars.count, scalars[index] != ">" {
            if scalars[index] == "<" { return nil }
            index += 1
        }
        guard index < scalars.count else { return nil }
        let lowercased = String(name).lowercased()
        guard elementNames.contains(lowercased) else { return nil }
        return (index + 1, lowercased)
    }

    /// The element names of HTML 4 and the common ones of HTML 5: only these make a tag, so `x<y and y>z` and
    /// `Hello <name>` are text.
    private static let elementNames: Set<String> = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "big",
        "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup",
        "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font",
        "footer", "form", "frame", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "i",
        "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link", "main", "mark", "meta", "nav",
        "noscript", "object", "ol", "optgroup", "option", "p", "param", "picture", "pre", "q", "s", "samp",
        "script", "section", "select", "small", "source", "span", "strike", "strong", "style", "sub", "summary",
        "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr",
        "tt", "u", "ul", "var", "video", "wbr",
    ]

    /// The character reference starting at `start` (an `&`): the index after its `;` and the character.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (end: Int, scalar: Unicode.Scalar)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            var radix: UInt32 = 10
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < scalars.count, let digit = digitValue(scalars[index], radix: radix) {
                // Eight digits are more than any code point needs; a longer run is no reference.
                guard digits < 8 else { return nil }
                value = value * radix + digit
                digits += 1
                index += 1
            }
            guard digits > 0, index < scalars.count, scalars[index] == ";" else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (index + 1, scalar ?? "\u{FFFD}")
        }
        var name = String.UnicodeScalarView()
        while index < scalars.count, name.count <= HTMLEntities.longestName,
            isLetter(scalars[index]) || isDigit(scalars[index])
        {
            name.append(scalars[index])
            index += 1
        }
        guard !name.isEmpty, index < scalars.count, scalars[index] == ";",
            let value = HTMLEntities.codePoint(named: String(name)), let scalar = Unicode.Scalar(value)
        else { return nil }
        return (index + 1, scalar)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        let value = scalar.value
        if ("0"..."9").contains(scalar) { return value - 0x30 }
        guard radix == 16 else { return nil }
        if ("a"..."f").contains(scalar) { return value - 0x61 + 10 }
        if ("A"..."F").contains(scalar) { return value - 0x41 + 10 }
        return nil
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Spaces and tabs in runs as one, lines trimmed, blank lines at the ends dropped, inner runs as one.
    private static func tidied(_ text: String) -> String {
        var lines: [String] = []
        var blankBefore = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var collapsed = ""
            var pendingSpace = false
            for character in line {
                if character == " " || character == "\t" {
                    pendingSpace = !collapsed.isEmpty
                } else {
                    if pendingSpace { collapsed.append(" ") }
                    pendingSpace = false
                    collapsed.append(character)
                }
            }
            if collapsed.isEmpty {
                blankBefore = !lines.isEmpty
            } else {
                if blankBefore { lines.append("") }
                blankBefore = false
                lines.append(collapsed)
            }
        }
        return lines.joined(separator: "\n")
    }
}
