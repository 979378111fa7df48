extension XMLReader {
    // MARK: - Start tags (§3.1)

    /// `<Name (S Attribute)* S? ('>' | '/>')` at `index`.
    mutating func startTag(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent {
        let tagStart = index
        if phase == .epilog || phase == .finished { throw fail(.contentAfterRoot, at: tagStart, b) }
        if open.count >= maxDepth { throw error(.tooDeep(limit: maxDepth), at: tagStart, b) }
        let tagPosition = position(tagStart, b)
        index += 1
        let nameStart = index
        guard skipName(b) else { throw fail(.expected("an element name"), at: index, b) }
        let nameEnd = index
        let name = string(nameStart, nameEnd, b)
        var attributes: [XMLAttribute] = []
        var attributeRanges: [Range<Int>] = []
        var seenNames: Set<[UInt8]>?
        var isEmpty = false
        while true {
            let spaced = skipSpace(b)
            let byte = peek(index, b)
            if byte == XMLCharacters.greaterThan {
                index += 1
                break
            }
            if byte == XMLCharacters.slash {
                guard peek(index + 1, b) == XMLCharacters.greaterThan else { throw fail(.expected("'>'"), at: index + 1, b) }
                isEmpty = true
                break
            }
            let attributeStart = index
            guard skipName(b) else { throw fail(.expected("an attribute name, '>' or '/>'"), at: index, b) }
            guard spaced else { throw fail(.expected("white space before the attribute"), at: attributeStart, b) }
            let attributeEnd = index
            // A short list is compared in place; past 32 names a set keeps a long tag linear.
            let repeated: Bool
            if seenNames != nil {
                repeated = !(seenNames?.insert(Array(UnsafeBufferPointer(rebasing: b[attributeStart..<attributeEnd]))).inserted ?? true)
            } else {
                repeated = Self.contains(attributeRanges, attributeStart..<attributeEnd, b)
            }
            if repeated {
                throw error(.duplicateAttribute(string(attributeStart, attributeEnd, b)), at: attributeStart, b)
            }
            let attributePosition = position(attributeStart, b)
            skipSpace(b)
            guard peek(index, b) == XMLCharacters.equals else { throw fail(.expected("'='"), at: index, b) }
            index += 1
            skipSpace(b)
            let value = try attributeValue(b)
            attributeRanges.append(attributeStart..<attributeEnd)
            if attributeRanges.count == 32, seenNames == nil {
                seenNames = Set(attributeRanges.map { Array(UnsafeBufferPointer(rebasing: b[$0])) })
            }
            attributes.append(XMLAttribute(name: string(attributeStart, attributeEnd, b), value: value, position: attributePosition))
        }
        open.append(OpenElement(nameStart: nameStart, nameEnd: nameEnd, name: name, position: tagPosition))
        phase = .content
        if isEmpty {
            pendingEnd = XMLEvent(kind: .endElement(name: name), position: position(index, b))
            index += 2
            open.removeLast()
            if open.isEmpty { phase = .epilog }
        }
        return XMLEvent(kind: .startElement(name: name, attributes: attributes), position: tagPosition)
    }

    /// Whether `candidate` names the same bytes as one of `ranges`.
    private static func contains(_ ranges: [Range<Int>], _ candidate: Range<Int>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let slice = UnsafeBufferPointer(rebasing: b[candidate])
        for range in ranges where range.count == candidate.count {
            if UnsafeBufferPointer(rebasing: b[range]).elementsEqual(slice) { return true }
        }
        return false
    }

    /// `AttValue` at `index`: a quoted value, references replaced, white space normalized.
    private mutating func attributeValue(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> String {
        let quote = peek(index, b)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
            throw fail(.unquotedAttributeValue, at: index, b)
        }
        index += 1
        let start = index
        // Fast path: no reference and no white space but spaces, so the bytes are the value.
        while index < limit {
            let byte = b[index]
            if byte == quote {
                let value = string(start, index, b)
                index += 1
                return value
            }
            if byte == XMLCharacters.lessThan { throw error(.lessThanInAttributeValue, at: index, b) }
            if byte == XMLCharacters.ampersand || byte == XMLCharacters.tab || byte == XMLCharacters.lineFeed
                || byte == XMLCharacters.carriageReturn
            {
                break
            }
            index += 1
        }
        var value = Array(UnsafeBufferPointer(rebasing: b[start..<index]))
        while index < limit {
            let byte = b[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case XMLCharacters.lessThan:
                throw error(.lessThanInAttributeValue, at: index, b)
            case XMLCharacters.ampersand:
                try reference(into: &value, b)
            case XMLCharacters.carriageReturn:
                // CR LF is one line end, so one space.
                value.append(XMLCharacters.space)
                index += peek(index + 1, b) == XMLCharacters.lineFeed ? 2 : 1
            case XMLCharacters.tab, XMLCharacters.lineFeed:
                value.append(XMLCharacters.space)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
        }
        throw fail(.unexpectedEnd, at: index, b)
    }

    // MARK: - End tags (§3.1)

    /// `</Name S? '>'` at `index`.
    mutating func endTag(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLEvent {
        let tagStart = index
        if phase != .content { throw fail(phase == .prolog ? .expected("a start tag") : .contentAfterRoot, at: tagStart, b) }
        index += 2
        let nameStart = index
        guard skipName(b) else { throw fail(.expected("an element name"), at: index, b) }
        let nameEnd = index
        skipSpace(b)
        guard peek(index, b) == XMLCharacters.greaterThan else { throw fail(.expected("'>'"), at: index, b) }
        let innermost = open[open.count - 1]
        let same = nameEnd - nameStart == innermost.nameEnd - innermost.nameStart
            && UnsafeBufferPointer(rebasing: b[nameStart..<nameEnd])
                .elementsEqual(UnsafeBufferPointer(rebasing: b[innermost.nameStart..<innermost.nameEnd]))
        guard same else {
            throw error(
                .mismatchedEndTag(found: string(nameStart, nameEnd, b), expected: innermost.name, opened: innermost.position),
                at: tagStart, b)
        }
        index += 1
        open.removeLast()
        if open.isEmpty { phase = .epilog }
        return XMLEvent(kind: .endElement(name: innermost.name), position: position(tagStart, b))
    }
}
