import Testing
import XML

/// Lector's XML reader: the events of well-formed documents with their positions, and every
/// well-formedness error at its exact line and column.
@Suite struct XMLReaderTests {
    /// Every event of `text`.
    static func events(_ text: String, maxDepth: Int = XMLReader.defaultMaxDepth) throws(XMLError) -> [XMLEvent] {
        try events(Array(text.utf8), maxDepth: maxDepth)
    }

    static func events(_ bytes: [UInt8], maxDepth: Int = XMLReader.defaultMaxDepth) throws(XMLError) -> [XMLEvent] {
        var reader = XMLReader(bytes, maxDepth: maxDepth)
        var events: [XMLEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }

    /// The events without positions, text pieces joined.
    static func kinds(_ text: String) throws -> [XMLEvent.Kind] {
        try events(text).map(\.kind)
    }

    /// The error reading `bytes`.
    static func failure(_ bytes: [UInt8], maxDepth: Int = XMLReader.defaultMaxDepth) -> XMLError? {
        do {
            _ = try events(bytes, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    static func failure(_ text: String, maxDepth: Int = XMLReader.defaultMaxDepth) -> XMLError? {
        failure(Array(text.utf8), maxDepth: maxDepth)
    }

    static func at(_ line: Int, _ column: Int, _ offset: Int) -> XMLPosition {
        XMLPosition(line: line, column: column, offset: offset)
    }

    // MARK: - Well-formed

    @Test func elementsAttributesAndTextWithTheirPositions() throws {
        let events = try Self.events("<a>\n  <b x='1' y=\"2\"/>\n  hi\n</a>")
        #expect(events == [
            XMLEvent(kind: .startElement(name: "a", attributes: []), position: Self.at(1, 1, 0)),
            XMLEvent(kind: .text("\n  "), position: Self.at(1, 4, 3)),
            XMLEvent(
                kind: .startElement(name: "b", attributes: [
                    XMLAttribute(name: "x", value: "1", position: Self.at(2, 6, 9)),
                    XMLAttribute(name: "y", value: "2", position: Self.at(2, 12, 15)),
                ]),
                position: Self.at(2, 3, 6)),
            XMLEvent(kind: .endElement(name: "b"), position: Self.at(2, 17, 20)),
            XMLEvent(kind: .text("\n  hi\n"), position: Self.at(2, 19, 22)),
            XMLEvent(kind: .endElement(name: "a"), position: Self.at(4, 1, 28)),
        ])
    }

    @Test func namespacesAreNotProcessed() throws {
        let kinds = try Self.kinds(#"<x:a xmlns:x="urn:x" x:b='1'></x:a>"#)
        #expect(kinds == [
            .startElement(name: "x:a", attributes: [
                XMLAttribute(name: "xmlns:x", value: "urn:x", position: Self.at(1, 6, 5)),
                XMLAttribute(name: "x:b", value: "1", position: Self.at(1, 22, 21)),
            ]),
            .endElement(name: "x:a"),
        ])
    }

    @Test func predefinedEntitiesAndCharacterReferences() throws {
        let kinds = try Self.kinds(#"<a v="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;">&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#233;</a>"#)
        guard case let .startElement(_, attributes) = kinds.first else { Issue.record("no start"); return }
        #expect(attributes.first?.value == #"<>&'"AB"#)
        #expect(kinds[1] == .text(#"<>&'"AB😀é"#))
    }

    @Test func attributeValuesAreNormalizedAndLineEndsBecomeLF() throws {
        let kinds = try Self.kinds("<a v=\"1\n2\t3\r\n4&#10;5&#9;\">x\r\ny\rz</a>")
        guard case let .startElement(_, attributes) = kinds.first else { Issue.record("no start"); return }
        #expect(attributes.first?.value == "1 2 3 4\n5\t")
        #expect(kinds[1] == .text("x\ny\nz"))
    }

    @Test func cdataCommentsAndProcessingInstructions() throws {
        let kinds = try Self.kinds("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone='yes'?>\n<!-- first -->\n<?app do it?><a><![CDATA[<b>&amp;]]]]><!----><?x?></a><!-- after -->")
        #expect(kinds == [
            .comment(" first "), .processingInstruction(target: "app", data: "do it"), .startElement(name: "a", attributes: []),
            .cdata("<b>&amp;]]"), .comment(""), .processingInstruction(target: "x", data: ""), .endElement(name: "a"), .comment(" after "),
        ])
    }

