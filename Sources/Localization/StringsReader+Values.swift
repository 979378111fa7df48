import Core

// Arrays, dictionaries and data as values: read with an explicit stack into a `PlistNode` tree.
extension StringsReader {
    private enum Frame {
        case array(afterValue: Bool)
        case dictionary(DictionaryState)
    }

    private enum DictionaryState {
        case key, afterKey, value, afterValue
    }

    /// One open array or dictionary with what it holds so far.
    private struct Open {
        var frame: Frame
        var at: TextPosition
        var items: [PlistNode] = []
        var members: [PlistNode.Member] = []
        /// The key read last in a dictionary, waiting for its value.
        var key: (text: String, at: TextPosition)?

        var node: PlistNode {
            let value: PlistNode.Value = if case .array = frame { .array(items) } else { .dictionary(members) }
            return PlistNode(value: value, line: at.line, column: at.column)
        }
    }

    /// Reads an array, dictionary or data value starting at its opening character and returns
    /// its kind (`array`, `dictionary`, `data`). Nesting is bounded by ``depthLimit``.
    mutating func skipStructuredValue() throws(Failure) -> String {
        let opening = current
        _ = try readStructuredValue()
        return opening == "(" ? "array" : opening == "{" ? "dictionary" : "data"
    }

    /// Reads an array, dictionary or data value starting at its opening character into a tree:
    /// strings as `.string`, data as `.data`. Nesting is bounded by ``depthLimit``.
    mutating func readStructuredValue() throws(Failure) -> PlistNode {
        guard current != nil else { throw unexpected(nil, expecting: "a value") }
        var stack: [Open] = []
        if let data = try open(&stack) { return data }
        while let top = stack.last {
            try skipTrivia()
            guard let scalar = current else {
                let (name, closing) = if case .array = top.frame { ("array", ")") } else { ("dictionary", "}") }
                throw failure("unterminated \(name): add \"\(closing)\" to close what opens here", at: top.at)
            }
            let last = stack.count - 1
            var closed: PlistNode?
            switch top.frame {
            case .array(afterValue: false):
                if scalar == ")" {
                    advance()
                    closed = stack.removeLast().node
                } else {
                    stack[last].frame = .array(afterValue: true)
                    if let value = try openValue(scalar, &stack) { stack[last].items.append(value) }
                }
            case .array(afterValue: true):
                switch scalar {
                case ",":
                    advance()
                    stack[last].frame = .array(afterValue: false)
                case ")":
                    advance()
                    closed = stack.removeLast().node
                default:
                    throw unexpected(scalar, expecting: "\",\" or \")\" in an array")
                }
            case .dictionary(.key):
                if scalar == "}" {
                    advance()
                    closed = stack.removeLast().node
                } else if Self.startsString(scalar) {
                    let at = position
                    stack[last].key = (try parseString(), at)
                    stack[last].frame = .dictionary(.afterKey)
                } else {
                    throw unexpected(scalar, expecting: "a key or \"}\" in a dictionary")
                }
            case .dictionary(.afterKey):
                switch scalar {
                case "=":
                    advance()
                    stack[last].frame = .dictionary(.value)
                case ";":
                    // `key;`: the value is the key, as in a table.
                    advance()
                    if let key = stack[last].key {
                        stack[last].members.append(
                            PlistNode.Member(
                                key: key.text, line: key.at.line, column: key.at.column,
                                value: PlistNode(value: .string(key.text), line: key.at.line, column: key.at.column)))
                    }
                    stack[last].frame = .dictionary(.key)
                default:
                    throw unexpected(scalar, expecting: "\"=\" or \";\" after the key")
                }
            case .dictionary(.value):
                stack[last].frame = .dictionary(.afterValue)
                if let value = try openValue(scalar, &stack) { Self.attach(value, to: &stack[last]) }
            case .dictionary(.afterValue):
                guard scalar == ";" else { throw unexpected(scalar, expecting: "\";\" after the value") }
                advance()
                stack[last].frame = .dictionary(.key)
            }
            guard let node = closed else { continue }
            guard !stack.isEmpty else { return node }
            if case .array = stack[stack.count - 1].frame {
                stack[stack.count - 1].items.append(node)
            } else {
                Self.attach(node, to: &stack[stack.count - 1])
            }
        }
        throw unexpected(current, expecting: "a value")
    }

    /// Gives a dictionary's pending key its value.
    private static func attach(_ value: PlistNode, to open: inout Open) {
        guard let key = open.key else { return }
        open.members.append(PlistNode.Member(key: key.text, line: key.at.line, column: key.at.column, value: value))
        open.key = nil
    }

    /// Reads a value inside an array or dictionary: a string or data whole (returned), an array
    /// or dictionary by pushing it (nil).
    private mutating func openValue(_ scalar: Unicode.Scalar, _ stack: inout [Open]) throws(Failure) -> PlistNode? {
        if Self.startsString(scalar) {
            let at = position
            return PlistNode(value: .string(try parseString()), line: at.line, column: at.column)
        } else if scalar == "(" || scalar == "{" || scalar == "<" {
            return try open(&stack)
        } else {
            throw unexpected(scalar, expecting: "a value")
        }
    }

    /// Opens the array or dictionary at the cursor (nil), or reads the data there (returned).
    private mutating func open(_ stack: inout [Open]) throws(Failure) -> PlistNode? {
        let at = position
        switch current {
        case "(":
            advance()
            stack.append(Open(frame: .array(afterValue: false), at: at))
        case "{":
            advance()
            stack.append(Open(frame: .dictionary(.key), at: at))
        default:
            return PlistNode(value: .data(try readData()), line: at.line, column: at.column)
        }
        if stack.count > Self.depthLimit {
            throw failure("values nested more than \(Self.depthLimit) deep", at: at)
        }
        return nil
    }

    /// Reads `< hex pairs and blanks >` starting at `<`, as CF does (no comments inside).
    private mutating func readData() throws(Failure) -> [UInt8] {
        let at = position
        advance()
        var bytes: [UInt8] = []
        while let scalar = current {
            switch scalar {
            case ">":
                advance()
                return bytes
            case " ", "\n", "\t", "\r", "\u{2028}", "\u{2029}":
                advance()
            case let digit where Self.hexValue(digit) != nil:
                advance()
                guard let second = current, let low = Self.hexValue(second), let high = Self.hexValue(digit) else {
                    throw failure("data with an odd number of hex digits", at: position)
                }
                bytes.append(UInt8(high << 4 | low))
                advance()
            default:
                throw unexpected(scalar, expecting: "hex digits or \">\" in data")
            }
        }
        throw failure("unterminated data: add \">\" to close what opens here", at: at)
    }
}
