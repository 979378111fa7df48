import Core

// The members of an element object: each schema key with the JSON type it takes.

extension ElementTreeParser {
    /// The bit of each schema key in `OpenElement.seenKeys`.
    private static let schemaKeyBits: [String: UInt16] = [
        "label": 1 << 0, "value": 1 << 1, "hint": 1 << 2, "traits": 1 << 3, "identifier": 1 << 4,
        "language": 1 << 5, "ipa": 1 << 6, "isElement": 1 << 7, "container": 1 << 8, "children": 1 << 9,
        "frame": 1 << 10, "sourceID": 1 << 11, "sourceLine": 1 << 12,
    ]

    /// Reads one `"key": value` member of the innermost open element. Returns `.arrayStart` when the
    /// member opens a `children` array, else `.afterMember`.
    mutating func parseMember() throws -> Mode {
        guard scanner.current == UInt8(ascii: "\"") else { throw scanner.unexpected("a key in double quotes or '}'") }
        let keyOffset = scanner.position
        let key = try scanner.scanString(keep: true) ?? ""
        tail = .key(key)
        scanner.skipWhitespace()
        try scanner.consume(UInt8(ascii: ":"), "':' after the key")
        scanner.skipWhitespace()
        guard let bit = Self.schemaKeyBits[key] else {
            try scanner.skipValue(maxDepth: limits.maxDepth)
            return .afterMember
        }
        let top = stack.count - 1
        guard stack[top].seenKeys & bit == 0 else {
            throw ScanFailure(
                kind: .duplicateKey, offset: keyOffset,
                message: "duplicate key \"\(key)\"; each key may appear once in an element")
        }
        stack[top].seenKeys |= bit
        switch key {
        case "label": stack[top].element.label = try stringValue()
        case "value": stack[top].element.value = try stringValue()
        case "hint": stack[top].element.hint = try stringValue()
        case "identifier": stack[top].element.identifier = try stringValue()
        case "language": stack[top].element.language = try stringValue()
        case "ipa": stack[top].element.ipa = try stringValue()
        case "traits": stack[top].element.traits = try traitsValue()
        case "isElement": stack[top].element.isElement = try booleanValue()
        case "container": stack[top].element.container = try containerValue()
        case "children": return try childrenStart()
        case "frame": stack[top].element.frame = try frameValue()
        case "sourceID":
            let objectID = try stringValue()
            stack[top].element.source = ElementSource(objectID: objectID, line: stack[top].element.source?.line)
        case "sourceLine":
            let line = try lineValue()
            stack[top].element.source = ElementSource(objectID: stack[top].element.source?.objectID, line: line)
        default: break  // every key of schemaKeyBits has its case above
        }
        return .afterMember
    }

    // MARK: - Values

    /// A string, or nil for `null`.
    private mutating func stringValue(_ expected: String = "a string") throws -> String? {
        switch scanner.valueKind {
        case .string: return try scanner.scanString(keep: true)
        case .null:
            _ = try scanner.scanLiteral()
            return nil
        case let kind?: throw mismatch(expected, found: kind)
        case nil: throw scanner.unexpected("a JSON value")
        }
    }

    /// Opens a `children` array (`.arrayStart`); `null` is no children (`.afterMember`).
    private mutating func childrenStart() throws -> Mode {
        switch scanner.valueKind {
        case .array:
            scanner.position += 1
            return .arrayStart
        case .null:
            _ = try scanner.scanLiteral()
            return .afterMember
        case let kind?:
            throw mismatch("an array of element objects", found: kind)
        case nil:
            throw scanner.unexpected("a JSON value")
        }
    }

    /// `true`, `false`, or nil for `null`.
    private mutating func booleanValue() throws -> Bool? {
        switch scanner.valueKind {
        case .bool, .null: return try scanner.scanLiteral()
        case let kind?: throw mismatch("true or false", found: kind)
        case nil: throw scanner.unexpected("a JSON value")
        }
    }

    /// A container kind by name; `null` is `none`.
    private mutating func containerValue() throws -> ContainerKind {
        let offset = scanner.position
        guard let name = try stringValue("a container kind (string)") else { return .none }
        guard let kind = ContainerKind(rawValue: name) else {
            let names = ContainerKind.allCases.map(\.rawValue)
            throw ScanFailure(
                kind: .unknownContainer, offset: offset,
                message: Self.unknownNameMessage("container kind", name, known: names))
        }
        return kind
    }

