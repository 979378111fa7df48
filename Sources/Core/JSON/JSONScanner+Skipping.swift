// Skipping a whole JSON value (the value of a key a schema does not know) without recursion.

extension JSONScanner {
    /// Reads and discards the value at the position, checking its syntax, its strings and its
    /// nesting: more than `maxDepth` arrays and objects inside one another fail with the depth limit.
    @inlinable
    public mutating func skipValue(maxDepth: Int) throws(JSONError) {
        // One entry per open array or object: true for an object.
        var open: [Bool] = []
        var needValue = true
        while true {
            skipWhitespace()
            if needValue {
                needValue = false
                switch valueKind {
                case .object, .array:
                    let isObject = current == UInt8(ascii: "{")
                    guard open.count < maxDepth else {
                        throw JSONError(
                            kind: .limitExceeded(.depth), offset: position,
                            message: "nesting deeper than the limit of \(maxDepth) levels")
                    }
                    open.append(isObject)
                    position += 1
                    skipWhitespace()
                    if current == UInt8(ascii: isObject ? "}" : "]") {
                        position += 1
                        open.removeLast()
                    } else if isObject {
                        try skipKeyAndColon()
                        needValue = true
                    } else {
                        needValue = true
                    }
                case .string: _ = try scanString(keep: false)
                case .number: try scanNumber()
                case .bool, .null: _ = try scanLiteral()
                case nil: throw unexpected("a JSON value")
                }
                continue
            }
            guard let isObject = open.last else { return }
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                try rejectTrailingComma()
                if isObject { try skipKeyAndColon() }
                needValue = true
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                position += 1
                open.removeLast()
            default:
                throw unexpected(isObject ? "',' or '}'" : "',' or ']'")
            }
        }
    }

    /// Reads `"key" :` inside an object being skipped.
    @usableFromInline
    mutating func skipKeyAndColon() throws(JSONError) {
        guard current == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
        _ = try scanString(keep: false)
        skipWhitespace()
        try consume(UInt8(ascii: ":"), "':' after the key")
    }

    /// Fails when a `]` or `}` follows a comma directly.
    @inlinable
    public mutating func rejectTrailingComma() throws(JSONError) {
        if current == UInt8(ascii: "]") || current == UInt8(ascii: "}") {
            throw JSONError(
                kind: .unexpectedCharacter(current == UInt8(ascii: "]") ? "]" : "}"), offset: position,
                message: "trailing comma: a value must follow ','")
        }
    }
}