    @Test func theDoctypeAndItsInternalSubsetAreSkipped() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
              <!ELEMENT plist ANY>
              <!ATTLIST plist version CDATA "1>0">
              <!ENTITY e SYSTEM "file:///etc/passwd">
              <!-- a comment with ] and > -->
              <?pi data?>
              <!ELEMENT a ((b, c) | d+)?>
            ]>
            <plist version="1.0"/>
            """
        let events = try Self.events(text)
        #expect(events.map(\.kind) == [
            .startElement(name: "plist", attributes: [XMLAttribute(name: "version", value: "1.0", position: Self.at(10, 8, 318))]),
            .endElement(name: "plist"),
        ])
        #expect(events.first?.position.line == 10)
    }

    @Test func entitiesAreNeverExpandedOrLoaded() {
        let declared = Self.failure("<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<a>&e;</a>")
        #expect(declared == XMLError(kind: .undeclaredEntity("e"), position: Self.at(2, 4, 58)))
        let external = Self.failure("<!DOCTYPE a SYSTEM \"file:///etc/passwd\"><a>&e;</a>")
        #expect(external?.kind == .undeclaredEntity("e"))
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountScalars() throws {
        let events = try Self.events(Array("\u{FEFF}<a>é😀\t<b/></a>".utf8))
        #expect(events.first?.position == Self.at(1, 1, 3))
        #expect(events.dropFirst(2).first?.position == Self.at(1, 7, 13))
    }

    @Test func deepNestingUpToTheLimitIsRead() throws {
        let text = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
        #expect(try Self.events(text, maxDepth: 50).count == 100)
    }

    @Test func aTagOfManyAttributesFindsARepeatedName() {
        let attributes = (0..<5_000).map { " a\($0)=\"\($0)\"" }.joined()
        let text = "<a\(attributes) a4999=\"x\"/>"
        #expect(Self.failure(text)?.kind == .duplicateAttribute("a4999"))
        #expect(Self.failure("<a\(attributes)/>") == nil)
    }

    // MARK: - Malformed

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var kind: XMLError.Kind
        var line: Int
        var column: Int
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ kind: XMLError.Kind, _ line: Int, _ column: Int) {
            self.init(name, Array(text.utf8), kind, line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ kind: XMLError.Kind, _ line: Int, _ column: Int) {
            self.name = name
            self.bytes = bytes
            self.kind = kind
            self.line = line
            self.column = column
        }
    }

    static let malformed: [Case] = [
        Case("mismatched end tag", "<a>\n  <b></c></a>",
             .mismatchedEndTag(found: "c", expected: "b", opened: at(2, 3, 6)), 2, 6),
        Case("unclosed element", "<a>\n<b>", .unclosedElement(name: "b", opened: at(2, 1, 4)), 2, 4),
        Case("unquoted attribute", "<a x=1/>", .unquotedAttributeValue, 1, 6),
        Case("no space between attributes", #"<a x="1"y="2"/>"#, .expected("white space before the attribute"), 1, 9),
        Case("a < where an attribute goes", "<?xml version=\"1.0\"?>\n<d>\n<objects><view id=\"a\" <\n</objects></d>",
             .expected("an attribute name, '>' or '/>'"), 3, 23),
        Case("attribute without =", #"<a x "1"/>"#, .expected("'='"), 1, 6),
        Case("< in an attribute value", #"<a x="<"/>"#, .lessThanInAttributeValue, 1, 7),
        Case("duplicate attribute", #"<a x="1" y="2" x="3"/>"#, .duplicateAttribute("x"), 1, 16),
        Case("surrogate character reference", "<a>\n&#xD800;</a>", .invalidCharacterReference("xD800"), 2, 1),
        Case("NUL character reference", "<a>&#0;</a>", .invalidCharacterReference("0"), 1, 4),
        Case("character reference past U+10FFFF", "<a>&#x110000;</a>", .invalidCharacterReference("x110000"), 1, 4),
        Case("character reference with a capital X", "<a>&#X41;</a>", .invalidCharacterReference("X41"), 1, 4),
        Case("undeclared entity", "<a>x &nbsp;</a>", .undeclaredEntity("nbsp"), 1, 6),
        Case("bare ampersand", "<a>a & b</a>", .malformedReference, 1, 6),
        Case("reference without semicolon", "<a x='&amp'/>", .malformedReference, 1, 7),
        Case("text after the root", "<a/>\nhello", .contentAfterRoot, 2, 1),
        Case("a second root", "<a/><b/>", .contentAfterRoot, 1, 5),
        Case("text before the root", "hi<a/>", .textBeforeRoot, 1, 1),
        Case("NUL", Array("<a>\n x".utf8) + [0] + Array("</a>".utf8), .nulCharacter, 2, 3),
        Case("invalid UTF-8", Array("<a>é".utf8) + [0xFF] + Array("</a>".utf8), .invalidUTF8, 1, 5),
        Case("overlong UTF-8", Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8), .invalidUTF8, 1, 4),
        Case("encoded surrogate", Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), .invalidUTF8, 1, 4),
        Case("control character", Array("<a>".utf8) + [0x01] + Array("</a>".utf8), .invalidCharacter(1), 1, 4),
        Case("U+FFFE", "<a>\u{FFFE}</a>", .invalidCharacter(0xFFFE), 1, 4),
        Case("]]> in text", "<a>x]]>y</a>", .cdataEndInText, 1, 5),
        Case("-- in a comment", "<a><!-- a -- b --></a>", .doubleHyphenInComment, 1, 11),
        Case("comment ending in --->", "<a><!-- a ---></a>", .doubleHyphenInComment, 1, 11),
        Case("XML declaration not at the start", "\n<?xml version=\"1.0\"?><a/>", .misplacedXMLDeclaration, 2, 1),
        Case("PI named XML", "<a><?XML x?></a>", .misplacedXMLDeclaration, 1, 4),
        Case("XML declaration without version", "<?xml encoding=\"UTF-8\"?><a/>", .invalidXMLDeclaration, 1, 7),
        Case("XML declaration of version 2", "<?xml version=\"2.0\"?><a/>", .invalidXMLDeclaration, 1, 16),
        Case("ISO 8859-1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", .unsupportedEncoding("ISO-8859-1"), 1, 31),
        Case("UTF-16 byte-order mark", [0xFF, 0xFE, 0x3C, 0x00], .unsupportedEncoding("UTF-16"), 1, 1),
        Case("empty document", "", .noRootElement, 1, 1),
        Case("only white space", " \n ", .noRootElement, 2, 2),
        Case("only a comment", "<!-- x -->", .noRootElement, 1, 11),
        Case("CDATA before the root", "<![CDATA[x]]><a/>", .textBeforeRoot, 1, 1),
        Case("doctype after the root", "<a/><!DOCTYPE a>", .misplacedDoctype, 1, 5),
        Case("two doctypes", "<!DOCTYPE a><!DOCTYPE a><a/>", .misplacedDoctype, 1, 13),
        Case("garbage in the internal subset", "<!DOCTYPE a [ x ]><a/>", .invalidDoctype, 1, 15),
        Case("a parameter entity reference", "<!DOCTYPE a [ %pe; ]><a/>", .undeclaredEntity("%pe"), 1, 15),
        Case("an unknown attribute type", "<!DOCTYPE a [<!ATTLIST a b CDAT #IMPLIED>]><a/>", .invalidDoctype, 1, 28),
        Case("a bad content model", "<!DOCTYPE a [<!ELEMENT a (b|c,d)>]><a/>", .invalidDoctype, 1, 30),
        Case("end tag with nothing open", "</a>", .expected("a start tag"), 1, 1),
        Case("end tag cut off", "<a></a", .unexpectedEnd, 1, 7),
        Case("unterminated attribute value", "<a x=\"1", .unexpectedEnd, 1, 8),
        Case("unterminated comment", "<a><!-- x", .unexpectedEnd, 1, 10),
        Case("name starting with a digit", "<1a/>", .expected("an element name"), 1, 2),
        Case("mismatch after multibyte text", "<a>é😀</b>", .mismatchedEndTag(found: "b", expected: "a", opened: at(1, 1, 0)), 1, 6),
        Case("CR LF lines", "<a>\r\n<b>\r\n</c>", .mismatchedEndTag(found: "c", expected: "b", opened: at(2, 1, 5)), 3, 1),
        Case("lone CR lines", "<a>\r</b>", .mismatchedEndTag(found: "b", expected: "a", opened: at(1, 1, 0)), 2, 1),
    ]

    @Test(arguments: malformed)
    func malformedDocumentsFailAtTheExactPlace(_ sample: Case) throws {
        let error = try #require(Self.failure(sample.bytes))
        #expect(error.kind == sample.kind)
        #expect(error.position.line == sample.line)
        #expect(error.position.column == sample.column)
    }

    @Test func nestingPastTheLimitFailsAtTheTag() {
        let error = Self.failure("<a><a><a><a></a></a></a></a>", maxDepth: 3)
        #expect(error == XMLError(kind: .tooDeep(limit: 3), position: Self.at(1, 10, 9)))
    }

    @Test func theErrorComesAgainOnTheNextCall() throws {
        var reader = XMLReader(Array("<a></b>".utf8))
        _ = try reader.next()
        #expect(throws: XMLError.self) { try reader.next() }
        #expect(throws: XMLError.self) { try reader.next() }
    }

    @Test func theEarlierOfAMarkupErrorAndABadByteIsReported() {
        #expect(Self.failure(Array("<a></b>".utf8) + [0xFF])?.kind == .mismatchedEndTag(found: "b", expected: "a", opened: Self.at(1, 1, 0)))
        #expect(Self.failure(Array("<a>".utf8) + [0xFF] + Array("</b>".utf8))?.kind == .invalidUTF8)
        #expect(Self.failure(Array("<a/>".utf8) + [0x00])?.kind == .nulCharacter)
    }

    @Test func theDescriptionNamesLineAndColumn() throws {
        let error = try #require(Self.failure("<a>\n</b>"))
        #expect(error.description == "2:1: end tag </b> does not close <a> opened at 1:1")
    }
}
