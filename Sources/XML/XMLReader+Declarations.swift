extension XMLReader {
    // MARK: - Processing instructions and the XML declaration (§2.6, §2.8)

    /// `<?…?>` at `index`: the XML declaration (checked, no event) at the very start, or a
    /// processing instruction.
    mutating func processingInstruction(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent? {
        let start = index
        index += 2
        let targetStart = index
        guard skipName(b) else { throw fail(.expected("a processing instruction target"), at: index, b) }
        let targetEnd = index
        if targetEnd - targetStart == 3, b[targetStart] | 0x20 == UInt8(ascii: "x"), b[targetStart + 1] | 0x20 == UInt8(ascii: "m"),
           b[targetStart + 2] | 0x20 == UInt8(ascii: "l")
        {
            guard start == documentStart, b[targetStart] == UInt8(ascii: "x"), b[targetStart + 1] == UInt8(ascii: "m"),
                  b[targetStart + 2] == UInt8(ascii: "l")
            else { throw error(.misplacedXMLDeclaration, at: start, b) }
            try xmlDeclaration(b)
            return nil
        }
        let eventPosition = position(start, b)
        let target = string(targetStart, targetEnd, b)
        if looksAt("?>", b) {
            index += 2
            return XMLEvent(kind: .processingInstruction(target: target, data: ""), position: eventPosition)
        }
        guard skipSpace(b) else { throw fail(.expected("white space or '?>'"), at: index, b) }
        let dataStart = index
        while index < limit {
            if b[index] == XMLCharacters.question, peek(index + 1, b) == XMLCharacters.greaterThan {
                let data = string(dataStart, index, b)
                index += 2
                return XMLEvent(kind: .processingInstruction(target: target, data: data), position: eventPosition)
            }
            index += 1
        }
        throw fail(.unexpectedEnd, at: index, b)
    }

    /// The rest of `<?xml` at `index`: version, then encoding and standalone, then `?>`.
    private mutating func xmlDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        guard skipSpace(b), looksAt("version", b) else { throw fail(.invalidXMLDeclaration, at: index, b) }
        index += 7
        let (version, versionStart) = try declarationValue(b)
        guard version.count >= 3, version.hasPrefix("1."), version.utf8.dropFirst(2).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw error(.invalidXMLDeclaration, at: versionStart, b)
        }
        var spaced = skipSpace(b)
        if spaced, looksAt("encoding", b) {
            index += 8
            let (encoding, valueStart) = try declarationValue(b)
            let name = encoding.lowercased()
            guard let first = encoding.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else {
                throw error(.invalidXMLDeclaration, at: valueStart, b)
            }
            guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) else {
                throw error(.unsupportedEncoding(encoding), at: valueStart, b)
            }
            spaced = skipSpace(b)
        }
        if spaced, looksAt("standalone", b) {
            index += 10
            let (standalone, valueStart) = try declarationValue(b)
            guard standalone == "yes" || standalone == "no" else { throw error(.invalidXMLDeclaration, at: valueStart, b) }
            skipSpace(b)
        }
        guard looksAt("?>", b) else { throw fail(.invalidXMLDeclaration, at: index, b) }
        index += 2
    }

    /// `Eq` and a quoted value in the XML declaration: the value and the offset of its first character.
    private mutating func declarationValue(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> (String, Int) {
        skipSpace(b)
        guard peek(index, b) == XMLCharacters.equals else { throw fail(.invalidXMLDeclaration, at: index, b) }
        index += 1
        skipSpace(b)
        let quote = peek(index, b)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
            throw fail(.invalidXMLDeclaration, at: index, b)
        }
        index += 1
        let start = index
        while index < limit, b[index] != quote {
            let byte = b[index]
            let allowed = Self.isASCIIAlphanumericOrMark(byte)
            guard allowed else { throw error(.invalidXMLDeclaration, at: index, b) }
            index += 1
        }
        guard index < limit else { throw fail(.unexpectedEnd, at: index, b) }
        let value = string(start, index, b)
        index += 1
        return (value, start)
    }

    private static func isASCIIAlphanumericOrMark(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    // MARK: - Comments, CDATA sections, the document type (§2.5, §2.7, §2.8)

    /// `<!` at `index`: a comment or a CDATA section (events), or the document type declaration
    /// (checked, no event).
    mutating func declaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent? {
        let start = index
        if looksAt("<!--", b) {
            let eventPosition = position(start, b)
            let text = try comment(b)
            return XMLEvent(kind: .comment(text), position: eventPosition)
        }
        if looksAt("<![CDATA[", b) {
            guard phase == .content else {
                throw error(phase == .prolog ? .textBeforeRoot : .contentAfterRoot, at: start, b)
            }
            let eventPosition = position(start, b)
            index += 9
            let contentStart = index
            var normalized: [UInt8]?
            while index < limit {
                let byte = b[index]
                if byte == XMLCharacters.closingBracket, peek(index + 1, b) == XMLCharacters.closingBracket,
                   peek(index + 2, b) == XMLCharacters.greaterThan
                {
                    let text = normalized.map { String(decoding: $0, as: UTF8.self) } ?? string(contentStart, index, b)
                    index += 3
                    return XMLEvent(kind: .cdata(text), position: eventPosition)
                }
                if byte == XMLCharacters.carriageReturn {
                    if normalized == nil { normalized = Array(UnsafeBufferPointer(rebasing: b[contentStart..<index])) }
                    normalized?.append(XMLCharacters.lineFeed)
                    index += peek(index + 1, b) == XMLCharacters.lineFeed ? 2 : 1
                    continue
                }
                normalized?.append(byte)
                index += 1
            }
            throw fail(.unexpectedEnd, at: index, b)
        }
        if looksAt("<!DOCTYPE", b) {
            guard phase == .prolog, !sawDoctype else { throw error(.misplacedDoctype, at: start, b) }
            sawDoctype = true
            try doctype(b)
            return nil
        }
        throw fail(.expected("'<!--', '<![CDATA[' or '<!DOCTYPE'"), at: index + 2, b)
    }

    /// `<!--` at `index` to its `-->`; the text between.
    private mutating func comment(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> String {
        index += 4
        let start = index
        while index < limit {
            if b[index] == XMLCharacters.hyphen, peek(index + 1, b) == XMLCharacters.hyphen {
                guard peek(index + 2, b) == XMLCharacters.greaterThan else {
                    throw fail(.doubleHyphenInComment, at: index + 2 >= limit ? index + 2 : index, b)
                }
                let text = string(start, index, b)
                index += 3
                return text
            }
            index += 1
        }
        throw fail(.unexpectedEnd, at: index, b)
    }

    /// `<!DOCTYPE S Name (S ExternalID)? S? ('[' intSubset ']' S?)? '>'` at `index`, skipped.
    /// The internal subset's declarations are skipped to their `>` (quoted literals respected);
    /// nothing is declared.
    private mutating func doctype(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        index += 9
        guard skipSpace(b), skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
        var spaced = skipSpace(b)
        if spaced, looksAt("SYSTEM", b) {
            index += 6
            guard skipSpace(b) else { throw fail(.invalidDoctype, at: index, b) }
            try skipLiteral(publicID: false, b)
            spaced = skipSpace(b)
        } else if spaced, looksAt("PUBLIC", b) {
            index += 6
            guard skipSpace(b) else { throw fail(.invalidDoctype, at: index, b) }
            try skipLiteral(publicID: true, b)
            guard skipSpace(b) else { throw fail(.invalidDoctype, at: index, b) }
            try skipLiteral(publicID: false, b)
            spaced = skipSpace(b)
        }
        if peek(index, b) == XMLCharacters.openingBracket {
            index += 1
            try internalSubset(b)
            skipSpace(b)
        }
        guard peek(index, b) == XMLCharacters.greaterThan else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
    }

    /// A quoted system literal (anything but its quote) or public id literal (`PubidChar`s).
    mutating func skipLiteral(publicID: Bool, _ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        let quote = peek(index, b)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
        while index < limit, b[index] != quote {
            if publicID, !Self.isPublicIDCharacter(b[index]) { throw error(.invalidDoctype, at: index, b) }
            index += 1
        }
        guard index < limit else { throw fail(.unexpectedEnd, at: index, b) }
        index += 1
    }

    /// `PubidChar` (§2.3).
    private static func isPublicIDCharacter(_ byte: UInt8) -> Bool {
        if byte == 0x20 || byte == 0x0D || byte == 0x0A { return true }
        if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) { return true }
        return "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
    }

    /// The internal subset after its `[`, to and past its `]`: markup declarations, parameter
    /// entity references, comments, processing instructions and white space.
    private mutating func internalSubset(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        while true {
            skipSpace(b)
            guard index < limit else { throw fail(.unexpectedEnd, at: index, b) }
            let byte = b[index]
            if byte == XMLCharacters.closingBracket {
                index += 1
                return
            }
            if byte == XMLCharacters.percent {
                // Parameter entities are never declared, so a reference to one names nothing.
                let start = index
                index += 1
                let nameStart = index
                guard skipName(b), peek(index, b) == XMLCharacters.semicolon else { throw fail(.invalidDoctype, at: index, b) }
                throw error(.undeclaredEntity("%" + string(nameStart, index, b)), at: start, b)
            }
            if looksAt("<!--", b) {
                _ = try comment(b)
                continue
            }
            if looksAt("<?", b) {
                // A processing instruction; its event is not given (it is part of the doctype).
                guard try processingInstruction(b) != nil else { throw error(.misplacedXMLDeclaration, at: index, b) }
                continue
            }
            if looksAt("<!ELEMENT", b) {
                try elementDeclaration(b)
                continue
            }
            if looksAt("<!ATTLIST", b) {
                try attributeListDeclaration(b)
                continue
            }
            if looksAt("<!ENTITY", b) {
                try entityDeclaration(b)
                continue
            }
            if looksAt("<!NOTATION", b) {
                try notationDeclaration(b)
                continue
            }
            throw error(.invalidDoctype, at: index, b)
        }
    }
}
