// The grammar of JSON, one event at a time: the only place where JSON text is parsed.

extension JSONStream {
    /// The next event, or nil once the document has ended (nothing but whitespace may follow it).
    public func next() throws(JSONStreamError) -> JSONEvent? {
        while true {
            switch state {
            case .start:
                try fill(4)
                try token { (scanner: inout JSONLexer) throws(JSONError) in try scanner.skipByteOrderMark() }
                try skipWhitespace()
                guard !isAtEnd else { throw failure(.emptyInput, "empty input: expected a JSON value") }
                state = .value
            case .value:
                return try value()
            case .firstMember:
                try skipWhitespace()
                if current == nil { try fill(1) }
                guard current == UInt8(ascii: "}") else {
                    state = .key
                    continue
                }
                return close()
            case .firstElement:
                try skipWhitespace()
                if current == nil { try fill(1) }
                guard current == UInt8(ascii: "]") else {
                    state = .value
                    continue
                }
                return close()
            case .key:
                return try key()
            case .colon:
                try skipWhitespace()
                try token { (scanner: inout JSONLexer) throws(JSONError) in
                    try scanner.consume(UInt8(ascii: ":"), "':' after the key")
                }
                state = .value
            case .afterValue:
                guard let isObject = open.last else {
                    try documentEnd()
                    return nil
                }
                try skipWhitespace()
                if current == nil { try fill(1) }
                if current == UInt8(ascii: ",") {
                    index += 1
                    try skipWhitespace()
                    try token { (scanner: inout JSONLexer) throws(JSONError) in try scanner.rejectTrailingComma() }
                    state = isObject ? .key : .value
                    continue
                }
                guard current == UInt8(ascii: isObject ? "}" : "]") else {
                    let expected = isObject ? "',' or '}'" : "',' or ']'"
                    try token { (scanner: inout JSONLexer) throws(JSONError) in throw scanner.unexpected(expected) }
                    return nil  // not reached: the token above always fails
                }
                return close()
            case .done:
                return nil
            }
        }
    }

    /// The value at the read position: a scalar, or the start of an array or object.
    private func value() throws(JSONStreamError) -> JSONEvent {
        try skipWhitespace()
        if !sourceEnded, count - index < Self.margin { try fill(Self.margin) }
        eventOffset = base + index
        values += 1
        if values > limits.maxNodes {
            throw failure(.limitExceeded(.nodes), "more than the limit of \(limits.maxNodes) values in one document")
        }
        let keep = !discarding
        switch current ?? 0 {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = current == UInt8(ascii: "{")
            guard open.count < limits.maxDepth else {
                throw failure(.limitExceeded(.depth), "nesting deeper than the limit of \(limits.maxDepth) levels")
            }
            index += 1
            open.append(isObject)
            state = isObject ? .firstMember : .firstElement
            return isObject ? .objectStart : .arrayStart
        case UInt8(ascii: "\""):
            let text = try token { (scanner: inout JSONLexer) throws(JSONError) in try scanner.scanString(keep: keep) }
            state = .afterValue
            return .scalar(.string(text ?? ""))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try token { (scanner: inout JSONLexer) throws(JSONError) in try scanner.scanNumberValue() }
            state = .afterValue
            return .scalar(number)
        default:
            let flag = try token { (scanner: inout JSONLexer) throws(JSONError) in
                guard scanner.valueKind == .bool || scanner.valueKind == .null else {
                    throw scanner.unexpected("a JSON value")
                }
                return try scanner.scanLiteral()
            }
            state = .afterValue
            return .scalar(flag.map(JSONValue.bool) ?? .null)
        }
    }

    /// `"key"` in the innermost object (its `:` is read with the next event).
    private func key() throws(JSONStreamError) -> JSONEvent {
        eventOffset = base + index
        let keep = !discarding
        let name = try token { (scanner: inout JSONLexer) throws(JSONError) in
            guard scanner.current == UInt8(ascii: "\"") else { throw scanner.unexpected("a key in double quotes") }
            return try scanner.scanString(keep: keep)
        }
        state = .colon
        return .key(name ?? "")
    }

    /// The `]` or `}` at the read position.
    private func close() -> JSONEvent {
        eventOffset = base + index
        index += 1
        let isObject = open.removeLast()
        state = .afterValue
        return isObject ? .objectEnd : .arrayEnd
    }

    /// Checks that only whitespace follows the document.
    private func documentEnd() throws(JSONStreamError) {
        try skipWhitespace()
        guard isAtEnd else {
            try token { (scanner: inout JSONLexer) throws(JSONError) in
                if let problem = JSONText.encodingProblem(in: scanner.bytes, at: scanner.position) { throw problem }
                let found = JSONText.describeCharacter(in: scanner.bytes, at: scanner.position)
                throw JSONError(
                    kind: .trailingContent, offset: scanner.position, path: "$",
                    message: "unexpected \(found) after the end of the JSON value")
            }
            return
        }
        state = .done
    }
}
