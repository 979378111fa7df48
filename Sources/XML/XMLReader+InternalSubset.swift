extension XMLReader {
    // MARK: - Markup declarations of the internal subset (§3.2, §3.3, §4.2, §4.7)

    /// `<!ELEMENT S Name S contentspec S? '>'`, checked and skipped.
    mutating func elementDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        index += 9
        try requireSpaceAndName(b)
        try requireSpace(b)
        if looksAt("EMPTY", b) {
            index += 5
        } else if looksAt("ANY", b) {
            index += 3
        } else {
            try contentModel(b)
        }
        try endDeclaration(b)
    }

    /// `Mixed` or `children`: parenthesized groups of names joined by `|` or `,` with `?`, `*`
    /// or `+`, or `(#PCDATA (| Name)*)*`. Groups nest through a stack, not recursion.
    private mutating func contentModel(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        guard peek(index, b) == UInt8(ascii: "(") else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
        skipSpace(b)
        if looksAt("#PCDATA", b) {
            index += 7
            skipSpace(b)
            var names = 0
            while peek(index, b) == UInt8(ascii: "|") {
                index += 1
                skipSpace(b)
                guard skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
                names += 1
                skipSpace(b)
            }
            guard peek(index, b) == UInt8(ascii: ")") else { throw fail(.invalidDoctype, at: index, b) }
            index += 1
            if peek(index, b) == UInt8(ascii: "*") {
                index += 1
            } else if names > 0 {
                throw fail(.invalidDoctype, at: index, b)
            }
            return
        }
        // The separator of each open group: 0 until its second particle sets `|` or `,`.
        var separators: [UInt8] = [0]
        var expectParticle = true
        while !separators.isEmpty {
            if expectParticle {
                skipSpace(b)
                if peek(index, b) == UInt8(ascii: "(") {
                    guard separators.count < maxDepth else { throw error(.tooDeep(limit: maxDepth), at: index, b) }
                    index += 1
                    separators.append(0)
                    continue
                }
                guard skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
                skipOccurrence(b)
                expectParticle = false
                continue
            }
            skipSpace(b)
            let byte = peek(index, b)
            if byte == UInt8(ascii: ")") {
                index += 1
                separators.removeLast()
                skipOccurrence(b)
                continue
            }
            guard byte == UInt8(ascii: "|") || byte == UInt8(ascii: ","), separators[separators.count - 1] == 0
                || separators[separators.count - 1] == byte
            else { throw fail(.invalidDoctype, at: index, b) }
            separators[separators.count - 1] = byte
            index += 1
            expectParticle = true
        }
    }

    private mutating func skipOccurrence(_ b: UnsafeBufferPointer<UInt8>) {
        let byte = peek(index, b)
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") { index += 1 }
    }

    /// `<!ATTLIST S Name AttDef* S? '>'`, checked and skipped.
    mutating func attributeListDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        index += 9
        try requireSpaceAndName(b)
        while true {
            let spaced = skipSpace(b)
            if peek(index, b) == XMLCharacters.greaterThan {
                index += 1
                return
            }
            guard spaced, skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
            try requireSpace(b)
            try attributeType(b)
            try requireSpace(b)
            if looksAt("#REQUIRED", b) {
                index += 9
            } else if looksAt("#IMPLIED", b) {
                index += 8
            } else {
                if looksAt("#FIXED", b) {
                    index += 6
                    try requireSpace(b)
                }
                try literal(b, parameterReferences: false, entityReferences: false)
            }
        }
    }

    /// `AttType`: a string or tokenized type, `NOTATION (…)` or an enumeration.
    private mutating func attributeType(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        if peek(index, b) == UInt8(ascii: "(") {
            try enumeration(b, names: false)
            return
        }
        let start = index
        guard skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
        let word = string(start, index, b)
        if word == "NOTATION" {
            try requireSpace(b)
            try enumeration(b, names: true)
            return
        }
        guard ["CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS"].contains(word) else {
            throw error(.invalidDoctype, at: start, b)
        }
    }

    /// `'(' S? Nmtoken (S? '|' S? Nmtoken)* S? ')'` (names for a notation type).
    private mutating func enumeration(_ b: UnsafeBufferPointer<UInt8>, names: Bool) throws(XMLError) {
        guard peek(index, b) == UInt8(ascii: "(") else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
        while true {
            skipSpace(b)
            guard names ? skipName(b) : skipNameToken(b) else { throw fail(.invalidDoctype, at: index, b) }
            skipSpace(b)
            let byte = peek(index, b)
            index += 1
            if byte == UInt8(ascii: ")") { return }
            guard byte == UInt8(ascii: "|") else { throw fail(.invalidDoctype, at: index - 1, b) }
        }
    }

    /// `Nmtoken`: one or more name characters.
    private mutating func skipNameToken(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index
        while index < limit {
            let byte = b[index]
            if byte < 0x80 {
                guard XMLCharacters.isASCIINameCharacter(byte) else { break }
                index += 1
            } else {
                let (value, length) = XMLCharacters.scalar(at: index, in: b)
                guard XMLCharacters.isNameCharacter(value) else { break }
                index += length
            }
        }
        return index > start
    }

    /// `<!ENTITY S Name S EntityDef S? '>'` or `<!ENTITY S '%' S Name S PEDef S? '>'`, checked and
    /// skipped: nothing is declared.
    mutating func entityDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        index += 8
        try requireSpace(b)
        var parameter = false
        if peek(index, b) == XMLCharacters.percent {
            index += 1
            parameter = true
            try requireSpace(b)
        }
        guard skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
        try requireSpace(b)
        let byte = peek(index, b)
        if byte == XMLCharacters.quote || byte == XMLCharacters.apostrophe {
            try literal(b, parameterReferences: true, entityReferences: true)
        } else {
            try externalID(b, publicOnly: false)
            if !parameter {
                let save = index
                if skipSpace(b), looksAt("NDATA", b) {
                    index += 5
                    try requireSpaceAndName(b)
                } else {
                    index = save
                }
            }
        }
        try endDeclaration(b)
    }

    /// `<!NOTATION S Name S (ExternalID | PublicID) S? '>'`, checked and skipped.
    mutating func notationDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        index += 10
        try requireSpaceAndName(b)
        try requireSpace(b)
        try externalID(b, publicOnly: true)
        try endDeclaration(b)
    }

    /// `SYSTEM S SystemLiteral` or `PUBLIC S PubidLiteral S SystemLiteral` (the system literal
    /// optional for a notation).
    private mutating func externalID(_ b: UnsafeBufferPointer<UInt8>, publicOnly: Bool) throws(XMLError) {
        if looksAt("SYSTEM", b) {
            index += 6
            try requireSpace(b)
            try skipLiteral(publicID: false, b)
        } else if looksAt("PUBLIC", b) {
            index += 6
            try requireSpace(b)
            try skipLiteral(publicID: true, b)
            let save = index
            let spaced = skipSpace(b)
            let byte = peek(index, b)
            if spaced, byte == XMLCharacters.quote || byte == XMLCharacters.apostrophe {
                try skipLiteral(publicID: false, b)
            } else if publicOnly {
                index = save
            } else {
                throw fail(.invalidDoctype, at: index, b)
            }
        } else {
            throw fail(.invalidDoctype, at: index, b)
        }
    }

    /// A quoted entity value or default attribute value: no `<` in a default value, references
    /// well formed, character references to XML characters; `%` (a parameter-entity reference) is
    /// refused, as no parameter entity is ever declared; a default value may use only the five
    /// predefined entities.
    private mutating func literal(
        _ b: UnsafeBufferPointer<UInt8>, parameterReferences: Bool, entityReferences: Bool
    ) throws(XMLError) {
        let quote = peek(index, b)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
        var scratch: [UInt8] = []
        while index < limit {
            let byte = b[index]
            if byte == quote {
                index += 1
                return
            }
            if byte == XMLCharacters.lessThan, !entityReferences { throw error(.lessThanInAttributeValue, at: index, b) }
            if byte == XMLCharacters.percent, parameterReferences { throw error(.invalidDoctype, at: index, b) }
            if byte == XMLCharacters.ampersand {
                if entityReferences, peek(index + 1, b) != XMLCharacters.hash {
                    let start = index
                    index += 1
                    guard skipName(b), peek(index, b) == XMLCharacters.semicolon else {
                        throw fail(.malformedReference, at: index >= limit ? index : start, b)
                    }
                    index += 1
                } else {
                    scratch.removeAll(keepingCapacity: true)
                    try reference(into: &scratch, b)
                }
                continue
            }
            index += 1
        }
        throw fail(.unexpectedEnd, at: index, b)
    }

    // MARK: - Helpers

    private mutating func requireSpace(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        guard skipSpace(b) else { throw fail(.invalidDoctype, at: index, b) }
    }

    private mutating func requireSpaceAndName(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        guard skipSpace(b), skipName(b) else { throw fail(.invalidDoctype, at: index, b) }
    }

    /// `S? '>'`.
    private mutating func endDeclaration(_ b: UnsafeBufferPointer<UInt8>) throws(XMLError) {
        skipSpace(b)
        guard peek(index, b) == XMLCharacters.greaterThan else { throw fail(.invalidDoctype, at: index, b) }
        index += 1
    }
}
