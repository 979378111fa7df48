import CLibXML2

/// One run of libxml2's SAX2 parser over a document: the callbacks turn into ``XMLEvent``s, positions are found
/// from the parser's byte offset (`xmlByteConsumed`) at each callback, and the first error stops the parse.
///
/// Where each event starts: libxml2 calls back at the end of a piece of markup (a start tag's callback with the
/// parser at its `>` or `/>`), and character data never holds a `<`; so a piece of markup starts at the first `<`
/// after the end of the previous one, and a text run right at that end.
final class XMLParse {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let library: XMLLibrary
    private var context: xmlParserCtxtPtr?
    /// How far the input callback has handed the bytes to libxml2.
    private var handed = 0
    private var locator: XMLLocator
    private(set) var events: [XMLEvent] = []
    private(set) var failure: XMLError?
    /// The offset just past the previous piece of markup.
    private var markupEnd: Int
    /// The offset of the `/>` of the empty-element tag just started.
    private var emptyElementEnd: Int?
    private var depth = 0
    private var inDoctype = false
    private var text: [UInt8]?
    private var textStart = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, library: XMLLibrary) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.library = library
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        locator = XMLLocator(start: bom)
        markupEnd = bom
    }

    /// Parses `bytes`: the events in document order, and the error that stopped the parse.
    static func run(_ bytes: [UInt8], maxDepth: Int) -> ([XMLEvent], XMLError?) {
        if let encoding = otherEncoding(bytes) {
            return ([], XMLError(kind: .unsupportedEncoding(encoding), position: XMLPosition(line: 1, column: 1)))
        }
        let library: XMLLibrary
        switch XMLLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): return ([], error)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let parse = XMLParse(bytes: buffer, maxDepth: maxDepth, library: library)
            parse.parse()
            return (parse.events, parse.failure)
        }
    }

    /// The encoding libxml2 would find in the first bytes when it is not UTF-8 (its `xmlDetectCharEncoding`), or nil.
    static func otherEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        if (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) { return "UTF-16" }
        guard bytes.count >= 4 else { return nil }
        let first = Array(bytes[0..<4])
        if first == [0x4C, 0x6F, 0xA7, 0x94] { return "EBCDIC" }
        let utf16: [[UInt8]] = [[0x00, 0x3C, 0x00, 0x3F], [0x3C, 0x00, 0x3F, 0x00]]
        if utf16.contains(first) { return "UTF-16" }
        let ucs4: [[UInt8]] = [[0, 0, 0, 0x3C], [0x3C, 0, 0, 0], [0, 0, 0x3C, 0], [0, 0x3C, 0, 0]]
        if ucs4.contains(first) { return "UCS-4" }
        return nil
    }

    // MARK: - The parse

    private func parse() {
        var handler = xmlSAXHandler()
        handler.initialized = LECTOR_XML_SAX2_MAGIC
        handler.startDocument = { user in XMLParse.from(user).startDocument() }
        handler.internalSubset = { user, _, _, _ in XMLParse.from(user).inDoctype = true }
        handler.externalSubset = { user, _, _, _ in XMLParse.from(user).endDoctype() }
        // No entity is known and nothing is ever loaded.
        handler.getEntity = { _, _ in nil }
        handler.getParameterEntity = { _, _ in nil }
        handler.resolveEntity = { _, _, _ in nil }
        handler.startElementNs = {
            user, local, prefix, _, namespaceCount, namespaces, attributeCount, defaulted, attributes in
            XMLParse.from(user).startElement(
                local: local, prefix: prefix, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                attributeCount: Int(attributeCount - defaulted), attributes: attributes)
        }
        handler.endElementNs = { user, local, prefix, _ in XMLParse.from(user).endElement(local: local, prefix: prefix)
        }
        handler.characters = { user, characters, length in XMLParse.from(user).characters(characters, Int(length)) }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { user, characters, length in XMLParse.from(user).cdata(characters, Int(length)) }
        handler.comment = { user, value in XMLParse.from(user).comment(value) }
        handler.processingInstruction = { user, target, data in XMLParse.from(user).processingInstruction(target, data)
        }
        handler.reference = { user, name in XMLParse.from(user).reference(name) }
        handler.serror = { user, error in
            guard let user, let error else { return }
            XMLParse.from(user).diagnostic(error.pointee)
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let read: lector_xml_input_read = { me, buffer, length in
            guard let me, let buffer else { return -1 }
            return XMLParse.from(me).read(into: buffer, length: Int(length))
        }
        guard let context = library.api.xmlCreateIOParserCtxt(&handler, me, read, nil, me, 0) else {
            failure = XMLError(
                kind: .malformed(code: 0, message: "libxml2 made no parser"), position: XMLPosition(line: 1, column: 1))
            return
        }
        self.context = context
        defer { library.api.xmlFreeParserCtxt(context) }
        _ = library.api.xmlCtxtUseOptions(
            context,
            Int32(
                LECTOR_XML_PARSE_NONET | LECTOR_XML_PARSE_IGNORE_ENC | LECTOR_XML_PARSE_NOWARNING
                    | LECTOR_XML_PARSE_NOERROR))
        _ = library.api.xmlParseDocument(context)
        self.context = nil
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> XMLParse {
        Unmanaged<XMLParse>.fromOpaque(user!).takeUnretainedValue()
    }

    /// libxml2's input callback: the next bytes of the document.
    private func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        let count = min(length, bytes.count - handed)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + handed, byteCount: count)
        handed += count
        return Int32(count)
    }

    /// The parser's offset in the document.
    private var offset: Int {
        guard let context else { return markupEnd }
        return min(max(0, library.api.xmlByteConsumed(context)), bytes.count)
    }

    private func position(_ offset: Int) -> XMLPosition {
        locator.position(at: offset, in: bytes)
    }

    /// Where the markup after the previous piece starts: its `<`.
    private func markupStart() -> Int {
        var index = markupEnd
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return index
    }

    private func fail(_ error: XMLError) {
        guard failure == nil else { return }
        failure = error
        if let context { library.api.xmlStopParser(context) }
    }

    private func add(_ kind: XMLEvent.Kind, at offset: Int) {
        events.append(XMLEvent(kind: kind, position: position(offset)))
    }

    /// Hands out the text run read so far.
    private func endText() {
        guard let run = text else { return }
        text = nil
        add(.text(String(decoding: run, as: UTF8.self)), at: textStart)
    }

    // MARK: - Callbacks

    private func startDocument() {
        markupEnd = offset
    }

    private func endDoctype() {
        inDoctype = false
        markupEnd = offset
    }

    private func startElement(
        local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, namespaceCount: Int,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard failure == nil else { return }
        endText()
        let start = markupStart()
        guard depth < maxDepth else {
            fail(XMLError(kind: .tooDeep(limit: maxDepth), position: position(start)))
            return
        }
        depth += 1
        var list: [XMLAttribute] = []
        list.reserveCapacity(namespaceCount + attributeCount)
        if let namespaces {
            for index in 0..<namespaceCount {
                let name = Self.qualified(namespaces[2 * index].map { Self.string($0) }, "xmlns", prefixFirst: false)
                list.append(XMLAttribute(name: name, value: namespaces[2 * index + 1].map { Self.string($0) } ?? ""))
            }
        }
        if let attributes {
            for index in 0..<attributeCount {
                let name = Self.qualified(
                    attributes[5 * index + 1].map { Self.string($0) },
                    attributes[5 * index].map { Self.string($0) } ?? "")
                var value = ""
                if let from = attributes[5 * index + 3], let to = attributes[5 * index + 4] {
                    value = Self.attributeValue(UnsafeBufferPointer(start: from, count: to - from))
                }
                list.append(XMLAttribute(name: name, value: value))
            }
        }
        let name = Self.qualified(prefix.map { Self.string($0) }, local.map { Self.string($0) } ?? "")
        events.append(XMLEvent(kind: .startElement(name: name, attributes: list), position: position(start)))
        let end = offset
        if end < bytes.count, bytes[end] == UInt8(ascii: ">") {
            markupEnd = end + 1
        } else {
            emptyElementEnd = end
            markupEnd = end
        }
    }

    private func endElement(local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) {
        guard failure == nil else { return }
        endText()
        let start = emptyElementEnd ?? markupStart()
        emptyElementEnd = nil
        depth -= 1
        add(
            .endElement(name: Self.qualified(prefix.map { Self.string($0) }, local.map { Self.string($0) } ?? "")),
            at: start)
        markupEnd = offset
    }

    private func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        guard failure == nil, let characters else { return }
        if text == nil {
            text = []
            textStart = markupEnd
        }
        text?.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    }

    private func cdata(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        guard failure == nil else { return }
        endText()
        let start = markupStart()
        let content =
            characters.map { String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
        add(.cdata(content), at: start)
        markupEnd = offset
    }

    private func comment(_ value: UnsafePointer<xmlChar>?) {
        guard failure == nil, !inDoctype else { return }
        endText()
        add(.comment(value.map { Self.string($0) } ?? ""), at: markupStart())
        markupEnd = offset
    }

    private func processingInstruction(_ target: UnsafePointer<xmlChar>?, _ data: UnsafePointer<xmlChar>?) {
        guard failure == nil, !inDoctype else { return }
        endText()
        let kind = XMLEvent.Kind.processingInstruction(
            target: target.map { Self.string($0) } ?? "", data: data.map { Self.string($0) } ?? "")
        add(kind, at: markupStart())
        markupEnd = offset
    }

    /// A reference to an entity libxml2 did not expand (it reports the entity as undeclared first).
    private func reference(_ name: UnsafePointer<xmlChar>?) {
        fail(XMLError(kind: .undeclaredEntity(name.map { Self.string($0) } ?? ""), position: position(offset)))
    }

    /// A warning or error of libxml2: the first error ends the parse. Namespace errors are not XML 1.0 errors
    /// (names are read as written), and warnings are not errors, except a reference to an undeclared entity.
    private func diagnostic(_ error: xmlError) {
        guard failure == nil, error.domain != LECTOR_XML_FROM_NAMESPACE else { return }
        let place = XMLPosition(line: max(1, Int(error.line)), column: max(1, Int(error.int2)))
        if error.code == LECTOR_XML_ERR_UNDECLARED_ENTITY || error.code == LECTOR_XML_WAR_UNDECLARED_ENTITY {
            fail(XMLError(kind: .undeclaredEntity(error.str1.map { String(cString: $0) } ?? ""), position: place))
            return
        }
        guard error.level >= LECTOR_XML_ERR_ERROR else { return }
        var message = error.message.map { String(cString: $0) } ?? "libxml2 error \(error.code)"
        while message.last?.isWhitespace == true { message.removeLast() }
        fail(XMLError(kind: .malformed(code: Int(error.code), message: message), position: place))
    }

    // MARK: - Strings

    private static func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        String(cString: pointer)
    }

    /// `prefix:name`, or `name` without a prefix; `name:prefix` for a namespace declaration's `xmlns:prefix`.
    private static func qualified(_ prefix: String?, _ name: String, prefixFirst: Bool = true) -> String {
        guard let prefix else { return name }
        return prefixFirst ? prefix + ":" + name : name + ":" + prefix
    }

    /// An attribute value as libxml2's SAX2 hands it over without entity substitution: each `&` of the value
    /// (written `&amp;` or `&#38;`) comes as `&#38;`, and no other `&` is left (any other reference is an error).
    private static func attributeValue(_ raw: UnsafeBufferPointer<xmlChar>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var value: [UInt8] = []
        value.reserveCapacity(raw.count)
        var index = 0
        let escaped = Array("&#38;".utf8)
        while index < raw.count {
            if raw[index] == UInt8(ascii: "&"), index + escaped.count <= raw.count,
                raw[index..<(index + escaped.count)].elementsEqual(escaped)
            {
                value.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                value.append(raw[index])
                index += 1
            }
        }
        return String(decoding: value, as: UTF8.self)
    }
}
