import Testing
import XML

/// Lector's XML reader over libxml2: the events of well-formed documents with their positions, entities never
/// expanded or loaded, and errors at libxml2's line and column.
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

    /// The events without positions.
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

    static func at(_ line: Int, _ column: Int) -> XMLPosition {
        XMLPosition(line: line, column: column)
    }

    // MARK: - Well-formed

    @Test func elementsAttributesAndTextWithTheirPositions() throws {
        let events = try Self.events("<a>\n  <b x='1' y=\"2\"/>\n  hi\n</a>")
        #expect(
            events == [
                XMLEvent(kind: .startElement(name: "a", attributes: []), position: Self.at(1, 1)),
                XMLEvent(kind: .text("\n  "), position: Self.at(1, 4)),
                XMLEvent(
                    kind: .startElement(
                        name: "b",
                        attributes: [XMLAttribute(name: "x", value: "1"), XMLAttribute(name: "y", value: "2")]),
                    position: Self.at(2, 3)),
                XMLEvent(kind: .endElement(name: "b"), position: Self.at(2, 17)),
                XMLEvent(kind: .text("\n  hi\n"), position: Self.at(2, 19)),
                XMLEvent(kind: .endElement(name: "a"), position: Self.at(4, 1)),
            ])
    }

    @Test func namesAreKeptAsWritten() throws {
        let kinds = try Self.kinds(#"<x:a xmlns:x="urn:x" x:b='1' y:c="2"><y:d/></x:a>"#)
        #expect(
            kinds == [
                .startElement(
                    name: "x:a",
                    attributes: [
                        XMLAttribute(name: "xmlns:x", value: "urn:x"), XMLAttribute(name: "x:b", value: "1"),
                        XMLAttribute(name: "y:c", value: "2"),
                    ]),
                .startElement(name: "y:d", attributes: []), .endElement(name: "y:d"), .endElement(name: "x:a"),
            ])
    }

    @Test func predefinedEntitiesAndCharacterReferences() throws {
        let kinds = try Self.kinds(
            #"<a v="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#38;">&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#233;</a>"#
        )
        guard case let .startElement(_, attributes) = kinds.first else { Issue.record("no start"); return }
        #expect(attributes.first?.value == #"<>&'"AB&"#)
        #expect(kinds[1] == .text(#"<>&'"AB😀é"#))
        #expect(kinds.count == 3)
    }

    @Test func attributeValuesAreNormalizedAndLineEndsBecomeLF() throws {
        let kinds = try Self.kinds("<a v=\"1\n2\t3\r\n4&#10;5&#9;\">x\r\ny\rz</a>")
        guard case let .startElement(_, attributes) = kinds.first else { Issue.record("no start"); return }
        #expect(attributes.first?.value == "1 2 3 4\n5\t")
        #expect(kinds[1] == .text("x\ny\nz"))
    }

    @Test func cdataCommentsAndProcessingInstructions() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone='yes'?>\n<!-- first -->\n<?app do it?><a>t<![CDATA[<b>&amp;]]]]><!----><?x?></a><!-- after -->"
        let events = try Self.events(text)
        #expect(
            events.map(\.kind) == [
                .comment(" first "), .processingInstruction(target: "app", data: "do it"),
                .startElement(name: "a", attributes: []),
                .text("t"), .cdata("<b>&amp;]]"), .comment(""), .processingInstruction(target: "x", data: ""),
                .endElement(name: "a"),
                .comment(" after "),
            ])
        #expect(
            events.map(\.position) == [
                Self.at(2, 1), Self.at(3, 1), Self.at(3, 14), Self.at(3, 17), Self.at(3, 18), Self.at(3, 40),
                Self.at(3, 47),
                Self.at(3, 52), Self.at(3, 56),
            ])
    }

    @Test func theDoctypeAndItsInternalSubsetAreSkipped() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
              <!ELEMENT plist ANY>
              <!ATTLIST plist version CDATA "1>0" extra CDATA "default">
              <!ENTITY e SYSTEM "file:///etc/passwd">
              <!-- a comment with ] and > -->
              <?pi data?>
              <!ELEMENT a ((b, c) | d+)?>
            ]>
            <plist version="1.0"/>
            """
        let events = try Self.events(text)
        #expect(
            events == [
                XMLEvent(
                    kind: .startElement(name: "plist", attributes: [XMLAttribute(name: "version", value: "1.0")]),
                    position: Self.at(10, 1)),
                XMLEvent(kind: .endElement(name: "plist"), position: Self.at(10, 21)),
            ])
    }

    @Test func entitiesAreNeverExpandedOrLoaded() {
        let declared = Self.failure("<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>")
        #expect(declared?.kind == .undeclaredEntity("e"))
        #expect(declared?.position.line == 2)
        let external = Self.failure("<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>")
        #expect(external?.kind == .undeclaredEntity("e"))
        // With an external subset libxml2 only warns of an undeclared entity; it is an error all the same.
        let plist = Self.failure(
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist>&x;</plist>"
        )
        #expect(plist?.kind == .undeclaredEntity("x"))
        let inAttribute = Self.failure("<!DOCTYPE a SYSTEM \"a.dtd\"><a b=\"&x;\"/>")
        #expect(inAttribute?.kind == .undeclaredEntity("x"))
        let parameter = Self.failure("<!DOCTYPE a [ %pe; ]><a/>")
        #expect(parameter?.kind == .undeclaredEntity("pe"))
    }

    @Test func aBillionLaughsStopsAtTheFirstReference() {
        var subset = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            subset += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let error = Self.failure("<!DOCTYPE a [\(subset)]>\n<a>&lol9;</a>")
        #expect(error?.kind == .undeclaredEntity("lol9"))
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsCountScalars() throws {
        let events = try Self.events(Array("\u{FEFF}<a>é😀\t<b/></a>".utf8))
        #expect(events.first?.position == Self.at(1, 1))
        #expect(events.dropFirst(2).first?.position == Self.at(1, 7))
    }

    @Test func theEncodingDeclarationIsIgnoredAndOnlyUTF8IsRead() {
        #expect(
            (try? Self.kinds("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>é</a>")) == [
                .startElement(name: "a", attributes: []), .text("é"), .endElement(name: "a"),
            ])
        let latin1 = Self.failure(
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>".utf8) + [0xE9] + Array("</a>".utf8))
        #expect(latin1?.position == Self.at(1, 47))
        #expect(Self.failure([0xFF, 0xFE, 0x3C, 0x00])?.kind == .unsupportedEncoding("UTF-16"))
        #expect(Self.failure([0x3C, 0x00, 0x3F, 0x00])?.kind == .unsupportedEncoding("UTF-16"))
    }

    @Test func deepNestingUpToTheLimitIsRead() throws {
        let text = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
        #expect(try Self.events(text, maxDepth: 50).count == 100)
        let deepest = XMLReader.defaultMaxDepth
        let limit = String(repeating: "<a>", count: deepest) + String(repeating: "</a>", count: deepest)
        #expect(try Self.events(limit).count == 2 * deepest)
    }

    @Test func nestingPastTheLimitFailsAtTheTag() {
        let error = Self.failure("<a><a><a><a></a></a></a></a>", maxDepth: 3)
        #expect(error == XMLError(kind: .tooDeep(limit: 3), position: Self.at(1, 10)))
        let deepest = XMLReader.defaultMaxDepth + 1
        let deep = String(repeating: "<a>", count: deepest) + String(repeating: "</a>", count: deepest)
        #expect(Self.failure(deep)?.kind == .tooDeep(limit: XMLReader.defaultMaxDepth))
    }

    @Test func aTagOfManyAttributesFindsARepeatedName() {
        let attributes = (0..<5_000).map { " a\($0)=\"\($0)\"" }.joined()
        #expect(Self.failure("<a\(attributes) a4999=\"x\"/>") != nil)
        #expect(Self.failure("<a\(attributes)/>") == nil)
    }

    @Test func positionsHoldPastLibxml2sInputChunks() throws {
        let line = "<b x=\"é\"/>\n"
        let text = "<a>\n" + String(repeating: line, count: 2_000) + "<c/></a>"
        let events = try Self.events(text)
        let starts = events.filter { if case .startElement = $0.kind { true } else { false } }
        #expect(starts.count == 2_002)
        #expect(starts.last?.position == Self.at(2_002, 1))
        #expect(starts[1_500].position == Self.at(1_501, 1))
    }

    // MARK: - Malformed

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ line: Int, _ column: Int) {
            self.init(name, Array(text.utf8), line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
        }
    }

    /// Where libxml2 stops on each mistake: the line, and the column in characters.
    static let malformed: [Case] = [
        Case("mismatched end tag", "<a>\n  <b></c></a>", 2, 10),
        Case("mismatch after multibyte text", "<a>é😀</b>", 1, 10),
        Case("unclosed element", "<a>\n<b>", 2, 4),
        Case("unquoted attribute", "<a>\n\t\t<b x=1/></a>", 2, 8),
        Case(
            "a < where an attribute goes", "<?xml version=\"1.0\"?>\n<d>\n<objects><view id=\"a\" <\n</objects></d>", 3,
            23),
        Case("< in an attribute value", #"<a x="<"/>"#, 1, 7),
        Case("duplicate attribute", #"<a x="1" y="2" x="3"/>"#, 1, 21),
        Case("surrogate character reference", "<a>\n&#xD800;</a>", 2, 9),
        Case("undeclared entity", "<a>x &nbsp;</a>", 1, 12),
        Case("bare ampersand", "<a>a & b</a>", 1, 7),
        Case("text after the root", "<a/>\nhello", 2, 1),
        Case("text before the root", "hi<a/>", 1, 1),
        Case("NUL", Array("<a>\n x".utf8) + [0] + Array("</a>".utf8), 2, 3),
        Case("invalid UTF-8", Array("<a>é".utf8) + [0xFF] + Array("</a>".utf8), 1, 5),
        Case("-- in a comment", "<a><!-- a -- b --></a>", 1, 11),
        Case("XML declaration not at the start", "\n<?xml version=\"1.0\"?><a/>", 2, 6),
        Case("empty document", "", 1, 1),
        Case("CR LF lines", "<a>\r\n<b>\r\n</c>", 3, 5),
    ]

    @Test(arguments: malformed)
    func malformedDocumentsFailWhereLibxml2Stops(_ sample: Case) throws {
        let error = try #require(Self.failure(sample.bytes))
        #expect(error.position.line == sample.line)
        #expect(error.position.column == sample.column)
    }

    @Test func theEventsBeforeAnErrorComeFirstAndTheErrorComesAgain() throws {
        var reader = XMLReader(Array("<a><b/></c>".utf8))
        #expect(try reader.next()?.kind == .startElement(name: "a", attributes: []))
        #expect(try reader.next()?.kind == .startElement(name: "b", attributes: []))
        #expect(try reader.next()?.kind == .endElement(name: "b"))
        #expect(throws: XMLError.self) { try reader.next() }
        #expect(throws: XMLError.self) { try reader.next() }
    }

    @Test func theDescriptionNamesLineColumnAndLibxml2sMessage() throws {
        let error = try #require(Self.failure("<a>\n</b>"))
        #expect(error.description == "2:5: Opening and ending tag mismatch: a line 1 and b")
    }
}
