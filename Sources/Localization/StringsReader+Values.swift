// Arrays, dictionaries and data as values: read with an explicit stack, then set aside.
extension StringsReader {
    private enum Frame {
        case array(afterValue: Bool)
        case dictionary(DictionaryState)
    }

    private enum DictionaryState {
        case key, afterKey, value, afterValue
    }

    /// Reads an array, dictionary or data value starting at its opening character and returns
    /// its kind (`array`, `dictionary`, `data`). Nesting is bounded by ``depthLimit``.
    mutating func skipStructuredValue() throws(Failure) -> String {
        guard let opening = current else { throw unexpected(nil, expecting: "a value") }
        let kind = opening == "(" ? "array" : opening == "{" ? "dictionary" : "data"
        var stack: [(frame: Frame, at: TextPosition)] = []
        try open(&stack)
        while let (frame, at) = stack.last {
            try skipTrivia()
            guard let scalar = current else {
                let (name, closing) = if case .array = frame { ("array", ")") } else { ("dictionary", "}") }
                throw failure("unterminated \(name): add \"\(closing)\" to close what opens here", at: at)
            }
            let top = stack.count - 1
            switch frame {
            case .array(afterValue: false):
                if scalar == ")" {
                    advance()
                    stack.removeLast()
                } else {
                    stack[top].frame = .array(afterValue: true)
                    try openValue(scalar, &stack)
                }
            case .array(afterValue: true):
                switch scalar {
                case ",":
                    advance()
                    stack[top].frame = .array(afterValue: false)
                case ")":
                    advance()
                    stack.removeLast()
                default:
                    throw unexpected(scalar, expecting: "\",\" or \")\" in an array")
                }
            case .dictionary(.key):
                if scalar == "}" {
                    advance()
                    stack.removeLast()
                } else if Self.startsString(scalar) {
                    _ = try parseString()
                    stack[top].frame = .dictionary(.afterKey)
                } else {
                    throw unexpected(scalar, expecting: "a key or \"}\" in a dictionary")
                }
            case .dictionary(.afterKey):
                switch scalar {
                case "=":
                    advance()
                    stack[top].frame = .dictionary(.value)
                case ";":
                    advance()
                    stack[top].frame = .dictionary(.key)
                default:
                    throw unexpected(scalar, expecting: "\"=\" or \";\" after the key")
                }
            case .dictionary(.value):
                stack[top].frame = .dictionary(.afterValue)
                try openValue(scalar, &stack)
            case .dictionary(.afterValue):
                guard scalar == ";" else { throw unexpected(scalar, expecting: "\";\" after the value") }
                advance()
                stack[top].frame = .dictionary(.key)
            }
        }
        return kind
    }

    /// Reads a value inside an array or dictionary: a string or data whole, an array or
    /// dictionary by pushing it.
    private mutating func openValue(
        _ scalar: Unicode.Scalar, _ stack: inout [(frame: Frame, at: TextPosition)]
    ) throws(Failure) {
        if Self.startsString(scalar) {
            _ = try parseString()
        } else if scalar == "(" || scalar == "{" || scalar == "<" {
            try open(&stack)
        } else {
            throw unexpected(scalar, expecting: "a value")
        }
    }

    /// Opens the array or dictionary at the cursor, or reads the data there.
    private mutating func open(_ stack: inout [(frame: Frame, at: TextPosition)]) throws(Failure) {
        let at = position
        switch current {
        case "(":
            advance()
            stack.append((.array(afterValue: false), at))
        case "{":
            advance()
            stack.append((.dictionary(.key), at))
        default:
            try skipData()
            return
        }
        if stack.count > Self.depthLimit {
            throw failure("values nested more than \(Self.depthLimit) deep", at: at)
        }
    }

    /// Reads `< hex pairs and blanks >` starting at `<`, as CF does (no comments inside).
    private mutating func skipData() throws(Failure) {
        let at = position
        advance()
        while let scalar = current {
            switch scalar {
            case ">":
                advance()
                return
            case " ", "\n", "\t", "\r", "\u{2028}", "\u{2029}":
                advance()
            case let digit where Self.hexValue(digit) != nil:
                advance()
                guard let second = current, Self.hexValue(second) != nil else {
                    throw failure("data with an odd number of hex digits", at: position)
                }
                advance()
            default:
                throw unexpected(scalar, expecting: "hex digits or \">\" in data")
            }
        }
        throw failure("unterminated data: add \">\" to close what opens here", at: at)
    }
}