    /// An array of trait names; `null` is no trait.
    private mutating func traitsValue() throws -> AccessibilityTraits {
        switch scanner.valueKind {
        case .array: scanner.position += 1
        case .null:
            _ = try scanner.scanLiteral()
            return []
        case let kind?: throw mismatch("an array of trait names", found: kind)
        case nil: throw scanner.unexpected("a JSON value")
        }
        var traits: AccessibilityTraits = []
        scanner.skipWhitespace()
        if scanner.current == UInt8(ascii: "]") {
            scanner.position += 1
            return traits
        }
        var index = 0
        while true {
            scanner.skipWhitespace()
            tail = .keyIndex("traits", index)
            let offset = scanner.position
            guard let name = try stringValue("a trait name (string)") else {
                throw mismatch("a trait name (string)", found: .null, at: offset)
            }
            guard let trait = AccessibilityTraits(name: name) else {
                throw ScanFailure(
                    kind: .unknownTrait, offset: offset,
                    message: Self.unknownNameMessage("trait", name, known: AccessibilityTraits.allNames))
            }
            traits.insert(trait)
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: ",") else { break }
            scanner.position += 1
            scanner.skipWhitespace()
            try scanner.rejectTrailingComma()
            index += 1
        }
        tail = .key("traits")
        try scanner.consume(UInt8(ascii: "]"), "',' or ']' after a trait name")
        return traits
    }

    /// `[x, y, width, height]`, four numbers; `null` is no frame.
    private mutating func frameValue() throws -> ElementFrame? {
        let expected = "a frame: an array of four numbers [x, y, width, height]"
        switch scanner.valueKind {
        case .array: scanner.position += 1
        case .null:
            _ = try scanner.scanLiteral()
            return nil
        case let kind?: throw mismatch(expected, found: kind)
        case nil: throw scanner.unexpected("a JSON value")
        }
        var numbers: [Double] = []
        while numbers.count < 4 {
            scanner.skipWhitespace()
            tail = .keyIndex("frame", numbers.count)
            numbers.append(try numberValue(expected))
            scanner.skipWhitespace()
            if numbers.count < 4 { try scanner.consume(UInt8(ascii: ","), "',' and four numbers in a frame") }
        }
        tail = .key("frame")
        try scanner.consume(UInt8(ascii: "]"), "']' after the four numbers of a frame")
        return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A non-negative integer line number; `null` is none.
    private mutating func lineValue() throws -> Int? {
        if scanner.valueKind == .null {
            _ = try scanner.scanLiteral()
            return nil
        }
        let offset = scanner.position
        let number = try numberValue("a line number")
        guard number >= 0, number == number.rounded(), number < 1e9 else {
            throw ScanFailure(kind: .typeMismatch, offset: offset, message: "expected a whole line number")
        }
        return Int(number)
    }

    /// One JSON number.
    private mutating func numberValue(_ expected: String) throws -> Double {
        guard scanner.valueKind == .number else {
            if let kind = scanner.valueKind { throw mismatch(expected, found: kind) }
            throw scanner.unexpected(expected)
        }
        let start = scanner.position
        try scanner.scanNumber()
        let text = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw ScanFailure(kind: .syntax, offset: start, message: "invalid number")
        }
        return number
    }

    private func mismatch(_ expected: String, found kind: JSONKind, at offset: Int) -> ScanFailure {
        ScanFailure(kind: .typeMismatch, offset: offset, message: "expected \(expected), found \(kind.phrase)")
    }

    // MARK: - Message helpers

    /// `unknown trait "buton"; did you mean "button"?` when a known name is close (same but for
    /// case, or at most two edits away), else `unknown trait "x"; known traits: button, link, …`.
    static func unknownNameMessage(_ what: String, _ name: String, known: [String]) -> String {
        let shown = name.count > 80 ? name.prefix(80) + "…" : name
        if let candidate = closestName(to: name, among: known) {
            return "unknown \(what) \"\(shown)\"; did you mean \"\(candidate)\"?"
        }
        return "unknown \(what) \"\(shown)\"; known: \(known.joined(separator: ", "))"
    }

    private static func closestName(to name: String, among known: [String]) -> String? {
        guard name.unicodeScalars.count <= 64 else { return nil }
        let lowered = name.lowercased()
        let scored = known.map { candidate in
            (candidate, candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased()))
        }
        guard let (candidate, distance) = scored.min(by: { $0.1 < $1.1 }), distance <= 2 else { return nil }
        return candidate
    }

    /// The Levenshtein distance between two short strings, over Unicode scalars.
    private static func editDistance(_ first: String, _ second: String) -> Int {
        let left = Array(first.unicodeScalars)
        let right = Array(second.unicodeScalars)
        var previous = Array(0...right.count)
        for (i, leftScalar) in left.enumerated() {
            var row = [i + 1]
            for (j, rightScalar) in right.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (leftScalar == rightScalar ? 0 : 1)))
            }
            previous = row
        }
        return previous[right.count]
    }
}
