/// Why an XML text is not well-formed (or not readable by Lector): the class of problem and the
/// exact place, the character at fault (the `<` of an unexpected tag, the `&` of a bad reference,
/// the first byte of a bad character, the end of the input when it ends too early).
public struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: Sendable, Hashable {
        /// Bytes that are not UTF-8 (a bad sequence, an overlong form, a surrogate).
        case invalidUTF8
        /// A NUL byte.
        case nulCharacter
        /// A code point XML does not allow (a C0 control other than tab, LF and CR; U+FFFE; U+FFFF).
        case invalidCharacter(UInt32)
        /// A byte-order mark or encoding declaration of an encoding other than UTF-8.
        case unsupportedEncoding(String)
        /// No root element at all.
        case noRootElement
        /// The input ends inside markup or a reference.
        case unexpectedEnd
        /// The input ends while elements are open: the innermost, and where it starts.
        case unclosedElement(name: String, opened: XMLPosition)
        /// An end tag that does not close the open element (named, opened there).
        case mismatchedEndTag(found: String, expected: String, opened: XMLPosition)
        /// An end tag with no element open.
        case unexpectedEndTag(String)
        /// Something that cannot stand here (described, e.g. `a name`, `'='`, `'>'`).
        case expected(String)
        /// An attribute value without quotes.
        case unquotedAttributeValue
        /// A `<` inside an attribute value.
        case lessThanInAttributeValue
        /// A second attribute of the same name in one start tag.
        case duplicateAttribute(String)
        /// A `&` that starts no reference (`&` alone, no `;`).
        case malformedReference
        /// A reference to an entity other than `lt`, `gt`, `amp`, `apos`, `quot`.
        case undeclaredEntity(String)
        /// A character reference to a code point XML does not allow, or not a number.
        case invalidCharacterReference(String)
        /// `]]>` in character data.
        case cdataEndInText
        /// `--` inside a comment.
        case doubleHyphenInComment
        /// Text other than white space before the root element.
        case textBeforeRoot
        /// Text, an element or a CDATA section after the root element.
        case contentAfterRoot
        /// An XML declaration that is not at the very start, or a processing instruction named `xml`.
        case misplacedXMLDeclaration
        /// An XML declaration without a version, or with a bad version, encoding or standalone value.
        case invalidXMLDeclaration
        /// A document type declaration after the root element or a second one.
        case misplacedDoctype
        /// A document type declaration that does not parse.
        case invalidDoctype
        /// Elements nested deeper than the reader's limit.
        case tooDeep(limit: Int)
    }

    /// The class of problem.
    public var kind: Kind
    /// Where it is.
    public var position: XMLPosition

    /// An error.
    public init(kind: Kind, position: XMLPosition) {
        self.kind = kind
        self.position = position
    }

    /// `LINE:COLUMN: what is wrong`, in English.
    public var description: String {
        "\(position): \(message)"
    }

    /// What is wrong, in English.
    public var message: String {
        switch kind {
        case .invalidUTF8: "bytes that are not UTF-8"
        case .nulCharacter: "a NUL character"
        case .invalidCharacter(let value): "character U+\(Self.hex(value)) is not allowed in XML"
        case .unsupportedEncoding(let name): "encoding \(name) is not supported (only UTF-8)"
        case .noRootElement: "no root element"
        case .unexpectedEnd: "the text ends inside markup"
        case let .unclosedElement(name, opened): "element <\(name)> opened at \(opened) is not closed"
        case let .mismatchedEndTag(found, expected, opened):
            "end tag </\(found)> does not close <\(expected)> opened at \(opened)"
        case .unexpectedEndTag(let name): "end tag </\(name)> closes no element"
        case .expected(let what): "expected \(what)"
        case .unquotedAttributeValue: "an attribute value must be in quotes"
        case .lessThanInAttributeValue: "'<' in an attribute value"
        case .duplicateAttribute(let name): "attribute \(name) is repeated"
        case .malformedReference: "'&' starts no reference (write &amp;)"
        case .undeclaredEntity(let name): "entity &\(name); is not declared"
        case .invalidCharacterReference(let text): "character reference &#\(text); names no XML character"
        case .cdataEndInText: "']]>' in character data"
        case .doubleHyphenInComment: "'--' inside a comment"
        case .textBeforeRoot: "text before the root element"
        case .contentAfterRoot: "content after the root element"
        case .misplacedXMLDeclaration: "an XML declaration is allowed only at the start"
        case .invalidXMLDeclaration: "a malformed XML declaration"
        case .misplacedDoctype: "a document type declaration is allowed only once, before the root element"
        case .invalidDoctype: "a malformed document type declaration"
        case .tooDeep(let limit): "elements nested deeper than \(limit)"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
